import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
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
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      role: users.role,
      createdAt: users.createdAt,
      playerName: players.displayName,
    })
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

/** Locks the user's row for the rest of the transaction (the lock on what the user may hold, e.g. live API tokens). */
export async function lockUser(db: Db, userId: string): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** Stores a new account unless its email is taken (the unique index on lower(email) decides); null when it was. */
export async function insertUserUnlessTaken(
  db: Db,
  user: { email: string; name: string; passwordHash: string; role: User['role'] },
): Promise<{ id: string; email: string } | null> {
  const [created] = await db
    .insert(users)
    .values(user)
    .onConflictDoNothing()
    .returning({ id: users.id, email: users.email });
  return created ?? null;
}

/**
 * Stores an account whose address someone vouched for (the admin typing it into the CLI, the demo
 * seed), so it may report at once; throws on an email already taken (users_email_lower_unique).
 */
export async function insertVouchedUser(
  db: Db,
  user: { email: string; name: string | null; passwordHash: string; role: User['role'] },
): Promise<User> {
  const [created] = await db
    .insert(users)
    .values({ ...user, emailVerified: new Date() })
    .returning();
  return created;
}

/** The accounts with these exact emails (as stored). */
export async function findUsersByEmails(db: Db, emails: readonly string[]): Promise<User[]> {
  if (emails.length === 0) return [];
  return db
    .select()
    .from(users)
    .where(inArray(users.email, [...emails]));
}

/** Sets (or, with null, removes) the hash of the user's PIN. */
export async function setPinHash(db: Db, userId: string, pinHash: string | null): Promise<void> {
  await db.update(users).set({ pinHash }).where(eq(users.id, userId));
}

/** Holds role changes one at a time until the transaction ends, so two admins demoting each other cannot leave none. */
export async function lockRoleChanges(db: Db): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(47512132)`);
}

/** How many admins there are besides this user. */
export async function countOtherAdmins(db: Db, userId: string): Promise<number> {
  const [others] = await db
    .select({ count: count() })
    .from(users)
    .where(and(eq(users.role, 'admin'), ne(users.id, userId)));
  return others.count;
}

/** Gives the user a role and ends their older sessions (a session carries the version it was made under). */
export async function setRole(db: Db, userId: string, role: User['role']): Promise<User> {
  const [changed] = await db
    .update(users)
    .set({ role, sessionVersion: sql`${users.sessionVersion} + 1` })
    .where(eq(users.id, userId))
    .returning();
  return changed;
}
