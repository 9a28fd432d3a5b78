// The two messages seen wrong, through the real actions on a real database: a correction
// previewed with no winner chosen, and an organiser's own result-only report (which counts at once).
import { createTranslator } from 'next-intl';
import { describe, expect, test } from 'vitest';
import { previewCorrectionAction } from '@/app/t/[slug]/manage/actions';
import { reportGameAction } from '@/app/t/[slug]/m/[matchId]/report/actions';
import { reportedNote } from '@/app/t/[slug]/m/[matchId]/report/reported-note';
import { loadMessages } from '@/i18n/request';
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
