// Account recovery against a real SMTP server (tests/mail/smtp-server.ts) on real Postgres: the
// reset mail arrives and its link works once, within its 30 minutes; the answer to a request is
// the same for a registered address and an unknown one (result and time, measured here); a reset
// ends every session and API token; a new account verifies its address before it reports.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { requestPasswordResetAction } from '@/app/(accounts)/forgot-password/actions';
import { GET as meRoute } from '@/app/api/v1/me/route';
import { accountTokens, outbox, players, users } from '@/db/schema';
import { anonymous, type SignedInActor } from '@/lib/auth/actor';
import { hashPassword } from '@/lib/auth/password';
import { confirmGame } from '@/lib/services/reporting/confirm-game';
import { disputeGame } from '@/lib/services/reporting/dispute-game';
import { reportGame } from '@/lib/services/reporting/report-game';
import { RESET_REQUEST_MINIMUM_MS, requestPasswordReset } from '@/lib/services/accounts/request-password-reset';
import { resetPassword } from '@/lib/services/accounts/reset-password';
import { signInWithPassword } from '@/lib/services/accounts/sign-in';
import { signUp } from '@/lib/services/accounts/sign-up';
import { resendVerificationLink, verifyEmail } from '@/lib/services/accounts/verify-email';
import { actorOf, apiRequest, makeApiToken, outcomeCode, routeParams, sessionCookie } from '../../auth/helpers';
import { makeUser, unique } from '../../db/fixtures';
import { setupTestDatabase } from '../../db/helpers';
import { linkIn, startSmtpServer, type TestSmtpServer } from '../../mail/smtp-server';
import { matchByKey } from '../helpers';
import { movesWonBy, report, reportingEvent } from '../reporting-helpers';

const test_ = setupTestDatabase();
const linkBase = 'http://warri.test';
let smtp: TestSmtpServer;

beforeAll(async () => {
  smtp = await startSmtpServer();
  vi.stubEnv('SMTP_URL', smtp.url);
  vi.stubEnv('MAIL_FROM', 'Warri Open tests <tests@warri.test>');
  vi.stubEnv('NEXTAUTH_URL', linkBase);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await smtp?.close();
});

async function userWithPassword(password = 'the old password') {
  return makeUser(test_.db, { passwordHash: await hashPassword(password) });
}

/** Asks for a reset link for the user and answers the token of the link that arrives. */
async function resetTokenFor(email: string, now?: Date): Promise<string> {
  await requestPasswordReset(test_.db, { email, clientAddress: null, linkBase, locale: 'en' }, now);
  const mail = await smtp.nextMailTo(email);
  const link = linkIn(mail, '/reset-password');
  expect(link.origin).toBe(linkBase);
  return link.searchParams.get('token') ?? '';
}

function signsIn(email: string, password: string): Promise<string> {
  return outcomeCode(signInWithPassword(test_.db, { email, password, clientAddress: null }));
}

describe('password reset by mail', () => {
  test('the mail arrives over SMTP, its link sets a new password once, and a second use is refused', async () => {
    const user = await userWithPassword();
    const token = await resetTokenFor(user.email);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only the hash is stored; the delivered mail has left the outbox.
    const [stored] = await test_.db.select().from(accountTokens).where(eq(accountTokens.userId, user.id));
    expect(stored.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.tokenHash).not.toContain(token);
    expect(stored.expiresAt.getTime() - stored.createdAt.getTime()).toBe(30 * 60 * 1000);
    expect(await test_.db.$count(outbox, eq(outbox.recipient, user.email))).toBe(0);

    await expect(resetPassword(test_.db, { token, password: 'a brand new password' })).resolves.toMatchObject({
      email: user.email,
    });
    expect(await signsIn(user.email, 'a brand new password')).toBe('ok');
    expect(await signsIn(user.email, 'the old password')).toBe('invalid-credentials');

    expect(await outcomeCode(resetPassword(test_.db, { token, password: 'an attacker password' }))).toBe(
      'reset-link-not-valid',
    );
    expect(await signsIn(user.email, 'a brand new password')).toBe('ok');
  });

  test('a link older than 30 minutes is refused, and so is one that is not ours', async () => {
    const user = await userWithPassword();
    const token = await resetTokenFor(user.email, new Date(Date.now() - 31 * 60 * 1000));
    expect(await outcomeCode(resetPassword(test_.db, { token, password: 'a brand new password' }))).toBe(
      'reset-link-not-valid',
    );
    expect(
      await outcomeCode(resetPassword(test_.db, { token: 'x'.repeat(43), password: 'a brand new password' })),
    ).toBe('reset-link-not-valid');
    expect(await outcomeCode(resetPassword(test_.db, { token: '', password: 'a brand new password' }))).toBe(
      'reset-link-not-valid',
    );
    expect(await signsIn(user.email, 'the old password')).toBe('ok');
  });

  test('two uses of one link at once: one wins, the other is refused', async () => {
    const user = await userWithPassword();
    const token = await resetTokenFor(user.email);
    const outcomes = await Promise.all(
      ['first racer password', 'second racer password'].map((password) =>
        outcomeCode(resetPassword(test_.db, { token, password })),
      ),
    );
    expect(outcomes.sort()).toEqual(['ok', 'reset-link-not-valid']);
    const winner = (await signsIn(user.email, 'first racer password')) === 'ok' ? 'first' : 'second';
    expect(await signsIn(user.email, `${winner === 'first' ? 'second' : 'first'} racer password`)).toBe(
      'invalid-credentials',
    );
  });

  test('a new link does not revive after a reset: every older reset link of the user is spent', async () => {
    const user = await userWithPassword();
    const older = await resetTokenFor(user.email);
    const newer = await resetTokenFor(user.email);
    await resetPassword(test_.db, { token: newer, password: 'a brand new password' });
    expect(await outcomeCode(resetPassword(test_.db, { token: older, password: 'an older link password' }))).toBe(
      'reset-link-not-valid',
    );
  });

  test('a reset ends every session and revokes every API token', async () => {
    const user = await userWithPassword();
    const cookie = await sessionCookie(test_.db, user);
    const bearer = await makeApiToken(test_.db, user, 'scorer phone');
    const me = async (headers: Record<string, string>) => {
      const response = await meRoute.handle(apiRequest('GET', '/api/v1/me', { headers }), routeParams(), test_.db);
      return {
        status: response.status,
        userId: response.ok ? ((await response.json()) as { user: { id: string } | null }).user?.id : undefined,
      };
    };
    expect(await me({ cookie })).toEqual({ status: 200, userId: user.id });
    expect(await me({ authorization: `Bearer ${bearer}` })).toEqual({ status: 200, userId: user.id });

    const token = await resetTokenFor(user.email);
    await expect(resetPassword(test_.db, { token, password: 'a brand new password' })).resolves.toEqual({
      email: user.email,
      revokedTokens: ['scorer phone'],
    });

    // The cookie from before no longer stands for the user (answered as nobody), and the token is refused.
    expect((await me({ cookie })).userId).toBeUndefined();
    expect(await me({ authorization: `Bearer ${bearer}` })).toEqual({ status: 401, userId: undefined });
  });

  test('the answer is the same for a registered address and an unknown one: same result, same time (measured)', async () => {
    // A relay slower than the minimum: the answer must not wait for it, or its time would tell the two apart.
    const slow = await startSmtpServer({ delayMs: 600 });
    vi.stubEnv('SMTP_URL', slow.url);
    try {
      const registered = await Promise.all(Array.from({ length: 8 }, () => userWithPassword()));
      const timings = { registered: [] as number[], unknown: [] as number[] };
      const answers = new Set<string>();
      for (const user of registered) {
        for (const [kind, email] of [
          ['registered', user.email],
          ['unknown', `${unique('nobody')}@example.test`],
        ] as const) {
          const started = performance.now();
          const answer = await requestPasswordResetAction.run(
            { email },
            { actor: anonymous, db: test_.db, clientAddress: null, linkBase },
          );
          timings[kind].push(performance.now() - started);
          answers.add(JSON.stringify(answer));
        }
      }
      expect([...answers]).toEqual([JSON.stringify({ ok: true })]);
      const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
      const all = [...timings.registered, ...timings.unknown];
      console.log(
        `reset request answer times (ms), 8 each: registered median ${median(timings.registered).toFixed(1)} [${Math.min(...timings.registered).toFixed(1)}–${Math.max(...timings.registered).toFixed(1)}], ` +
          `unknown median ${median(timings.unknown).toFixed(1)} [${Math.min(...timings.unknown).toFixed(1)}–${Math.max(...timings.unknown).toFixed(1)}]`,
      );
      expect(Math.min(...all)).toBeGreaterThanOrEqual(RESET_REQUEST_MINIMUM_MS - 1);
      expect(Math.abs(median(timings.registered) - median(timings.unknown))).toBeLessThan(25);
      // The mail still went out, after the answer.
      await slow.nextMailTo(registered[0].email);
    } finally {
      vi.stubEnv('SMTP_URL', smtp.url);
      await slow.close();
    }
  });

  test('reset requests are throttled per address asked for and per client address, without locking sign-in', async () => {
    const user = await userWithPassword();
    const codes: string[] = [];
    for (let i = 0; i < 5; i += 1)
      codes.push(
        await outcomeCode(
          requestPasswordReset(test_.db, { email: user.email, clientAddress: null, linkBase, locale: 'en' }),
        ),
      );
    expect(codes.slice(0, 4)).toEqual(['ok', 'ok', 'ok', 'ok']);
    expect(codes[4]).toMatch(/^too-many-reset-requests:\d+$/);
    expect(await signsIn(user.email, 'the old password')).toBe('ok');

    // One client asking for many addresses is stopped by the (looser) per-address limit.
    const clientAddress = '203.0.113.77';
    const perClient: string[] = [];
    for (let i = 0; i < 22; i += 1)
      perClient.push(
        await outcomeCode(
          requestPasswordReset(test_.db, {
            email: `${unique('spray')}@example.test`,
            clientAddress,
            linkBase,
            locale: 'en',
          }),
        ),
      );
    expect(perClient.slice(0, 21).every((code) => code === 'ok')).toBe(true);
    expect(perClient[21]).toMatch(/^too-many-reset-requests:\d+$/);
  }, 60_000);
});

describe('verifying a new account’s address', () => {
  /** A started match whose first player is a new sign-up (unverified), the second an older account. */
  async function matchOfNewcomer() {
    const email = `${unique('newcomer')}@example.test`;
    await signUp(test_.db, { email, password: 'a long password', name: 'Newcomer', linkBase, locale: 'en' }, null);
    const [newcomer] = await test_.db.select().from(users).where(eq(users.email, email));
    const event = await reportingEvent(test_.db, 2);
    const match = await matchByKey(test_.db, event.tournament.id, 'W1-1');
    const [, opponent] = event.seats(match);
    const [entry] = await test_.db
      .select({ playerId: players.id })
      .from(players)
      .where(eq(players.userId, event.userOf.get(match.entry1Id!)!.id));
    await test_.db.update(players).set({ userId: newcomer.id }).where(eq(players.id, entry.playerId));
    return { newcomer, actor: actorOf(newcomer) as SignedInActor, opponent, match };
  }

  test('sign-up mails a link; until it is used the account may not report, confirm or dispute; then it may', async () => {
    const { newcomer, actor, opponent, match } = await matchOfNewcomer();
    expect(newcomer.emailVerified).toBeNull();
    const mail = await smtp.nextMailTo(newcomer.email);
    expect(mail.from?.text).toBe('"Warri Open tests" <tests@warri.test>');
    const token = linkIn(mail, '/verify-email').searchParams.get('token') ?? '';
    const [stored] = await test_.db.select().from(accountTokens).where(eq(accountTokens.userId, newcomer.id));
    expect(stored.expiresAt.getTime() - stored.createdAt.getTime()).toBe(48 * 3600 * 1000);

    const moves = await movesWonBy(test_.db, match.id, 1);
    const refused = reportGame(test_.db, actor, match.id, report({ kind: 'record', moves }));
    await expect(refused).rejects.toMatchObject({
      kind: 'forbidden',
      code: 'email-not-verified',
      message: `Confirm your email address before you report, confirm or dispute games: open the link we mailed to ${newcomer.email}, or send it again from your account page.`,
    });
    // The opponent's report waits for the newcomer, who may neither confirm nor dispute it yet.
    await reportGame(test_.db, opponent, match.id, report({ kind: 'record', moves }));
    expect(await outcomeCode(confirmGame(test_.db, actor, match.id, 1, { pin: null }))).toBe('email-not-verified');
    expect(await outcomeCode(disputeGame(test_.db, actor, match.id, 1, { comment: 'not so' }))).toBe(
      'email-not-verified',
    );

    await verifyEmail(test_.db, { token });
    expect(await outcomeCode(verifyEmail(test_.db, { token }))).toBe('verification-link-not-valid');
    await expect(confirmGame(test_.db, actor, match.id, 1, { pin: null })).resolves.toMatchObject({
      game: { status: 'confirmed' },
    });
  });

  test('a verified account (an older one, the fixtures’) reports as before', async () => {
    const event = await reportingEvent(test_.db, 2);
    const match = await matchByKey(test_.db, event.tournament.id, 'W1-1');
    const moves = await movesWonBy(test_.db, match.id, 1);
    await expect(
      reportGame(test_.db, event.seats(match)[0], match.id, report({ kind: 'record', moves })),
    ).resolves.toMatchObject({ game: { status: 'reported' } });
  });

  test('"send the link again" mails a new working link, then slows down; a verified account is told so', async () => {
    const { newcomer, actor } = await matchOfNewcomer();
    await smtp.nextMailTo(newcomer.email);
    expect(await resendVerificationLink(test_.db, actor, { clientAddress: null, linkBase, locale: 'en' })).toBe('sent');
    const token = linkIn(await smtp.nextMailTo(newcomer.email), '/verify-email').searchParams.get('token') ?? '';
    for (let i = 0; i < 3; i += 1)
      await resendVerificationLink(test_.db, actor, { clientAddress: null, linkBase, locale: 'en' });
    expect(
      await outcomeCode(resendVerificationLink(test_.db, actor, { clientAddress: null, linkBase, locale: 'en' })),
    ).toMatch(/^too-many-links:\d+$/);
    await verifyEmail(test_.db, { token });
    expect(await resendVerificationLink(test_.db, actor, { clientAddress: null, linkBase, locale: 'en' })).toBe(
      'already-verified',
    );
  });

  test('signing up with a registered address changes nothing and mails its owner, not a link', async () => {
    const owner = await userWithPassword();
    await signUp(
      test_.db,
      { email: owner.email, password: 'an intruder password', name: 'Intruder', linkBase, locale: 'en' },
      null,
    );
    const mail = await smtp.nextMailTo(owner.email);
    expect(mail.subject).toBe('You already have a Warri Open account');
    expect(mail.text).toContain(`${linkBase}/forgot-password`);
    expect(await test_.db.$count(accountTokens, eq(accountTokens.userId, owner.id))).toBe(0);
  });

  test('a password reset proves the address too', async () => {
    const { newcomer } = await matchOfNewcomer();
    await smtp.nextMailTo(newcomer.email);
    await resetPassword(test_.db, { token: await resetTokenFor(newcomer.email), password: 'a brand new password' });
    const [after] = await test_.db.select().from(users).where(eq(users.id, newcomer.id));
    expect(after.emailVerified).not.toBeNull();
  });
});

describe('mail in the language of the request that caused it', () => {
  test.each([
    ['fr', 'Choisissez un nouveau mot de passe pour Warri Open', 'ouvrez ce lien dans les 30 minutes'],
    ['ru', 'Задайте новый пароль для Warri Open', 'откройте эту ссылку в течение 30 минут'],
  ] as const)('a reset asked for in %s arrives over SMTP in it, its link working', async (locale, subject, text) => {
    const user = await userWithPassword();
    await requestPasswordReset(test_.db, { email: user.email, clientAddress: null, linkBase, locale });
    const mail = await smtp.nextMailTo(user.email);
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain(text);
    expect(mail.text).toContain(user.email);
    expect(mail.text).not.toContain('Someone');
    const token = linkIn(mail, '/reset-password').searchParams.get('token') ?? '';
    await resetPassword(test_.db, { token, password: 'un mot de passe tout neuf' });
    expect(await signsIn(user.email, 'un mot de passe tout neuf')).toBe('ok');
  });

  test('a sign-up in Ukrainian: the new account’s link and the owner’s warning are in Ukrainian', async () => {
    const email = `${unique('nova')}@example.test`;
    await signUp(test_.db, { email, password: 'a long password', name: 'Нова', linkBase, locale: 'uk' }, null);
    const welcome = await smtp.nextMailTo(email);
    expect(welcome.subject).toBe('Підтвердьте адресу електронної пошти для Warri Open');
    linkIn(welcome, '/verify-email');
    await signUp(test_.db, { email, password: 'an intruder password', name: 'Хтось', linkBase, locale: 'uk' }, null);
    const warning = await smtp.nextMailTo(email);
    expect(warning.subject).toBe('У вас уже є обліковий запис Warri Open');
    expect(warning.text).toContain(`Забули пароль? Попросіть новий: ${linkBase}/forgot-password`);
  });
});

describe('mail the SMTP server refuses', () => {
  test('stays in the outbox with the server’s answer', async () => {
    const refusing = await startSmtpServer({ refuse: true });
    vi.stubEnv('SMTP_URL', refusing.url);
    try {
      const user = await userWithPassword();
      await requestPasswordReset(test_.db, { email: user.email, clientAddress: null, linkBase, locale: 'en' });
      await vi.waitFor(
        async () => {
          const [kept] = await test_.db.select().from(outbox).where(eq(outbox.recipient, user.email));
          expect(kept?.lastError).toMatch(/550/);
          expect(kept.body).toContain(`${linkBase}/reset-password?token=`);
        },
        { timeout: 10_000, interval: 50 },
      );
    } finally {
      vi.stubEnv('SMTP_URL', smtp.url);
      await refusing.close();
    }
  });

  test('is not sent while NEXTAUTH_URL is unset (its links would follow the Host a client claimed): kept in the outbox, saying why', async () => {
    vi.stubEnv('NEXTAUTH_URL', '');
    try {
      const user = await userWithPassword();
      const before = smtp.received.length;
      await requestPasswordReset(test_.db, {
        email: user.email,
        clientAddress: null,
        linkBase: 'http://evil.example',
        locale: 'en',
      });
      await vi.waitFor(
        async () => {
          const [kept] = await test_.db.select().from(outbox).where(eq(outbox.recipient, user.email));
          expect(kept?.lastError).toContain('NEXTAUTH_URL');
        },
        { timeout: 10_000, interval: 50 },
      );
      expect(smtp.received.length).toBe(before);
    } finally {
      vi.stubEnv('NEXTAUTH_URL', linkBase);
    }
  });
});
