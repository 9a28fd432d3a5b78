// The two messages seen wrong, through the real actions on a real database: a correction
// previewed with no winner chosen, and an organiser's own result-only report (which counts at once).
import { createTranslator } from 'next-intl';
import { describe, expect, test } from 'vitest';
import { signUpAction } from '@/app/(accounts)/sign-up/actions';
import { assignTableAction, previewCorrectionAction, updateTournamentAction } from '@/app/t/[slug]/manage/actions';
import { reportGameAction } from '@/app/t/[slug]/m/[matchId]/report/actions';
import { reportedNote } from '@/app/t/[slug]/m/[matchId]/report/reported-note';
import { loadMessages } from '@/i18n/request';
import { anonymous } from '@/lib/auth/actor';
import { setupTestDatabase } from '../db/helpers';
import { makeOrganiser, matchByKey, playGames, startedTournament } from '../services/helpers';
import { form } from './form-data';

const testDb = setupTestDatabase();

describe('messages a person meets', () => {
  test('a correction previewed with no winner chosen asks for the winner', async () => {
    const { db } = testDb;
    const { actor } = await makeOrganiser(db);
    const { tournament } = await startedTournament(db, actor, 2, { winsNeeded: 1 });
    const final = await matchByKey(db, tournament.id, 'W1-1');
    await playGames(db, final.id, [1]);
    const answer = await previewCorrectionAction.run(
      form({ matchId: final.id, wins1: 0, wins2: 1, draws: 0, reason: 'Score sheet misread' }),
      { actor, db },
    );
    expect(answer).toMatchObject({
      ok: false,
      error: { kind: 'invalid-input', fieldErrors: { winnerEntryId: ['Choose the winner of the series.'] } },
    });
  });

  test('an organiser’s own result-only report is confirmed, and the form says it counts now', async () => {
    const { db } = testDb;
    const { actor } = await makeOrganiser(db);
    const { tournament } = await startedTournament(db, actor, 2, { winsNeeded: 2 });
    const final = await matchByKey(db, tournament.id, 'W1-1');
    const answer = await reportGameAction.run(
      form({
        matchId: final.id,
        token: 'refusal-messages-1',
        number: 1,
        kind: 'result',
        capturesSouth: 25,
        capturesNorth: 23,
        winner: 'south',
        endReason: 'score',
      }),
      { actor, db },
    );
    if (!answer.ok) throw new Error(answer.error.message);
    expect(answer.data.game?.status).toBe('confirmed');
    const t = createTranslator({ locale: 'en', messages: await loadMessages('en'), namespace: 'report.reported' });
    expect(reportedNote(t, answer.data, true)).toBe(
      'Game 1 is reported (result only, unverified) and confirmed: it counts now.',
    );
  });
});

// Refused fields in the reader's language (issue 18 §3): the form's sentence, each field's sentence
// naming the field, and the form's own values kept for it to show again.
describe('refused fields in the reader’s language', () => {
  test('a correction with no winner chosen asks for the winner in French', async () => {
    const { db } = testDb;
    const { actor } = await makeOrganiser(db);
    const { tournament } = await startedTournament(db, actor, 2, { winsNeeded: 1 });
    const final = await matchByKey(db, tournament.id, 'W1-1');
    await playGames(db, final.id, [1]);
    const answer = await previewCorrectionAction.run(
      form({ matchId: final.id, wins1: 0, wins2: 1, draws: 0, reason: 'Feuille de match mal lue' }),
      { actor, db, locale: 'fr' },
    );
    expect(answer).toMatchObject({
      ok: false,
      error: {
        kind: 'invalid-input',
        message: 'Corrigez les champs signalés ci-dessous.',
        fieldErrors: { winnerEntryId: ['Choisissez le vainqueur de la série.'] },
        values: { reason: 'Feuille de match mal lue' },
      },
    });
  });

  test('a table number that is not a number names the field in Russian', async () => {
    const { db } = testDb;
    const { actor } = await makeOrganiser(db);
    const { tournament } = await startedTournament(db, actor, 2, { winsNeeded: 1 });
    const final = await matchByKey(db, tournament.id, 'W1-1');
    const answer = await assignTableAction.run(form({ matchId: final.id, tableNumber: 'двенадцать' }), {
      actor,
      db,
      locale: 'ru',
    });
    expect(answer).toMatchObject({
      ok: false,
      error: {
        message: 'Исправьте отмеченные ниже поля.',
        fieldErrors: { tableNumber: ['«Номер стола»: целое число от 1 до 999 или пусто.'] },
        values: { tableNumber: 'двенадцать' },
      },
    });
  });

  test('a tournament’s set-up refused by its refinements, in Ukrainian', async () => {
    const { db } = testDb;
    const { actor } = await makeOrganiser(db);
    const { tournament } = await startedTournament(db, actor, 2, { winsNeeded: 1 });
    const answer = await updateTournamentAction.run(
      form({ tournamentId: tournament.id, name: 'Кубок', winsNeeded: 6, maxGamesPerSeries: 4, format: 'swiss' }),
      { actor, db, locale: 'uk' },
    );
    expect(answer).toMatchObject({
      ok: false,
      error: {
        fieldErrors: {
          maxGamesPerSeries: ['Межа партій має бути не меншою за потрібну кількість перемог (6).'],
          rounds: ['Для швейцарської системи потрібна кількість турів.'],
        },
      },
    });
  });

  test('a sign-up with a short password and a look-alike name, in Russian and in English', async () => {
    const { db } = testDb;
    const fields = { name: 'Kw\u0430me', email: 'kwame@example.com', password: 'short', confirm: 'short' };
    const russian = await signUpAction.run(form(fields), { actor: anonymous, db, locale: 'ru' });
    expect(russian).toMatchObject({
      ok: false,
      error: {
        fieldErrors: {
          name: [
            '«Имя»: в слове «Kw\u0430me» смешаны буквы разных алфавитов (латиница и кириллица), поэтому оно похоже на другое имя: наберите его в одном алфавите.',
          ],
          password: ['Пароль должен быть не короче 10 символов.'],
        },
      },
    });
    const english = await signUpAction.run(form(fields), { actor: anonymous, db });
    expect(english).toMatchObject({
      ok: false,
      error: {
        message: 'Please correct the fields marked below.',
        fieldErrors: {
          name: [
            'The name mixes Latin and Cyrillic letters in one word (“Kw\u0430me”), which makes it look like another name: type it in one alphabet.',
          ],
          password: ['Use at least 10 characters.'],
        },
      },
    });
  });
});
