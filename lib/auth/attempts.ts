// A secret checked under throttling (a password at sign-in, a PIN at the recording device): the
// check-then-record runs under a lock on the identifier in the database, so parallel attempts on
// several app instances are counted one after another and none slips past the limit.
import type { Db } from '@/db/client';
import {
  failuresForAddress,
  failuresForIdentifier,
  lockAttemptKeys,
  markAttemptSucceeded,
  pruneAttempts,
  recordAttempt,
} from '@/db/queries/sign-in-attempts';
import { AppError } from '@/lib/errors';
import { describeWait, PER_ADDRESS, PER_EMAIL, THROTTLE_WINDOW_SECONDS, throttleWait } from './throttle';

export interface AttemptKey {
  /** What is being tried: a normalised email, or `pin:<user id>`. */
  identifier: string;
  /** The client's address, counted with looser limits; null when unknown or not relevant. */
  clientAddress: string | null;
}

/**
 * Runs `check` unless the identifier or address is throttled (then `rate-limited` with the wait),
 * and records the outcome. Returns what the check said.
 */
export async function throttledAttempt(db: Db, key: AttemptKey, check: () => Promise<boolean>, now = new Date()): Promise<boolean> {
  const since = new Date(now.getTime() - THROTTLE_WINDOW_SECONDS * 1000);
  const attemptId = await db.transaction(async (tx) => {
    await lockAttemptKeys(tx, key.identifier, key.clientAddress);
    const byIdentifier = throttleWait(await failuresForIdentifier(tx, key.identifier, since), PER_EMAIL, now);
    const byAddress = key.clientAddress ? throttleWait(await failuresForAddress(tx, key.clientAddress, since), PER_ADDRESS, now) : 0;
    const wait = Math.max(byIdentifier, byAddress);
    if (wait > 0) {
      throw new AppError('rate-limited', 'too-many-attempts', `Too many failed attempts. Try again in ${describeWait(wait)}.`, { retryAfterSeconds: wait });
    }
    // Recorded as a failure until the check passes, so attempts still in flight count too.
    return recordAttempt(tx, { identifier: key.identifier, ipAddress: key.clientAddress, attemptedAt: now });
  });
  // Old attempts count for nothing; clearing them now and then keeps the table small.
  if (Math.random() < 0.02) await pruneAttempts(db, new Date(now.getTime() - 24 * 3600 * 1000));
  const passed = await check();
  if (passed) await markAttemptSucceeded(db, attemptId);
  return passed;
}
