// The site admin makes organisers (and other admins). A new role ends the user's older sessions,
// so nobody keeps acting with a role they no longer have.
import type { Db } from '@/db/client';
import { countOtherAdmins, findUserById, lockRoleChanges, setRole } from '@/db/queries/users';
import type { User } from '@/db/schema';
import type { Actor } from '@/lib/auth/actor';
import { requireRole } from '@/lib/auth/permissions';
import { forgetSessionUser } from '@/lib/auth/session-user';
import { AppError } from '@/lib/errors';

/** Sets the role of a user, on the admin's behalf. */
export async function setUserRole(db: Db, actor: Actor, input: { userId: string; role: User['role'] }): Promise<User> {
  requireRole(actor, 'admin');
  return applyRole(db, input.userId, input.role);
}

/**
 * Sets a role with no one to ask (the admin CLI, run by whoever runs the server). Refuses to take
 * the role of the last admin away, so the site always has one.
 */
export async function applyRole(db: Db, userId: string, role: User['role']): Promise<User> {
  const updated = await db.transaction(async (tx) => {
    await lockRoleChanges(tx);
    const user = await findUserById(tx, userId);
    if (!user) throw new AppError('not-found', 'user-not-found', 'This user was not found.');
    if (user.role === role) return user;
    if (user.role === 'admin') {
      if ((await countOtherAdmins(tx, userId)) === 0)
        throw new AppError('conflict', 'last-admin', 'This is the only admin: make someone else an admin first.');
    }
    return setRole(tx, userId, role);
  });
  forgetSessionUser(userId);
  return updated;
}
