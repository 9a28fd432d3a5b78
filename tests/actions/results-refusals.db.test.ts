// Refusals of results and of running a tournament reach the reader in his language, through the
// real manage actions on a real database, with the facts in the sentence: the later match a
// correction would reset (Russian), the line of a CSV list that cannot be read (French), the
// matches still to play and the match at a table (Ukrainian), the setting that does not fit the field
// (Russian).
import { describe, expect, test } from 'vitest';
import {
  assignTableAction,
  closeTournamentAction,
  correctResultAction,
  importPlayersAction,
  startTournamentAction,
} from '@/app/t/[slug]/manage/actions';
import { createTournament } from '@/lib/services/tournaments/create-tournament';
import { setupTestDatabase } from '../db/helpers';
import {
  makeOrganiser,
  matchByKey,
  playGames,
  readyTournament,
  seriesWonBy,
  settings,
  startedTournament,
} from '../services/helpers';
import { form } from './form-data';

const testDb = setupTestDatabase();

describe('refusals of results in the reader’s language', () => {
  test('a correction that would reset a later match with games names that match, in Russian', async () => {
    const { db } = testDb;
    const { actor } = await makeOrganiser(db);
    const { tournament, entries } = await startedTournament(db, actor, 4, { winsNeeded: 2 });
    const w11 = await matchByKey(db, tournament.id, 'W1-1');
    await playGames(db, w11.id, seriesWonBy(1, 2));
    await playGames(db, (await matchByKey(db, tournament.id, 'W2-1')).id, [1]);
    const loser = w11.entry1Id === entries[0].id ? w11.entry2Id! : w11.entry1Id!;
    const answer = await correctResultAction.run(
      form({ matchId: w11.id, winnerEntryId: loser, wins1: 0, wins2: 2, draws: 0, reason: 'Score sheet misread' }),
      { actor, db, locale: 'ru' },
    );
    expect(answer).toMatchObject({
      ok: false,
      error: {
        code: 'later-matches-played',
        message:
          'Исправление результата W1-1 меняет участников уже начатых матчей (W2-1); чтобы обнулить их, подтвердите исправление.',
        details: { matches: ['W2-1'], match: 'W1-1' },
      },
    });
  });

  test('a list that cannot be read names its line and what is wrong, in French', async () => {
    const { db } = testDb;
    const { actor } = await makeOrganiser(db);
    const tournament = await createTournament(db, actor, settings());
    const answer = await importPlayersAction.run(
      form({ tournamentId: tournament.id, csv: 'name,club\nAnn Joseph,Parham\n"Bo Lake,Liberta\n' }),
      { actor, db, locale: 'fr' },
    );
    const sentence = 'Ligne 3 : un champ entre guillemets n’est jamais refermé : il manque un ".';
    expect(answer).toMatchObject({
      ok: false,
      error: { code: 'bad-csv', message: sentence, fieldErrors: { csv: [sentence] }, details: { line: 3 } },
    });
  });

  test('closing with matches to play lists them as Ukrainian writes a list', async () => {
    const { db } = testDb;
    const { actor } = await makeOrganiser(db);
    const { tournament } = await startedTournament(db, actor, 4, { winsNeeded: 1 });
    const answer = await closeTournamentAction.run(form({ tournamentId: tournament.id }), { actor, db, locale: 'uk' });
    expect(answer).toMatchObject({
      ok: false,
      error: { code: 'matches-unfinished', message: 'Ще не зіграно матчі: W1-1, W1-2 і W2-1.' },
    });
  });

  test('a table already given names the table and its match, in Ukrainian', async () => {
    const { db } = testDb;
    const { actor } = await makeOrganiser(db);
    const { tournament } = await startedTournament(db, actor, 4, { winsNeeded: 1 });
    const [w11, w12] = [await matchByKey(db, tournament.id, 'W1-1'), await matchByKey(db, tournament.id, 'W1-2')];
    const first = await assignTableAction.run(form({ matchId: w11.id, tableNumber: 4 }), { actor, db, locale: 'uk' });
    expect(first.ok).toBe(true);
    const answer = await assignTableAction.run(form({ matchId: w12.id, tableNumber: 4 }), { actor, db, locale: 'uk' });
    expect(answer).toMatchObject({
      ok: false,
      error: { code: 'table-taken', fieldErrors: { tableNumber: ['Стіл 4 уже віддано матчу W1-1.'] } },
    });
  });

  test('a format that does not fit the field says which setting, in Russian', async () => {
    const { db } = testDb;
    const { actor } = await makeOrganiser(db);
    const { tournament } = await readyTournament(db, actor, 3, { format: 'swiss', rounds: 5 });
    const answer = await startTournamentAction.run(form({ tournamentId: tournament.id }), { actor, db, locale: 'ru' });
    expect(answer).toMatchObject({
      ok: false,
      error: {
        code: 'bad-settings',
        message: 'Число туров швейцарской системы не подходит для такого числа участников.',
        details: { setting: 'rounds' },
      },
    });
  });
});
