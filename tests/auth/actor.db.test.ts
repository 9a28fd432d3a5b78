// Who is asking, from a session cookie or a bearer token, checked against the database.
import { eq } from 'drizzle-orm';
import { encode } from 'next-auth/jwt';
import { describe, expect, test } from 'vitest';
import { apiTokens, users } from '@/db/schema';
import { actorFromRequest, actorFromSession } from '@/lib/auth/actor';
import {
  beginSession,
  currentSessionUser,
  forgetSessionUser,
  SESSION_CHECK_SECONDS,
  SESSION_IDLE_SECONDS,
} from '@/lib/auth/session-user';
import { AppError } from '@/lib/errors';
import { setupTestDatabase } from '../db/helpers';
import { makeUser } from '../db/fixtures';
import { apiRequest, makeApiToken, sessionCookie } from './helpers';

const test_ = setupTestDatabase();

function headers(values: Record<string, string>): Headers {
  return new Headers(values);
}

describe('session cookie', () => {
  test('no cookie is anonymous; a valid one is its user with their current role', async () => {
    const user = await makeUser(test_.db, { role: 'organiser', name: 'Desiree' });
    expect(await actorFromSession(test_.db, headers({}))).toEqual({ kind: 'anonymous' });
    expect(await actorFromSession(test_.db, headers({ cookie: await sessionCookie(test_.db, user) }))).toEqual({
      kind: 'user',
      via: 'session',
      id: user.id,
      email: user.email,
      name: 'Desiree',
      role: 'organiser',
    });
  });

  test('a cookie sealed with another secret, expired, or garbled is no session', async () => {
    const user = await makeUser(test_.db);
    const claims = await beginSession(test_.db, user);
    const forged = await encode({ token: { ...claims }, secret: 'another-secret-another-secret-another' });
    const expired = await encode({ token: { ...claims }, secret: process.env.AUTH_SECRET ?? '', maxAge: -60 });
    for (const value of [forged, expired, 'not-a-jwt']) {
      expect(await actorFromSession(test_.db, headers({ cookie: `next-auth.session-token=${value}` }))).toEqual({
        kind: 'anonymous',
      });
    }
  });

  test('over https only the __Secure- cookie counts, over http only the plain one', async () => {
    const user = await makeUser(test_.db);
    const secure = await sessionCookie(test_.db, user, { secure: true });
    const plain = await sessionCookie(test_.db, user);
    expect((await actorFromSession(test_.db, headers({ cookie: secure, 'x-forwarded-proto': 'https' }))).kind).toBe(
      'user',
    );
    expect((await actorFromSession(test_.db, headers({ cookie: plain, 'x-forwarded-proto': 'https' }))).kind).toBe(
      'anonymous',
    );
    expect((await actorFromSession(test_.db, headers({ cookie: secure, 'x-forwarded-proto': 'http' }))).kind).toBe(
      'anonymous',
    );
  });

  test('a cookie split into chunks is joined in order', async () => {
    const user = await makeUser(test_.db);
    const [name, value] = (await sessionCookie(test_.db, user)).split('=');
    const cut = Math.floor(value.length / 2);
    const cookie = `other=1; ${name}.1=${value.slice(cut)}; ${name}.0=${value.slice(0, cut)}`;
    expect((await actorFromSession(test_.db, headers({ cookie }))).kind).toBe('user');
  });

  test('raising the session version ends older sessions: at once here, within the check interval elsewhere', async () => {
    const user = await makeUser(test_.db);
    const claims = await beginSession(test_.db, user);
    const start = Date.now();
    expect(await currentSessionUser(test_.db, claims, start)).not.toBeNull();
    await test_.db.update(users).set({ sessionVersion: 1 }).where(eq(users.id, user.id));
    // Another instance still holds its copy for a few seconds…
    expect(await currentSessionUser(test_.db, claims, start + 1000)).not.toBeNull();
    // …then reads the row again.
    expect(await currentSessionUser(test_.db, claims, start + (SESSION_CHECK_SECONDS + 1) * 1000)).toBeNull();
    // The instance that made the change forgets at once.
    await test_.db.update(users).set({ sessionVersion: 2 }).where(eq(users.id, user.id));
    forgetSessionUser(user.id);
    expect(await currentSessionUser(test_.db, { ...claims, sv: 1 })).toBeNull();
    expect(await currentSessionUser(test_.db, { ...claims, sv: 2 })).toMatchObject({ id: user.id });
  });

  test('a session unused for the idle time is over; one in use is kept open', async () => {
    const user = await makeUser(test_.db);
    const start = Date.now();
    const idle = await beginSession(test_.db, user, start);
    const used = await beginSession(test_.db, user, start);
    const day = 24 * 3600 * 1000;
    // The one in use is seen every ten days: each visit moves its end two weeks on.
    for (const days of [10, 20, 30])
      expect(await currentSessionUser(test_.db, used, start + days * day)).toMatchObject({ id: user.id });
    expect(await currentSessionUser(test_.db, idle, start + SESSION_IDLE_SECONDS * 1000 - 1000)).toMatchObject({
      id: user.id,
    });
    expect(await currentSessionUser(test_.db, idle, start + 30 * day)).toBeNull();
  });

  test('a cookie without a session id (issued before sessions had one) is no session', async () => {
    const user = await makeUser(test_.db);
    const old = await encode({
      token: { sub: user.id, sv: user.sessionVersion },
      secret: process.env.AUTH_SECRET ?? '',
    });
    expect(await actorFromSession(test_.db, headers({ cookie: `next-auth.session-token=${old}` }))).toEqual({
      kind: 'anonymous',
    });
  });

  test('a session of a deleted user is over', async () => {
    const user = await makeUser(test_.db);
    const cookie = await sessionCookie(test_.db, user);
    await test_.db.delete(users).where(eq(users.id, user.id));
    forgetSessionUser(user.id);
    expect((await actorFromSession(test_.db, headers({ cookie }))).kind).toBe('anonymous');
  });
});

describe('bearer token', () => {
  async function refusal(request: Request) {
    return actorFromRequest(request, test_.db).then(
      () => null,
      (error: unknown) => error,
    );
  }

  test('acts as its owner, with their role as it is now, and notes when it was used', async () => {
    const user = await makeUser(test_.db, { role: 'player' });
    const token = await makeApiToken(test_.db, user);
    const request = () => apiRequest('GET', '/api/v1/me', { headers: { authorization: `Bearer ${token}` } });
    expect(await actorFromRequest(request(), test_.db)).toMatchObject({
      kind: 'user',
      via: 'token',
      id: user.id,
      role: 'player',
    });
    await test_.db.update(users).set({ role: 'organiser' }).where(eq(users.id, user.id));
    expect(await actorFromRequest(request(), test_.db)).toMatchObject({ role: 'organiser' });
    const [row] = await test_.db.select().from(apiTokens).where(eq(apiTokens.userId, user.id));
    expect(row.lastUsedAt).toBeInstanceOf(Date);
  });

  test('a revoked, unknown or malformed token is a 401, never anonymous', async () => {
    const user = await makeUser(test_.db);
    const token = await makeApiToken(test_.db, user);
    await test_.db.update(apiTokens).set({ revokedAt: new Date() }).where(eq(apiTokens.userId, user.id));
    const cases: [string, string][] = [
      [`Bearer ${token}`, 'invalid-token'],
      [`Bearer warri_${'A'.repeat(43)}`, 'invalid-token'],
      ['Bearer not-a-token', 'invalid-token'],
      ['Basic dXNlcjpwYXNz', 'invalid-authorization'],
      ['Bearer', 'invalid-authorization'],
      ['', 'invalid-authorization'],
    ];
    for (const [authorization, code] of cases) {
      const error = await refusal(apiRequest('GET', '/api/v1/me', { headers: { authorization } }));
      expect(error, authorization).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ status: 401, code });
    }
  });

  test('a bearer header wins over a session cookie', async () => {
    const cookieOwner = await makeUser(test_.db);
    const tokenOwner = await makeUser(test_.db);
    const token = await makeApiToken(test_.db, tokenOwner);
    const request = apiRequest('GET', '/api/v1/me', {
      headers: { authorization: `Bearer ${token}`, cookie: await sessionCookie(test_.db, cookieOwner) },
    });
    expect(await actorFromRequest(request, test_.db)).toMatchObject({ id: tokenOwner.id, via: 'token' });
  });
});
