// The session cookie as next-auth v4 writes it: `__Secure-next-auth.session-token` over https
// (Secure, HttpOnly, SameSite=Lax), `next-auth.session-token` over plain http (a local demo), split
// into `.0`, `.1`, … chunks when long. Whether a request came over https is decided per request
// (NEXTAUTH_URL when set, else the X-Forwarded-Proto that Next.js or the proxy in front sets), so
// one build serves both.
import { decode } from 'next-auth/jwt';
import { authSecret } from './secret';
import { sessionClaims, type SessionClaims } from './session-user';

type HeaderSource = Pick<Headers, 'get'>;

export function isSecureRequest(headers: HeaderSource, env: Record<string, string | undefined> = process.env): boolean {
  const configured = env.NEXTAUTH_URL;
  if (configured) return configured.startsWith('https://');
  return headers.get('x-forwarded-proto')?.split(',')[0].trim() === 'https';
}

export function sessionCookieName(secure: boolean): string {
  return `${secure ? '__Secure-' : ''}next-auth.session-token`;
}

/** The session cookie's value from a Cookie header, its chunks joined in order; null when absent. */
function readSessionCookie(cookieHeader: string | null, secure: boolean): string | null {
  if (!cookieHeader) return null;
  const name = sessionCookieName(secure);
  const chunks: { index: number; value: string }[] = [];
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    const key = part.slice(0, separator).trim();
    const value = part.slice(separator + 1).trim();
    if (key === name) chunks.push({ index: -1, value });
    else if (key.startsWith(`${name}.`) && /^\d+$/.test(key.slice(name.length + 1)))
      chunks.push({ index: Number(key.slice(name.length + 1)), value });
  }
  if (chunks.length === 0) return null;
  return chunks
    .sort((a, b) => a.index - b.index)
    .map((chunk) => safeDecodeURIComponent(chunk.value))
    .join('');
}

/** Our claims from the session cookie of these headers; null without a cookie, or when it is forged, expired or malformed. */
export async function sessionClaimsFromHeaders(headers: HeaderSource): Promise<SessionClaims | null> {
  const token = readSessionCookie(headers.get('cookie'), isSecureRequest(headers));
  if (!token) return null;
  try {
    return sessionClaims(await decode({ token, secret: authSecret() }));
  } catch {
    // A cookie that does not decrypt with our secret (forged, from an old secret, expired) is no session.
    return null;
  }
}

function safeDecodeURIComponent(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
