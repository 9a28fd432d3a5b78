// Who is asking. Pages and server actions call `getActor()`; route handlers `actorFromRequest()`,
// which also accepts `Authorization: Bearer <token>` for scripts and scorekeepers' devices. Both
// end in the same check (lib/auth/session-user.ts), so a revoked session is over everywhere.
import { headers } from 'next/headers';
import { cache } from 'react';
import { getDb } from '@/db/app-database';
import type { Db } from '@/db/client';
import { findApiTokenOwner, touchApiToken } from '@/db/queries/api-tokens';
import { AppError } from '@/lib/errors';
import { hashApiToken, looksLikeApiToken } from './api-token';
import { sessionClaimsFromHeaders } from './session-cookie';
import { currentSessionUser, type SessionUser } from './session-user';

/** A signed-in user, and how they proved it. */
export interface SignedInActor extends SessionUser {
  kind: 'user';
  /** A browser session cookie, or a bearer token of the JSON API. */
  via: 'session' | 'token';
}

/** Who is asking: nobody in particular, or a signed-in user with their current role. */
export type Actor = { kind: 'anonymous' } | SignedInActor;

export const anonymous: Actor = Object.freeze({ kind: 'anonymous' });

export function isSignedIn(actor: Actor): actor is SignedInActor {
  return actor.kind === 'user';
}

/**
 * The actor of the current page render or server action, from the session cookie. Memoised per
 * request. Bearer tokens are not looked at: browsers send cookies, scripts call the JSON API.
 */
export const getActor = cache(async (): Promise<Actor> => {
  // Headers first: while a page is prerendered at build time this is where rendering stops, before
  // any database is opened.
  const requestHeaders = await headers();
  return actorFromSession(await getDb(), requestHeaders);
});

/** The actor whose session cookie is in these headers: anonymous without one, or when it has expired or been revoked. */
export async function actorFromSession(db: Db, requestHeaders: Pick<Headers, 'get'>): Promise<Actor> {
  const claims = await sessionClaimsFromHeaders(requestHeaders);
  if (!claims) return anonymous;
  const user = await currentSessionUser(db, claims);
  return user ? { kind: 'user', via: 'session', ...user } : anonymous;
}

/**
 * The actor of a route handler's request. `Authorization: Bearer <token>` acts as the token's
 * user; a malformed, unknown or revoked token is a 401 (never quietly anonymous, so a script
 * with a dead token fails loudly). Without the header, the session cookie as in `getActor()`.
 */
export async function actorFromRequest(request: Request, db?: Db): Promise<Actor> {
  const database = db ?? (await getDb());
  const authorization = request.headers.get('authorization');
  if (authorization === null) return actorFromSession(database, request.headers);

  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
  if (!match) {
    throw new AppError(
      'unauthenticated',
      'invalid-authorization',
      'The Authorization header must be "Bearer <token>".',
    );
  }
  const token = match[1];
  const found = looksLikeApiToken(token) ? await findApiTokenOwner(database, hashApiToken(token)) : null;
  if (!found) {
    throw new AppError(
      'unauthenticated',
      'invalid-token',
      'This API token is not valid: it may have been revoked. Create a new one on your account page.',
    );
  }
  if (!found.lastUsedAt || Date.now() - found.lastUsedAt.getTime() > 60_000)
    await touchApiToken(database, found.tokenId);
  return { kind: 'user', via: 'token', ...found.user };
}
