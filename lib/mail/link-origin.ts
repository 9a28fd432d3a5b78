// Where the links in our mail point. NEXTAUTH_URL when set: the request's own Host header is the
// client's to choose, and a link built from a forged one would carry a reset token to another
// site. Without it (the demo, a first try-out) the address the request came to.

export function linkOrigin(
  requestHeaders: Pick<Headers, 'get'>,
  env: Record<string, string | undefined> = process.env,
): string {
  if (env.NEXTAUTH_URL) return new URL(env.NEXTAUTH_URL).origin;
  const host = requestHeaders.get('x-forwarded-host') ?? requestHeaders.get('host') ?? 'localhost';
  const protocol = requestHeaders.get('x-forwarded-proto')?.split(',')[0].trim() === 'https' ? 'https' : 'http';
  return `${protocol}://${host}`;
}
