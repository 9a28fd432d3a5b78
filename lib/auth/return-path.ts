/**
 * Where to go after signing in: a path on this site only (`/account`, `/t/open?x=1`), never another
 * origin (`//evil.test`, `/\evil.test`, `https://…`), so a crafted link cannot send a user away.
 */
export function safeReturnPath(value: string | string[] | undefined | null, fallback = '/account'): string {
  const path = Array.isArray(value) ? value[0] : value;
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\') || /[\u0000-\u001f]/.test(path))
    return fallback;
  return path;
}

/** The sign-in page that brings the person back to `returnPath` afterwards. */
export function signInPath(returnPath: string): string {
  return `/sign-in?callbackUrl=${encodeURIComponent(returnPath)}`;
}
