// Changing something that guards the account (the password, the PIN) asks for the password again,
// checked under the same throttling as a sign-in, so a forgotten open session is not enough.
import type { Db } from '@/db/client';
import type { SignedInActor } from '@/lib/auth/actor';
import { AppError, isAppError } from '@/lib/errors';
import { signInWithPassword } from './sign-in';

/** Throws `wrong-password` on the given form field unless the password is the actor's. */
export async function confirmPassword(
  db: Db,
  actor: SignedInActor,
  password: string,
  clientAddress: string | null,
  field: string,
): Promise<void> {
  try {
    await signInWithPassword(db, { email: actor.email, password, clientAddress });
  } catch (error) {
    if (isAppError(error) && error.code === 'invalid-credentials') {
      throw new AppError('invalid-input', 'wrong-password', 'That is not your current password.', { field });
    }
    throw error;
  }
}
