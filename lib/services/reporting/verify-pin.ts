import type { Db } from '@/db/client';
import { findUserById } from '@/db/queries/users';
import { throttledAttempt } from '@/lib/auth/attempts';
import { verifyPassword } from '@/lib/auth/password';
import { AppError } from '@/lib/errors';

/**
 * Checks a user's PIN typed on someone else's device (the opponent confirming a game at the table).
 * Throttled like a sign-in: ten wrong PINs from one address lock it there for a quarter of an hour,
 * and only a hundred from everywhere lock it for its owner (lib/auth/throttle.ts), so a reporter
 * cannot lock the opponent's PIN. Throws `no-pin` when the user has set none, `wrong-pin`, or
 * `rate-limited`.
 */
export async function verifyPin(
  db: Db,
  userId: string,
  pin: string,
  clientAddress: string | null,
  now = new Date(),
): Promise<void> {
  const user = await findUserById(db, userId);
  if (!user?.pinHash)
    throw new AppError(
      'invalid-input',
      'no-pin',
      'This player has not set a PIN. They can set one on their account page.',
      { field: 'pin' },
    );
  const pinHash = user.pinHash;
  const passed = await throttledAttempt(
    db,
    { kind: 'pin', identifier: `pin:${userId}`, clientAddress },
    () => verifyPassword(pinHash, pin),
    now,
  );
  if (!passed) throw new AppError('invalid-input', 'wrong-pin', 'That PIN is not right.', { field: 'pin' });
}
