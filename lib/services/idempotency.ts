// Exactly once for requests that may be sent twice (a double tap, a retry after a lost answer): the
// caller names the request with a key (the API's `Idempotency-Key` header, a page form's hidden
// token), and the first answer under that key is stored in the same transaction as the change.
// A second request with the key inserts the same primary key: Postgres makes it wait until the
// first commits (then it replays the stored answer) or rolls back (then it runs itself), so two
// copies arriving together still make one change.
import { createHash } from 'node:crypto';
import type { Db } from '@/db/client';
import {
  claimIdempotencyKey,
  deleteIdempotencyKeysBefore,
  findIdempotencyKey,
  storeIdempotentAnswer,
} from '@/db/queries/idempotency-keys';
import { AppError } from '@/lib/errors';

export interface IdempotencyClaim {
  userId: string;
  /** The client's key; null or empty runs the work without one. */
  key: string | null | undefined;
  /** What was asked (operation, target, input): the same key with a different request is refused. */
  request: unknown;
}

function fingerprint(request: unknown): string {
  return createHash('sha256').update(JSON.stringify(request)).digest('hex');
}

/**
 * Runs `work` in one transaction, once per key: a repeat gets the first answer with
 * `replayed: true`. The answer must be plain JSON (it is stored as jsonb).
 */
export async function idempotentTransaction<Answer extends { replayed: boolean }>(
  db: Db,
  claim: IdempotencyClaim,
  work: (tx: Db) => Promise<Answer>,
): Promise<Answer> {
  const { userId, key } = claim;
  if (!key) return db.transaction(work);
  if (key.length > 255)
    throw new AppError('invalid-input', 'bad-idempotency-key', 'An idempotency key is at most 255 characters.', {
      field: 'idempotencyKey',
    });
  const requestFingerprint = fingerprint(claim.request);
  return db.transaction(async (tx) => {
    if (!(await claimIdempotencyKey(tx, { userId, key, requestFingerprint }))) {
      const stored = (await findIdempotencyKey(tx, userId, key))!;
      if (stored.requestFingerprint !== requestFingerprint) {
        throw new AppError(
          'conflict',
          'idempotency-key-reused',
          'This idempotency key was already used for a different request; use a new key for each request.',
        );
      }
      return { ...(stored.responseBody as Answer), replayed: true };
    }
    const answer = await work(tx);
    await storeIdempotentAnswer(tx, userId, key, answer);
    return answer;
  });
}

/**
 * How long a key is remembered. A client retries a lost answer within seconds or minutes; a day
 * (as the common payment APIs keep theirs) covers a phone that comes back online the next morning,
 * and keeps the table from growing with every report ever made.
 */
export const IDEMPOTENCY_KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** Forgets the keys older than the lifetime at `now` (a request under one then runs anew); returns how many. */
export async function forgetExpiredIdempotencyKeys(db: Db, now: Date = new Date()): Promise<number> {
  return deleteIdempotencyKeysBefore(db, new Date(now.getTime() - IDEMPOTENCY_KEY_LIFETIME_MS));
}
