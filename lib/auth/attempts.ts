// Throttled attempts: a secret checked (a password at sign-in, a PIN at the recording device, a
// claim code) or an act slowed in bulk (a sign-up). The check-then-record runs under a lock on the
// identifier (and address) in the database, so parallel attempts on several app instances are
// counted one after another and none slips past the limit. The limits: lib/auth/throttle.ts.
import type { Db } from '@/db/client';
import {
  failuresForAddress,
  failuresForIdentifier,
  lockAttemptKeys,
  markAttemptSucceeded,
  pruneAttempts,
  recordAttempt,
} from '@/db/queries/sign-in-attempts';
import type { AttemptKind } from '@/db/schema';
import { AppError } from '@/lib/errors';
import { ATTEMPT_LIMITS, describeWait, THROTTLE_WINDOW_SECONDS, throttleWait } from './throttle';

export interface AttemptKey {
  kind: AttemptKind;
  /** What is being tried: a normalised email, `pin:<user id>`, `claim-code:<user id>`. */
  identifier: string;
  /** The client's address (lib/auth/client-address.ts); null when unknown. */
  clientAddress: string | null;
}

/**
 * Refuses with `rate-limited` (and the wait) while the key is throttled; else records the attempt,
 * as a failure until `markAttemptSucceeded`, and answers its id.
 */
export async function countedAttempt(db: Db, key: AttemptKey, now = new Date()): Promise<number> {
  const since = new Date(now.getTime() - THROTTLE_WINDOW_SECONDS * 1000);
  const limits = ATTEMPT_LIMITS[key.kind];
  const attemptId = await db.transaction(async (tx) => {
    await lockAttemptKeys(tx, key.identifier, key.clientAddress);
    const waits = [
      limits.perAccountAddress
        ? throttleWait(
            await failuresForIdentifier(
              tx,
              { kind: key.kind, identifier: key.identifier, ipAddress: key.clientAddress },
              since,
            ),
            limits.perAccountAddress,
            now,
          )
        : 0,
      limits.perAccount
        ? throttleWait(
            await failuresForIdentifier(tx, { kind: key.kind, identifier: key.identifier }, since),
            limits.perAccount,
            now,
          )
        : 0,
      key.clientAddress
        ? throttleWait(await failuresForAddress(tx, key.kind, key.clientAddress, since), limits.perAddress, now)
        : 0,
    ];
    const wait = Math.max(...waits);
    if (wait > 0) {
      throw new AppError(
        'rate-limited',
        'too-many-attempts',
        `Too many attempts. Try again in ${describeWait(wait)}.`,
        { retryAfterSeconds: wait },
      );
    }
    return recordAttempt(tx, {
      kind: key.kind,
      identifier: key.identifier,
      ipAddress: key.clientAddress,
      attemptedAt: now,
    });
  });
  // Old attempts count for nothing; clearing them now and then keeps the table small.
  if (Math.random() < 0.02) await pruneAttempts(db, new Date(now.getTime() - 24 * 3600 * 1000));
  return attemptId;
}

/** Runs `check` unless the key is throttled, and records the outcome. Returns what the check said. */
export async function throttledAttempt(
  db: Db,
  key: AttemptKey,
  check: () => Promise<boolean>,
  now = new Date(),
): Promise<boolean> {
  const attemptId = await countedAttempt(db, key, now);
  const passed = await check();
  if (passed) await markAttemptSucceeded(db, attemptId);
  return passed;
}
