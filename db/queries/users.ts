import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { players, users, type User } from '../schema';

/** The user with this email, compared without regard to case (as the unique index does). */
export async function findUserByEmail(db: Db, email: string): Promise<User | null> {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  return user ?? null;
}

export async function findUserById(db: Db, id: string): Promise<User | null> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user ?? null;
}

/** Every user, by email, with the display name of their linked player (the admin's list). */
export async function listUsers(db: Db) {
  return db
    .select({ id: users.id, email: users.email, name: users.name, role: users.role, createdAt: users.createdAt, playerName: players.displayName })
    .from(users)
    .leftJoin(players, eq(players.userId, users.id))
    .orderBy(asc(users.email));
}

/** Raises the session version, ending every session issued before (the caller forgets its cached copy). */
export async function endSessions(db: Db, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
    .where(eq(users.id, userId));
}

/** Records that the user proved the address is theirs (kept as first proved). */
export async function markEmailVerified(db: Db, userId: string, now: Date): Promise<void> {
  await db
    .update(users)
    .set({ emailVerified: sql`coalesce(${users.emailVerified}, ${now}::timestamptz)` })
    .where(eq(users.id, userId));
}

/** Sets a new password hash; answers the user's email. The caller ends the old sessions and tokens with it (lib/services/accounts/end-sessions.ts). */
export async function replacePassword(db: Db, userId: string, passwordHash: string): Promise<string> {
  const [user] = await db
    .update(users)
    .set({ passwordHash })
    .where(eq(users.id, userId))
    .returning({ email: users.email });
  return user.email;
}

/** True once the user has proved their email address (or their account is older than verification). */
export async function hasVerifiedEmail(db: Db, userId: string): Promise<boolean> {
  const [user] = await db.select({ verified: users.emailVerified }).from(users).where(eq(users.id, userId));
  return user?.verified != null;
}
