// The language menu's form posts here (app/_components/language-menu.tsx): the choice is kept in a
// cookie for a year and the reader goes back to the page they were reading, now in that language.
// Only the app's own pages may set it (the same Origin check as the API's), and the way back is a
// path on this site taken from the Referer, never another origin.
import { NextResponse, type NextRequest } from 'next/server';
import { requireSameOrigin } from '@/lib/api/request-origin';
import { isSecureRequest } from '@/lib/auth/session-cookie';
import { safeReturnPath } from '@/lib/auth/return-path';
import { isAppError } from '@/lib/errors';
import { isLocale, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE } from '@/i18n/locales';

export async function POST(request: NextRequest): Promise<Response> {
  try {
    requireSameOrigin(request);
  } catch (error) {
    if (isAppError(error)) return new NextResponse(error.message, { status: 403 });
    throw error;
  }
  const locale = (await request.formData().catch(() => null))?.get('locale');
  if (!isLocale(locale)) return new NextResponse('Choose one of the languages of the menu.', { status: 400 });
  const response = new NextResponse(null, { status: 303, headers: { location: backTo(request) } });
  response.cookies.set(LOCALE_COOKIE, locale, {
    path: '/',
    maxAge: LOCALE_COOKIE_MAX_AGE,
    sameSite: 'lax',
    httpOnly: true,
    secure: isSecureRequest(request.headers),
  });
  return response;
}

/** The page the menu was used on (its path and query), or the home page when the browser did not say. */
function backTo(request: NextRequest): string {
  const referer = request.headers.get('referer');
  if (!referer) return '/';
  try {
    const page = new URL(referer);
    return safeReturnPath(page.pathname + page.search, '/');
  } catch {
    return '/';
  }
}
