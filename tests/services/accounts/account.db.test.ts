// The account's own services: sign-up, password, PIN, API tokens, signing out everywhere.
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { apiTokens, users } from '@/db/schema';
import { actorFromRequest, type SignedInActor } from '@/lib/auth/actor';
import { hashPassword, verifyPassword } from '@/lib/auth/password';
import { requireRole } from '@/lib/auth/permissions';
import { beginSession, currentSessionUser } from '@/lib/auth/session-user';
import { AppError } from '@/lib/errors';
import { createApiToken, insertApiToken, MAX_LIVE_TOKENS, revokeApiToken } from '@/lib/services/accounts/api-tokens';
import { changePassword } from '@/lib/services/accounts/change-password';
import { signOutEverywhere } from '@/lib/services/accounts/end-sessions';
import { setPin } from '@/lib/services/accounts/set-pin';
import { applyRole } from '@/lib/services/accounts/set-user-role';
import { signInWithPassword } from '@/lib/services/accounts/sign-in';
import { signUp } from '@/lib/services/accounts/sign-up';
import { verifyPin } from '@/lib/services/reporting/verify-pin';
import { setupTestDatabase } from '../../db/helpers';
import { makeUser, unique } from '../../db/fixtures';
import { actorOf, apiRequest } from '../../auth/helpers';

const test_ = setupTestDatabase();
const linkBase = 'http://warri.test';

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

async function userWithPassword(password = 'old password 1', values: Parameters<typeof makeUser>[1] = {}) {
  const user = await makeUser(test_.db, { passwordHash: await hashPassword(password), ...values });
  return { user, actor: actorOf(user) as SignedInActor };
}

describe('sign-up', () => {
  test('a new email gets a player account with a hashed password', async () => {
    const email = `${unique('new')}@example.test`;
    await signUp(test_.db, { email, password: 'a long password', name: 'Rohan Joseph', linkBase, locale: 'en' }, null);
    const [user] = await test_.db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ name: 'Rohan Joseph', role: 'player' });
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(user.passwordHash ?? '', 'a long password')).toBe(true);
  });

  test('an email already registered (in any case) answers the same and changes nothing', async () => {
    const { user } = await userWithPassword('the owner password');
    const before = await test_.db.select().from(users).where(eq(users.id, user.id));
    await expect(
      signUp(
        test_.db,
        { email: user.email.toUpperCase(), password: 'an intruder password', name: 'Intruder', linkBase, locale: 'en' },
        null,
      ),
    ).resolves.toBeUndefined();
    expect(await test_.db.select().from(users).where(eq(users.id, user.id))).toEqual(before);
    const count = await test_.db.$count(users, eq(users.email, user.email.toUpperCase()));
    expect(count).toBe(0);
  });

  test('two sign-ups racing for one address make one account', async () => {
    const email = `${unique('race')}@example.test`;
    await Promise.all(
      [1, 2, 3].map((n) =>
        signUp(test_.db, { email, password: `password number ${n}`, name: `Racer ${n}`, linkBase, locale: 'en' }, null),
      ),
    );
    expect(await test_.db.$count(users, eq(users.email, email))).toBe(1);
  });
});

describe('password', () => {
  test('a new password works, the old one does not, and older sessions end', async () => {
    const { user, actor } = await userWithPassword();
    const claims = await beginSession(test_.db, user);
    expect(await currentSessionUser(test_.db, claims)).not.toBeNull();
    await changePassword(test_.db, actor, { currentPassword: 'old password 1', newPassword: 'new password 22' }, null);
    expect(await currentSessionUser(test_.db, claims)).toBeNull();
    await expect(
      signInWithPassword(test_.db, { email: user.email, password: 'new password 22', clientAddress: null }),
    ).resolves.toMatchObject({ id: user.id });
    expect(
      (
        await refusal(
          signInWithPassword(test_.db, { email: user.email, password: 'old password 1', clientAddress: null }),
        )
      ).code,
    ).toBe('invalid-credentials');
  });

  test('the wrong current password is refused on its field and changes nothing', async () => {
    const { user, actor } = await userWithPassword();
    const [before] = await test_.db.select().from(users).where(eq(users.id, user.id));
    const error = await refusal(
      changePassword(test_.db, actor, { currentPassword: 'guess', newPassword: 'new password 22' }, null),
    );
    expect(error).toMatchObject({ code: 'wrong-password', field: 'currentPassword', status: 400 });
    expect(await test_.db.select().from(users).where(eq(users.id, user.id))).toEqual([before]);
  });
});

describe('PIN', () => {
  test('set with the password, checked by verifyPin, removed again', async () => {
    const { user, actor } = await userWithPassword();
    expect((await refusal(verifyPin(test_.db, user.id, '1234', null))).code).toBe('no-pin');
    await setPin(test_.db, actor, { password: 'old password 1', pin: '4821' }, null);
    const [row] = await test_.db.select().from(users).where(eq(users.id, user.id));
    expect(row.pinHash).toMatch(/^\$argon2id\$/);
    await expect(verifyPin(test_.db, user.id, '4821', null)).resolves.toBeUndefined();
    expect((await refusal(verifyPin(test_.db, user.id, '4822', null))).code).toBe('wrong-pin');
    await setPin(test_.db, actor, { password: 'old password 1', pin: null }, null);
    expect((await refusal(verifyPin(test_.db, user.id, '4821', null))).code).toBe('no-pin');
  });

  test('not without the password', async () => {
    const { actor } = await userWithPassword();
    expect(await refusal(setPin(test_.db, actor, { password: 'nope', pin: '1234' }, null))).toMatchObject({
      code: 'wrong-password',
      field: 'password',
    });
  });

  test('wrong PINs are throttled per user: ten tries, then a quarter of an hour', async () => {
    const { user, actor } = await userWithPassword();
    await setPin(test_.db, actor, { password: 'old password 1', pin: '1111' }, null);
    const start = Date.UTC(2026, 2, 1);
    let second = 0;
    const codes: string[] = [];
    for (let guess = 0; guess < 10; guess += 1) {
      // Each guess as soon as the previous wait allows.
      for (;;) {
        const error = await refusal(
          verifyPin(test_.db, user.id, String(2000 + guess), null, new Date(start + second * 1000)),
        );
        if (error.code === 'too-many-attempts') {
          second += error.retryAfterSeconds ?? 1;
          continue;
        }
        codes.push(error.code);
        break;
      }
    }
    expect(codes).toEqual(Array(10).fill('wrong-pin'));
    const locked = await refusal(verifyPin(test_.db, user.id, '1111', null, new Date(start + second * 1000)));
    expect(locked).toMatchObject({ code: 'too-many-attempts', retryAfterSeconds: 900 });
  });
});

describe('API tokens', () => {
  test('made by a session, shown once, stored hashed; revoked by their owner only', async () => {
    const { user, actor } = await userWithPassword();
    const created = await createApiToken(test_.db, actor, { name: 'laptop', password: 'old password 1' }, null);
    expect(created.token).toMatch(/^warri_/);
    const [row] = await test_.db.select().from(apiTokens).where(eq(apiTokens.id, created.id));
    expect(row.tokenHash).not.toContain(created.token);
    expect(created.token.startsWith(row.prefix)).toBe(true);
    const request = () => apiRequest('GET', '/api/v1/me', { headers: { authorization: `Bearer ${created.token}` } });
    expect(await actorFromRequest(request(), test_.db)).toMatchObject({ id: user.id, via: 'token' });

    const { actor: stranger } = await userWithPassword();
    expect((await refusal(revokeApiToken(test_.db, stranger, { id: created.id }))).code).toBe('token-not-found');
    await revokeApiToken(test_.db, actor, { id: created.id });
    await revokeApiToken(test_.db, actor, { id: created.id });
    expect((await refusal(actorFromRequest(request(), test_.db))).code).toBe('invalid-token');
  });

  test('making one asks for the password: a wrong one is refused on its field and makes nothing', async () => {
    const { actor } = await userWithPassword();
    expect(
      await refusal(createApiToken(test_.db, actor, { name: 'stolen laptop', password: 'a guess' }, null)),
    ).toMatchObject({ code: 'wrong-password', field: 'password' });
    expect(await test_.db.$count(apiTokens, eq(apiTokens.userId, actor.id))).toBe(0);
  });

  test.each([
    [
      'a new password',
      (actor: SignedInActor) =>
        changePassword(test_.db, actor, { currentPassword: 'old password 1', newPassword: 'new password 22' }, null),
    ],
    ['signing out everywhere', (actor: SignedInActor) => signOutEverywhere(test_.db, actor)],
  ])('%s revokes every token of the user, names the live ones, and leaves others’ alone', async (_, endAll) => {
    const { actor } = await userWithPassword();
    const { actor: other } = await userWithPassword();
    const made = async (who: SignedInActor, name: string) =>
      (await createApiToken(test_.db, who, { name, password: 'old password 1' }, null)).token;
    const scoreboard = await made(actor, 'scoreboard');
    const laptop = await made(actor, 'laptop');
    const old = await createApiToken(test_.db, actor, { name: 'old phone', password: 'old password 1' }, null);
    await revokeApiToken(test_.db, actor, { id: old.id });
    const others = await made(other, 'their script');
    const bearer = (token: string) =>
      actorFromRequest(apiRequest('GET', '/api/v1/me', { headers: { authorization: `Bearer ${token}` } }), test_.db);

    expect(await endAll(actor)).toEqual({ revokedTokens: ['laptop', 'scoreboard'] });
    for (const token of [scoreboard, laptop]) expect((await refusal(bearer(token))).code).toBe('invalid-token');
    expect(await bearer(others)).toMatchObject({ id: other.id, via: 'token' });
    expect(await test_.db.$count(apiTokens, eq(apiTokens.userId, actor.id))).toBe(0);
  });

  test('a role change takes effect on the next token request, as on a session', async () => {
    const { user, actor } = await userWithPassword('old password 1', { role: 'organiser' });
    const { token } = await createApiToken(
      test_.db,
      actor,
      { name: 'results script', password: 'old password 1' },
      null,
    );
    const bearer = () =>
      actorFromRequest(apiRequest('GET', '/api/v1/me', { headers: { authorization: `Bearer ${token}` } }), test_.db);
    expect(await bearer()).toMatchObject({ role: 'organiser' });
    await applyRole(test_.db, user.id, 'player');
    const demoted = await bearer();
    expect(demoted).toMatchObject({ id: user.id, role: 'player', via: 'token' });
    expect(() => requireRole(demoted, 'organiser')).toThrow(expect.objectContaining({ code: 'not-organiser' }));
  });

  test('a token cannot make tokens; nobody holds more than the limit', async () => {
    const { actor } = await userWithPassword();
    expect(
      (
        await refusal(
          createApiToken(test_.db, { ...actor, via: 'token' }, { name: 'x', password: 'old password 1' }, null),
        )
      ).code,
    ).toBe('token-cannot-create-tokens');
    const results = await Promise.allSettled(
      Array.from({ length: MAX_LIVE_TOKENS + 3 }, (_, index) => insertApiToken(test_.db, actor.id, `t${index}`)),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(MAX_LIVE_TOKENS);
    for (const result of results)
      if (result.status === 'rejected') expect(result.reason).toMatchObject({ code: 'too-many-tokens' });
    expect(await test_.db.$count(apiTokens, eq(apiTokens.userId, actor.id))).toBe(MAX_LIVE_TOKENS);
  });
});

test('signing out everywhere ends every session of the user and no one else’s', async () => {
  const { user, actor } = await userWithPassword();
  const { user: other } = await userWithPassword();
  const [mine, theirs] = await Promise.all([beginSession(test_.db, user), beginSession(test_.db, other)]);
  await signOutEverywhere(test_.db, actor);
  expect(await currentSessionUser(test_.db, mine)).toBeNull();
  expect(
    await currentSessionUser(
      test_.db,
      await beginSession(test_.db, { ...user, sessionVersion: user.sessionVersion + 1 }),
    ),
  ).not.toBeNull();
  expect(await currentSessionUser(test_.db, theirs)).not.toBeNull();
});
