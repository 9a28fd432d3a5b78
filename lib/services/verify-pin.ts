import type { Db } from '@/db/client';
import { findUserById } from '@/db/queries/users';
import { throttledAttempt } from '@/lib/auth/attempts';
import { verifyPassword } from '@/lib/auth/password';
import { AppError } from '@/lib/errors';

/**
 * Checks a user's PIN typed on someone else's device (the opponent confirming a game at the table).
 * Throttled per user like a sign-in: ten wrong PINs lock it for a quarter of an hour. Throws
 * `no-pin` when the user has set none, `wrong-pin`, or `rate-limited`.
 */
export async function verifyPin(db: Db, userId: string, pin: string, now = new Date()): Promise<void> {
  const user = await findUserById(db, userId);
  if (!user?.pinHash) throw new AppError('invalid-input', 'no-pin', 'This player has not set a PIN. They can set one on their account page.', { field: 'pin' });
  const pinHash = user.pinHash;
  const passed = await throttledAttempt(db, { identifier: `pin:${userId}`, clientAddress: null }, () => verifyPassword(pinHash, pin), now);
  if (!passed) throw new AppError('invalid-input', 'wrong-pin', 'That PIN is not right.', { field: 'pin' });
}
