// The address a request came from, for throttling. Next.js sets X-Forwarded-For to the socket's
// address when the request has none; a reverse proxy in front appends the address it saw. So the
// last entry is the one added by the nearest hop we run. (Served directly, a client could send its
// own header and pick its address: the per-email limit still holds. Run a proxy in front.)

export function clientAddress(headers: Pick<Headers, 'get'>): string | null {
  const forwarded = headers.get('x-forwarded-for');
  if (!forwarded) return null;
  const last = forwarded.split(',').at(-1)?.trim();
  return last ? last.slice(0, 64) : null;
}
