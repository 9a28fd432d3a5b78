// The `Idempotency-Key` request header (the IETF draft's name, as Stripe and others use it): a
// client that may retry a POST sends the same key each time and gets the first answer back.
const IDEMPOTENCY_HEADER = 'Idempotency-Key';

export const idempotencyNote = `Send an \`${IDEMPOTENCY_HEADER}\` header (any unique string of up to 255 characters) to make a retry safe: the same key answers the first answer again (with \`replayed: true\`) and changes nothing; the same key with a different request is a 409 \`idempotency-key-reused\`.`;

/** The request's idempotency key, or null when it sends none. */
export function idempotencyKeyOf(request: Request): string | null {
  return request.headers.get(IDEMPOTENCY_HEADER)?.trim() || null;
}
