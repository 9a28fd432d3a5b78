// In front of every page: Strict-Transport-Security over https (lib/strict-transport.ts); while the
// database is known to be unreachable (db/availability.ts), a 503 with Retry-After and a page that
// reloads itself, in the reader's language (lib/unavailable-page.ts), not a 500 from a failed
// render; otherwise a tournament's public pages from memory when nothing changed since they were
// rendered (lib/live/kept-pages.ts). Also in front of any
// address with a percent sign, the API's included: Next.js answers 500 when a dynamic segment is
// not valid percent-encoding (`/t/%E0`), so such an address is refused here with a 400 (`answer`).
import { NextResponse, type NextRequest } from 'next/server';
import { databaseAvailable } from '@/db/availability';
import { getDatabase } from '@/db/app-database';
import { pingDatabase } from '@/db/queries/health';
import { LOCALE_COOKIE, requestLocale } from '@/i18n/locales';
import { DATABASE_RETRY_SECONDS } from '@/lib/errors';
import { keptPageResponse, notFoundPage } from '@/lib/live/kept-pages';
import { strictTransportSecurity } from '@/lib/strict-transport';
import { unavailablePage } from '@/lib/unavailable-page';
import { parseId } from '@/lib/validation/form-fields';
import { controlCharacterIn, findControlCharacter, type ControlCharacterAt } from '@/lib/validation/control-characters';

export async function proxy(request: NextRequest): Promise<Response> {
  const response = await answer(request);
  // Pages are what a browser loads first; one https answer with the header is enough for it.
  const hsts = strictTransportSecurity();
  if (hsts) response.headers.set('strict-transport-security', hsts);
  return response;
}

/**
 * The answer before any route runs. A control character (`/t/%00`) is refused with a 400 too, as it
 * would reach the database and fail there. A page address whose id no id column can hold
 * (`/players/9999999999`) is the server-drawn 404 here: pages that stream a loading state first
 * could only answer it 200.
 */
async function answer(request: NextRequest): Promise<Response> {
  const { pathname } = request.nextUrl;
  if (!validPercentEncoding(pathname)) return malformedAddress(pathname);
  const control = controlCharacterInAddress(request.nextUrl);
  if (control) return controlCharacterAddress(pathname, control);
  // The API is matched only for that check: it answers 503 by itself.
  if (pathname.startsWith('/api/')) return NextResponse.next();
  const id = ID_IN_PAGE_ADDRESS.exec(pathname);
  if (id && parseId(decodeURIComponent(id[1] ?? id[2])) === null) return notFoundPage(request) ?? NextResponse.next();
  const available = await databaseAvailable(async () => pingDatabase((await getDatabase()).db));
  if (available) return (await keptPageResponse(request)) ?? NextResponse.next();
  const locale = requestLocale(request.cookies.get(LOCALE_COOKIE)?.value, request.headers.get('accept-language'));
  return new NextResponse(await unavailablePage(locale), {
    status: 503,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'retry-after': String(DATABASE_RETRY_SECONDS),
      'cache-control': 'no-store',
    },
  });
}

/** The pages whose address holds a database id: a player's page, a match and what hangs below it. */
const ID_IN_PAGE_ADDRESS = /^\/(?:players\/([^/]+)|t\/[^/]+\/m\/([^/]+))(?:\/|$)/;

function validPercentEncoding(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/**
 * A control character in a path segment or (for a page, which reads its own query) a query
 * parameter: refused here, as no page can look such a thing up. The API checks its query itself
 * (lib/api/handler.ts) and answers in its own shape.
 */
function controlCharacterInAddress(url: NextRequest['nextUrl']): ControlCharacterAt | null {
  const segments = url.pathname.split('/').map((segment) => decodeURIComponent(segment));
  const inPath = findControlCharacter(segments);
  if (inPath) return { field: 'path', character: inPath.character };
  if (url.pathname.startsWith('/api/')) return null;
  for (const [name, value] of url.searchParams) {
    const character = controlCharacterIn(name) ?? controlCharacterIn(value);
    if (character) return { field: name, character };
  }
  return null;
}

function controlCharacterAddress(pathname: string, found: ControlCharacterAt): Response {
  const where = found.field === 'path' ? `The address ${pathname}` : `The query parameter "${found.field}"`;
  const message = `${where} holds a control character (${found.character}), which no address may contain.`;
  if (pathname.startsWith('/api/'))
    return Response.json({ error: { code: 'invalid-input', message, field: found.field } }, { status: 400 });
  return new Response(message, {
    status: 400,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });
}

function malformedAddress(pathname: string): Response {
  const message = `The address ${pathname} is not valid percent-encoding: each % must start two hex digits, and together they must spell UTF-8 characters.`;
  if (pathname.startsWith('/api/'))
    return Response.json({ error: { code: 'malformed-path', message } }, { status: 400 });
  return new Response(message, { status: 400, headers: { 'content-type': 'text/plain; charset=utf-8' } });
}

export const config = {
  // The JSON API and /api/health answer 503 by themselves, so they are not matched.
  // Pages only: not the API, not Next.js's own files, not files with an extension (public/); and
  // every address with a percent sign but Next.js's own files.
  matcher: ['/((?!api/|_next/|.*\\..*).*)', '/((?!_next/).*%.*)'],
};
