// Server-side sessions: the row behind each session cookie (lib/auth/session-user.ts). The id is
// stored as it is: it is no credential on its own, since a cookie naming it must also be sealed
// with AUTH_SECRET.
import { randomBytes } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../client';
import { sessions, users } from '../schema';

/** Starts a session of the user, good until `expires`; answers its id. */
export async function startSession(db: Db, userId: string, expires: Date): Promise<string> {
  const id = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({ sessionToken: id, userId, expires });
  return id;
}

/** The session with this id and its user as they are now, or null when it has ended. */
export async function findSessionUser(db: Db, sessionId: string) {
  const [found] = await db
    .select({
      expires: sessions.expires,
      user: { id: users.id, email: users.email, name: users.name, role: users.role },
      sessionVersion: users.sessionVersion,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.sessionToken, sessionId));
  return found ?? null;
}

/** Moves the session's end to `expires` (a session in use stays open). */
export async function extendSession(db: Db, sessionId: string, expires: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ expires })
    .where(and(eq(sessions.sessionToken, sessionId), lt(sessions.expires, expires)));
}

/** Ends one session (signing out). */
export async function endSession(db: Db, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.sessionToken, sessionId));
}

/** Ends every session of the user. */
export async function endSessionsOfUser(db: Db, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** Forgets sessions that ended by themselves (idle past their end). */
export async function pruneSessions(db: Db, now: Date): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expires, now));
}
