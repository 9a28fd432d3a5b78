import type { Db } from '@/db/client';
import { replacePassword } from '@/db/queries/users';
import type { SignedInActor } from '@/lib/auth/actor';
import { hashPassword } from '@/lib/auth/password';
import { forgetSessionUser } from '@/lib/auth/session-user';
import { confirmPassword } from './confirm-password';
import { endAllAccess, type EndedAccess } from './end-sessions';

/**
 * Sets a new password and ends every session of the user (this one too: the form signs in again)
 * and every API token: a password is changed to take an account back.
 */
export async function changePassword(
  db: Db,
  actor: SignedInActor,
  input: { currentPassword: string; newPassword: string },
  clientAddress: string | null,
): Promise<EndedAccess> {
  await confirmPassword(db, actor, input.currentPassword, clientAddress, 'currentPassword');
  const passwordHash = await hashPassword(input.newPassword);
  const ended = await db.transaction(async (tx) => {
    await replacePassword(tx, actor.id, passwordHash);
    return endAllAccess(tx, actor.id);
  });
  forgetSessionUser(actor.id);
  return ended;
}
