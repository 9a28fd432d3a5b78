// GET /api/v1/me: who the request acts as, by cookie or bearer token, with the linked player.
import { describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { GET } from '@/app/api/v1/me/route';
import { GET as listTokens } from '@/app/api/v1/tokens/route';
import { sessions } from '@/db/schema';
import { endOneSession, forgetSessionUser } from '@/lib/auth/session-user';
import { sessionClaimsFromHeaders } from '@/lib/auth/session-cookie';
import { setupTestDatabase } from '@/tests/db/helpers';
import { makePlayer, makeUser } from '@/tests/db/fixtures';
import { apiRequest, makeApiToken, routeParams, sessionCookie } from '@/tests/auth/helpers';

const test_ = setupTestDatabase();

async function me(headers: Record<string, string> = {}) {
  const response = await GET.handle(apiRequest('GET', '/api/v1/me', { headers }), routeParams(), test_.db);
  return { status: response.status, body: await response.json() };
}

test('anonymous: no user', async () => {
  expect(await me()).toEqual({ status: 200, body: { user: null, via: null } });
});

test('a bearer token: its owner and their linked player, and nothing else of the account', async () => {
  const user = await makeUser(test_.db, {
    name: 'Keisha Henry',
    role: 'player',
    passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2g',
  });
  const player = await makePlayer(test_.db, { displayName: 'Keisha Henry', userId: user.id });
  const { status, body } = await me({ authorization: `Bearer ${await makeApiToken(test_.db, user)}` });
  expect(status).toBe(200);
  expect(body).toEqual({
    user: {
      id: user.id,
      email: user.email,
      name: 'Keisha Henry',
      role: 'player',
      player: { id: player.id, displayName: 'Keisha Henry', club: player.club, country: 'AG' },
    },
    via: 'token',
  });
  expect(JSON.stringify(body)).not.toContain('argon2');
});

test('a session cookie: its user, no player linked', async () => {
  const user = await makeUser(test_.db, { role: 'organiser' });
  const { body } = await me({ cookie: await sessionCookie(test_.db, user) });
  expect(body).toMatchObject({ user: { id: user.id, role: 'organiser', player: null }, via: 'session' });
});

test('a revoked token is a 401 even on a public operation', async () => {
  const { status, body } = await me({ authorization: 'Bearer warri_nonsense' });
  expect(status).toBe(401);
  expect(body.error.code).toBe('invalid-token');
});

describe('a session ended on the server', () => {
  /** What a cookie gets from /api/v1/me and from an operation that needs a user. */
  async function answers(cookie: string) {
    const tokens = await listTokens.handle(
      apiRequest('GET', '/api/v1/tokens', { headers: { cookie } }),
      routeParams(),
      test_.db,
    );
    return { me: (await me({ cookie })).body, tokens: tokens.status };
  }

  test('a cookie copied before signing out is refused after it, while another session of the user goes on', async () => {
    const user = await makeUser(test_.db);
    const copied = await sessionCookie(test_.db, user);
    const otherDevice = await sessionCookie(test_.db, user);
    expect(await answers(copied)).toMatchObject({ me: { user: { id: user.id }, via: 'session' }, tokens: 200 });
    // What signing out does (app/api/auth/[...nextauth]/options.ts, next-auth's signOut event), for this session.
    const claims = await sessionClaimsFromHeaders(new Headers({ cookie: copied }));
    await endOneSession(test_.db, claims?.sid ?? '');
    expect(await answers(copied)).toEqual({ me: { user: null, via: null }, tokens: 401 });
    expect(await answers(otherDevice)).toMatchObject({ me: { user: { id: user.id } }, tokens: 200 });
  });

  test('a session idle past its end is refused', async () => {
    const user = await makeUser(test_.db);
    const cookie = await sessionCookie(test_.db, user);
    expect((await answers(cookie)).tokens).toBe(200);
    await test_.db
      .update(sessions)
      .set({ expires: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    forgetSessionUser(user.id);
    expect(await answers(cookie)).toEqual({ me: { user: null, via: null }, tokens: 401 });
  });
});
