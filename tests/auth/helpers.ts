// Proving who you are in tests, the way the app checks it: a session cookie as next-auth writes it,
// or a bearer token stored as the admin CLI and the account page store one.
import { encode } from 'next-auth/jwt';
import type { Db } from '@/db/client';
import { apiTokens, type User } from '@/db/schema';
import type { Actor, SignedInActor } from '@/lib/auth/actor';
import { generateApiToken } from '@/lib/auth/api-token';
import { authSecret } from '@/lib/auth/secret';
import { sessionCookieName } from '@/lib/auth/session-cookie';
import { beginSession } from '@/lib/auth/session-user';
import { AppError } from '@/lib/errors';

/** A `Cookie` header carrying a new session of the user (its row on the server too) at their current session version. */
export async function sessionCookie(
  db: Db,
  user: Pick<User, 'id' | 'sessionVersion'>,
  options: { secure?: boolean; maxAge?: number } = {},
): Promise<string> {
  const token = await encode({
    token: { ...(await beginSession(db, user)) },
    secret: authSecret(),
    maxAge: options.maxAge,
  });
  return `${sessionCookieName(options.secure ?? false)}=${token}`;
}

/** A new API token of the user; returns the secret to send. */
export async function makeApiToken(db: Db, user: Pick<User, 'id'>, name = 'test token'): Promise<string> {
  const { token, prefix, tokenHash } = generateApiToken();
  await db.insert(apiTokens).values({ userId: user.id, name, prefix, tokenHash });
  return token;
}

/** The actor a signed-in user is, as services receive it. */
export function actorOf(
  user: Pick<User, 'id' | 'email' | 'name' | 'role'>,
  via: SignedInActor['via'] = 'session',
): Actor {
  return { kind: 'user', via, id: user.id, email: user.email, name: user.name, role: user.role };
}

/** The origin of the requests tests make (`apiRequest`'s addresses). */
export const TEST_ORIGIN = 'http://localhost';

/**
 * A request to the app's JSON API, optionally with a body and headers. One with a session cookie
 * says it comes from the app's own pages (`Origin`), as a browser would, unless the headers say otherwise.
 */
export function apiRequest(
  method: string,
  path: string,
  options: { body?: unknown; headers?: Record<string, string> } = {},
): Request {
  const headers = new Headers(options.headers);
  if (headers.has('cookie') && !headers.has('origin') && !headers.has('sec-fetch-site'))
    headers.set('origin', TEST_ORIGIN);
  if (options.body !== undefined) headers.set('content-type', 'application/json');
  return new Request(`${TEST_ORIGIN}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
}

/** The route context Next.js passes a handler: the dynamic segments as a promise. */
export function routeParams(params: Record<string, string> = {}) {
  return { params: Promise.resolve(params) };
}

/**
 * What a call came to: `ok`, or the code of the AppError it was refused with (`code:<seconds>`
 * when it says when to retry). Any other error fails the test.
 */
export async function outcomeCode(call: Promise<unknown>): Promise<string> {
  try {
    await call;
    return 'ok';
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return error.retryAfterSeconds === undefined ? error.code : `${error.code}:${error.retryAfterSeconds}`;
  }
}
