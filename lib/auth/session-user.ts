// A session is a signed, encrypted cookie (next-auth's JWT strategy) naming a session row on the
// server. What makes it revocable: the cookie carries the session's id and the user's session
// version, and a session is over when its row is gone (signed out, or everywhere), when it has
// been idle too long, or when the version is no longer the user's (a new password or role). The
// check reads the row with its user, cached per process for a few seconds so a page with many
// parts costs one query.
import type { Db } from '@/db/client';
import { endSession, extendSession, findSessionUser, pruneSessions, startSession } from '@/db/queries/sessions';
import type { User } from '@/db/schema';

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
  /** The session's id on the server (db/queries/sessions.ts). */
  sid: string;
}

/** How long another instance may keep honouring a session after it was revoked. */
export const SESSION_CHECK_SECONDS = 10;

/**
 * A session unused for this long is over. Two weeks: someone who plays a weekly club night stays
 * signed in, while a phone left signed in at a tournament venue stops being a way into the
 * account a fortnight later. The cookie itself lasts at most 30 days from sign-in (app/api/auth/[...nextauth]/options.ts).
 */
export const SESSION_IDLE_SECONDS = 14 * 24 * 60 * 60;

/** A session in use has its end moved forward at most this often, so reads rarely write. */
const SESSION_EXTEND_SECONDS = 60 * 60;

interface CachedSession {
  user: SessionUser;
  sessionVersion: number;
  expires: number;
  fetchedAt: number;
}

// On globalThis rather than in a module variable: Next.js bundles pages, actions and route handlers
// apart, so this module may be loaded more than once in one process, and a change made through one
// copy (forgetSessionUser) must reach the others. Keyed by session id.
const cacheKey = Symbol.for('warri-open.sessions');
const cache: Map<string, CachedSession> = ((globalThis as { [cacheKey]?: Map<string, CachedSession> })[cacheKey] ??=
  new Map());

/** Past this many cached sessions, those too old to be used are dropped. */
const CACHE_SWEEP_SIZE = 10_000;

/** Starts a server-side session of the user at sign-in; answers the claims its cookie carries. */
export async function beginSession(
  db: Db,
  user: { id: string; sessionVersion: number },
  now = Date.now(),
): Promise<SessionClaims> {
  // Sessions that ended by themselves are cleared now and then, at a sign-in.
  if (Math.random() < 0.05) await pruneSessions(db, new Date(now));
  const sid = await startSession(db, user.id, new Date(now + SESSION_IDLE_SECONDS * 1000));
  return { sub: user.id, sv: user.sessionVersion, sid };
}

/** The user as they are now, if the session is still on; null when it has ended or the user is gone. */
export async function currentSessionUser(db: Db, claims: SessionClaims, now = Date.now()): Promise<SessionUser | null> {
  let cached = cache.get(claims.sid);
  if (!cached || now - cached.fetchedAt > SESSION_CHECK_SECONDS * 1000) {
    const found = await findSessionUser(db, claims.sid);
    if (!found || found.user.id !== claims.sub) {
      cache.delete(claims.sid);
      return null;
    }
    let expires = found.expires.getTime();
    if (expires > now && expires - now < (SESSION_IDLE_SECONDS - SESSION_EXTEND_SECONDS) * 1000) {
      expires = now + SESSION_IDLE_SECONDS * 1000;
      await extendSession(db, claims.sid, new Date(expires));
    }
    if (cache.size >= CACHE_SWEEP_SIZE) sweepCache(now);
    cached = { user: found.user, sessionVersion: found.sessionVersion, expires, fetchedAt: now };
    cache.set(claims.sid, cached);
  }
  return cached.sessionVersion === claims.sv && cached.expires > now ? cached.user : null;
}

/** Signs one session out: its row goes, so a copy of its cookie is refused too. */
export async function endOneSession(db: Db, sessionId: string): Promise<void> {
  await endSession(db, sessionId);
  cache.delete(sessionId);
}

/** Drops this process's cached copies of the user's sessions, so a change made here (password, role) takes effect here at once. */
export function forgetSessionUser(userId: string): void {
  for (const [sid, cached] of cache) if (cached.user.id === userId) cache.delete(sid);
}

function sweepCache(now: number): void {
  for (const [sid, cached] of cache) if (now - cached.fetchedAt > SESSION_CHECK_SECONDS * 1000) cache.delete(sid);
}

/** Reads our claims from a decoded JWT payload; null when they are missing or malformed (a cookie from before sessions had ids too). */
export function sessionClaims(payload: Record<string, unknown> | null | undefined): SessionClaims | null {
  if (!payload) return null;
  const { sub, sv, sid } = payload;
  if (
    typeof sub !== 'string' ||
    typeof sv !== 'number' ||
    !Number.isInteger(sv) ||
    typeof sid !== 'string' ||
    sid === ''
  )
    return null;
  return { sub, sv, sid };
}
