// Cross-site request forgery on the JSON API. A browser attaches the session cookie to any request
// for this host, whichever page made it (SameSite=Lax still lets a sibling origin of the same site
// send it, and a plain <form method=post> needs no preflight), so a change made with the session
// cookie must show that it came from the app's own pages. Browsers say where a request comes from
// in `Origin` on every unsafe request, and in `Sec-Fetch-Site`; a script that leaves both out is
// not a browser and should use an API token, which no other page can make a browser send.
import { AppError } from '@/lib/errors';
import { isSecureRequest } from '@/lib/auth/session-cookie';

/** The methods that change something; the others are answered to anyone the cookie lets read. */
export const UNSAFE_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The app's own origin: NEXTAUTH_URL's when set; else the host the request was sent to (the one
 * the proxy in front forwarded, as Next.js decides it for server actions), over https when the
 * request counts as secure. Trusting the request's own Host headers is safe here: a forged request
 * comes from the victim's browser, which sends the real host and no headers a page may invent.
 */
function appOrigin(request: Request, env: Record<string, string | undefined> = process.env): string {
  if (env.NEXTAUTH_URL) return new URL(env.NEXTAUTH_URL).origin;
  const host =
    request.headers.get('x-forwarded-host')?.split(',')[0].trim() ||
    request.headers.get('host') ||
    new URL(request.url).host;
  return `${isSecureRequest(request.headers, env) ? 'https' : 'http'}://${host}`;
}

/** Refuses (403, nothing read or changed) an unsafe request that did not come from the app's own pages. */
export function requireSameOrigin(request: Request, env: Record<string, string | undefined> = process.env): void {
  const origin = request.headers.get('origin');
  const fetchSite = request.headers.get('sec-fetch-site');
  if (origin === null && fetchSite === null) {
    throw new AppError(
      'forbidden',
      'origin-unknown',
      'This request says neither Origin nor Sec-Fetch-Site, so it cannot be told from a forged one: with a browser session, changes are accepted only from this app’s own pages. Scripts send an API token (Authorization: Bearer …) instead of the cookie.',
    );
  }
  const sameOrigin = origin !== null ? origin === appOrigin(request, env) : fetchSite === 'same-origin';
  if (!sameOrigin) {
    const source = origin !== null ? `Origin ${origin}` : `Sec-Fetch-Site ${fetchSite}`;
    throw new AppError(
      'forbidden',
      'cross-origin-request',
      `This request came from another origin (${source}): with a browser session, changes are accepted only from this app’s own pages. Scripts send an API token (Authorization: Bearer …) instead of the cookie.`,
      { details: { source } },
    );
  }
}
