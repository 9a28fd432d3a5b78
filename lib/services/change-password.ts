import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { users } from '@/db/schema';
import type { SignedInActor } from '@/lib/auth/actor';
import { hashPassword } from '@/lib/auth/password';
import { forgetSessionUser } from '@/lib/auth/session-user';
import { confirmPassword } from './confirm-password';

/** Sets a new password and ends every session of the user (this one too: the form signs in again). */
export async function changePassword(
  db: Db,
  actor: SignedInActor,
  input: { currentPassword: string; newPassword: string },
  clientAddress: string | null,
): Promise<void> {
  await confirmPassword(db, actor, input.currentPassword, clientAddress, 'currentPassword');
  const passwordHash = await hashPassword(input.newPassword);
  await db
    .update(users)
    .set({ passwordHash, sessionVersion: sql`${users.sessionVersion} + 1` })
    .where(eq(users.id, actor.id));
  forgetSessionUser(actor.id);
}
