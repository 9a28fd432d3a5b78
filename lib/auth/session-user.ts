// A session is a signed, encrypted cookie (next-auth's JWT strategy), so any app instance can read
// it without a session table. What makes it revocable: it carries the user's session version,
// and a session whose version is no longer the user's is over. The check reads the user row,
// cached per process for a few seconds so a page with many parts costs one query.
import { eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { users, type User } from '@/db/schema';

/** A signed-in user as the rest of the app sees them. */
export interface SessionUser {
  id: string;
  email: string;
  name: string | null;
  role: User['role'];
}

/** Our claims in the session JWT, next to next-auth's own (`iat`, `exp`, `jti`). */
export interface SessionClaims {
  /** The user's id. */
  sub: string;
  /** The user's session version when the session was issued. */
  sv: number;
}

/** How long another instance may keep honouring a session after it was revoked. */
export const SESSION_CHECK_SECONDS = 10;

interface CachedUser {
  user: SessionUser;
  sessionVersion: number;
  fetchedAt: number;
}

// On globalThis rather than in a module variable: Next.js bundles pages, actions and route handlers
// apart, so this module may be loaded more than once in one process, and a change made through one
// copy (forgetSessionUser) must reach the others.
const cacheKey = Symbol.for('warri-open.session-users');
const cache: Map<string, CachedUser> = ((globalThis as { [cacheKey]?: Map<string, CachedUser> })[cacheKey] ??= new Map());

/** The user as they are now, if the session is still theirs; null when it has been revoked or the user is gone. */
export async function currentSessionUser(db: Db, claims: SessionClaims, now = Date.now()): Promise<SessionUser | null> {
  let cached = cache.get(claims.sub);
  if (!cached || now - cached.fetchedAt > SESSION_CHECK_SECONDS * 1000) {
    const [row] = await db
      .select({ id: users.id, email: users.email, name: users.name, role: users.role, sessionVersion: users.sessionVersion })
      .from(users)
      .where(eq(users.id, claims.sub));
    if (!row) {
      cache.delete(claims.sub);
      return null;
    }
    const { sessionVersion, ...user } = row;
    cached = { user, sessionVersion, fetchedAt: now };
    cache.set(claims.sub, cached);
  }
  return cached.sessionVersion === claims.sv ? cached.user : null;
}

/** Drops this process's cached copy, so a change made here (password, role) takes effect here at once. */
export function forgetSessionUser(userId: string): void {
  cache.delete(userId);
}

/** Reads our claims from a decoded JWT payload; null when they are missing or malformed. */
export function sessionClaims(payload: Record<string, unknown> | null | undefined): SessionClaims | null {
  if (!payload) return null;
  const { sub, sv } = payload;
  if (typeof sub !== 'string' || typeof sv !== 'number' || !Number.isInteger(sv)) return null;
  return { sub, sv };
}
