// GET /api/v1/me: who the request acts as, by cookie or bearer token, with the linked player.
import { expect, test } from 'vitest';
import { GET } from '@/app/api/v1/me/route';
import { setupTestDatabase } from '../../../db/helpers';
import { makePlayer, makeUser } from '../../../db/fixtures';
import { apiRequest, makeApiToken, routeParams, sessionCookie } from '../../../auth/helpers';

const test_ = setupTestDatabase();

async function me(headers: Record<string, string> = {}) {
  const response = await GET.handle(apiRequest('GET', '/api/v1/me', { headers }), routeParams(), test_.db);
  return { status: response.status, body: await response.json() };
}

test('anonymous: no user', async () => {
  expect(await me()).toEqual({ status: 200, body: { user: null, via: null } });
});

test('a bearer token: its owner and their linked player, and nothing else of the account', async () => {
  const user = await makeUser(test_.db, { name: 'Keisha Henry', role: 'player', passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2g' });
  const player = await makePlayer(test_.db, { displayName: 'Keisha Henry', userId: user.id });
  const { status, body } = await me({ authorization: `Bearer ${await makeApiToken(test_.db, user)}` });
  expect(status).toBe(200);
  expect(body).toEqual({
    user: { id: user.id, email: user.email, name: 'Keisha Henry', role: 'player', player: { id: player.id, displayName: 'Keisha Henry', club: player.club, country: 'AG' } },
    via: 'token',
  });
  expect(JSON.stringify(body)).not.toContain('argon2');
});

test('a session cookie: its user, no player linked', async () => {
  const user = await makeUser(test_.db, { role: 'organiser' });
  const { body } = await me({ cookie: await sessionCookie(user) });
  expect(body).toMatchObject({ user: { id: user.id, role: 'organiser', player: null }, via: 'session' });
});

test('a revoked token is a 401 even on a public operation', async () => {
  const { status, body } = await me({ authorization: 'Bearer warri_nonsense' });
  expect(status).toBe(401);
  expect(body.error.code).toBe('invalid-token');
});
