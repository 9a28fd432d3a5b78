// Refusals of accounts, players and the API edge reach the reader in their language, through the
// real actions and route handlers on a real database: the sentence of messages/<locale>/refusals.json
// with the refusal's facts in it (a wait in words, a tournament's name), while the code stays English.
import { describe, expect, test } from 'vitest';
import { requestPasswordResetAction } from '@/app/(accounts)/forgot-password/actions';
import { signUpAction } from '@/app/(accounts)/sign-up/actions';
import { changePasswordAction } from '@/app/account/actions';
import { POST as addEntryRoute } from '@/app/api/v1/tournaments/[slug]/entries/route';
import { POST as startRoute } from '@/app/api/v1/tournaments/[slug]/start/route';
import { mergePlayersAction } from '@/app/organise/actions';
import { recordAttempt } from '@/db/queries/sign-in-attempts';
import type { Db } from '@/db/client';
import type { AttemptKind } from '@/db/schema';
import { hashPassword } from '@/lib/auth/password';
import { PER_ACCOUNT_ADDRESS } from '@/lib/auth/throttle';
import { actorOf, apiRequest, makeApiToken, routeParams } from '../auth/helpers';
import { makeEntries, makeTournament, makeUser, unique } from '../db/fixtures';
import { setupTestDatabase } from '../db/helpers';
import { makeOrganiser } from '../services/helpers';
import { form } from '../actions/form-data';

const test_ = setupTestDatabase();

/** Enough failures just now for the identifier at the address that the next try is refused for a while. */
async function exhaustAttempts(db: Db, kind: AttemptKind, identifier: string, ipAddress: string): Promise<void> {
  for (let failure = 0; failure < PER_ACCOUNT_ADDRESS.refuseAfter; failure += 1)
    await recordAttempt(db, { kind, identifier, ipAddress, attemptedAt: new Date() });
}

describe('account refusals in the reader’s language', () => {
  test('a password confirmed while sign-ins are throttled is refused in Russian, with the wait in words', async () => {
    const { db } = test_;
    const email = `${unique('throttled')}@example.test`;
    const user = await makeUser(db, { email, passwordHash: await hashPassword('correct horse battery') });
    const clientAddress = unique('198.51.100.7');
    await exhaustAttempts(db, 'sign-in', email, clientAddress);
    const answer = await changePasswordAction.run(
      form({
        currentPassword: 'correct horse battery',
        newPassword: 'a new long password',
        confirm: 'a new long password',
      }),
      { actor: actorOf(user), db, clientAddress, locale: 'ru' },
    );
    expect(answer).toMatchObject({ ok: false, error: { kind: 'rate-limited', code: 'too-many-attempts' } });
    if (answer.ok) return;
    expect(answer.error.retryAfterSeconds).toBeGreaterThan(14 * 60);
    expect(answer.error.message).toBe('Слишком много попыток. Повторите через 15 минут.');
  });

  test('reset links asked for too often are refused in Ukrainian, the wait in words and not in English', async () => {
    const { db } = test_;
    const email = `${unique('flooded')}@example.test`;
    const clientAddress = unique('198.51.100.8');
    await exhaustAttempts(db, 'mail-link', `reset:${email}`, clientAddress);
    const answer = await requestPasswordResetAction.run(
      { email },
      { actor: { kind: 'anonymous' }, db, clientAddress, locale: 'uk' },
    );
    expect(answer).toMatchObject({ ok: false, error: { code: 'too-many-reset-requests' } });
    if (answer.ok) return;
    expect(answer.error.message).toBe(
      'Забагато запитів на посилання для скидання пароля. Спробуйте знову через 15 хвилин.',
    );
  });

  test('a form refused by its schema says so in French; its field sentences are left to the form', async () => {
    const answer = await signUpAction.run(
      form({ email: 'not an address', name: 'Ama', password: 'short', confirm: 'short' }),
      {
        actor: { kind: 'anonymous' },
        db: test_.db,
        locale: 'fr',
      },
    );
    expect(answer).toMatchObject({
      ok: false,
      error: { code: 'invalid-input', message: 'Corrigez les champs signalés ci-dessous.' },
    });
  });

  test('a control character is named in Russian, with the field and the character', async () => {
    const answer = await signUpAction.run(
      form({
        email: 'ama@example.test',
        name: 'Ama\u0000',
        password: 'long enough password',
        confirm: 'long enough password',
      }),
      { actor: { kind: 'anonymous' }, db: test_.db, locale: 'ru' },
    );
    expect(answer).toMatchObject({ ok: false, error: { code: 'invalid-input', details: { character: 'U+0000' } } });
    if (answer.ok) return;
    expect(answer.error.message).toBe(
      'Поле «name» содержит управляющий символ (U+0000) — невидимый символ, которого не может быть в тексте: удалите его и попробуйте снова.',
    );
  });

  test('two records entered in one tournament are not merged, and the Russian sentence names the tournament', async () => {
    const { db } = test_;
    const { user, actor } = await makeOrganiser(db);
    const name = unique('Kingston Open');
    const tournament = await makeTournament(db, { organiserId: user.id, name });
    const [first, second] = await makeEntries(db, tournament.id, 2);
    const answer = await mergePlayersAction.run(
      { keepId: first.playerId, mergeId: second.playerId },
      { actor, db, locale: 'ru' },
    );
    expect(answer).toMatchObject({ ok: false, error: { code: 'both-entered', details: { tournaments: [name] } } });
    if (answer.ok) return;
    expect(answer.error.message).toContain(
      `Обе записи участвуют в турнирах: ${name}, где играют как два разных человека`,
    );
  });
});

describe('API refusals in the caller’s language', () => {
  async function start(slug: string, headers: Record<string, string>) {
    const response = await startRoute.handle(
      apiRequest('POST', `/api/v1/tournaments/${slug}/start`, { headers }),
      routeParams({ slug }),
      test_.db,
    );
    return { status: response.status, body: await response.json() };
  }

  test('Accept-Language: fr gets the refusal of a tournament right in French, the code unchanged', async () => {
    const tournament = await makeTournament(test_.db, { status: 'registration' });
    const outsider = await makeUser(test_.db);
    const token = await makeApiToken(test_.db, outsider);
    expect(
      await start(tournament.slug, { authorization: `Bearer ${token}`, 'accept-language': 'fr-FR,fr;q=0.9' }),
    ).toEqual({
      status: 403,
      body: {
        error: { code: 'not-tournament-manager', message: 'Seuls les organisateurs de ce tournoi peuvent faire cela.' },
      },
    });
  });

  test('anonymous callers are asked to sign in in French, and the language menu’s cookie wins over the header', async () => {
    const tournament = await makeTournament(test_.db, { status: 'registration' });
    expect(await start(tournament.slug, { 'accept-language': 'fr' })).toEqual({
      status: 401,
      body: { error: { code: 'unauthenticated', message: 'Connectez-vous pour faire cela.' } },
    });
    expect(
      (await start(tournament.slug, { 'accept-language': 'fr', cookie: 'NEXT_LOCALE=uk' })).body.error.message,
    ).toBe('Увійдіть, щоб зробити це.');
  });

  test('a body refused after it was read, and a player not on record, are answered in French with their facts', async () => {
    const { user } = await makeOrganiser(test_.db);
    const tournament = await makeTournament(test_.db, { organiserId: user.id, status: 'registration' });
    const headers = { authorization: `Bearer ${await makeApiToken(test_.db, user)}`, 'accept-language': 'fr' };
    const add = async (body: unknown) => {
      const response = await addEntryRoute.handle(
        apiRequest('POST', `/api/v1/tournaments/${tournament.slug}/entries`, { headers, body }),
        routeParams({ slug: tournament.slug }),
        test_.db,
      );
      return { status: response.status, body: await response.json() };
    };
    expect(await add({ displayName: 'Ama Mensah', rating: 99_999 })).toMatchObject({
      status: 400,
      body: {
        error: {
          code: 'invalid-body',
          field: 'rating',
          message:
            'Le champ « rating » du corps n’est pas valide : « Classement » : un nombre entier de 0 à 4000, ou rien.',
        },
      },
    });
    expect(await add({ playerId: 2_000_000_000 })).toMatchObject({
      status: 404,
      body: { error: { code: 'player-not-found', message: 'Il n’existe pas de joueur n° 2000000000.' } },
    });
  });

  test('a dead token is refused in French', async () => {
    const tournament = await makeTournament(test_.db, { status: 'registration' });
    const answer = await start(tournament.slug, { authorization: 'Bearer not-a-token', 'accept-language': 'fr' });
    expect(answer).toEqual({
      status: 401,
      body: {
        error: {
          code: 'invalid-token',
          message:
            'Ce jeton d’API n’est pas valide : il a peut-être été révoqué. Créez-en un nouveau sur la page de votre compte.',
        },
      },
    });
  });
});
