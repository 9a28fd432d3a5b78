// Requests that arrive together: two starts make one draw, two imports of overlapping lists enter
// one list whole and nothing of the other, and two series decided at the same moment both reach
// the match they feed. Truly concurrent on Postgres (TEST_DATABASE_URL); serialised on PGlite,
// where the outcomes must be the same.
import { count, eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { listEntries } from '@/db/queries/entries';
import { stages } from '@/db/schema';
import { importPlayers } from '@/lib/services/entries/import-players';
import { startTournament } from '@/lib/services/tournaments/start-tournament';
import { createTournament } from '@/lib/services/tournaments/create-tournament';
import { setupTestDatabase } from '../../db/helpers';
import { unique } from '../../db/fixtures';
import {
  makeOrganiser,
  matchByKey,
  playGames,
  readyTournament,
  seriesWonBy,
  settings,
  startedTournament,
} from '../helpers';

const testDb = setupTestDatabase();

describe('at the same moment', () => {
  test.each([1, 2, 3, 4, 5])('two starts make one draw (run %i)', async () => {
    const { db } = testDb;
    const { actor } = await makeOrganiser(db);
    const { tournament } = await readyTournament(db, actor, 8);
    const outcomes = await Promise.allSettled([
      startTournament(db, actor, tournament.id),
      startTournament(db, actor, tournament.id),
    ]);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    const [refused] = outcomes.filter((outcome) => outcome.status === 'rejected');
    expect(refused.reason).toMatchObject({ kind: 'conflict', code: 'tournament-started' });
    const [{ stageCount }] = await db
      .select({ stageCount: count() })
      .from(stages)
      .where(eq(stages.tournamentId, tournament.id));
    expect(stageCount).toBe(1);
  });

  test('two imports of overlapping lists enter one list whole and nothing of the other', async () => {
    const { db } = testDb;
    const { actor } = await makeOrganiser(db);
    const tournament = await createTournament(db, actor, settings());
    const [shared, onlyA, onlyB] = [unique('Shared'), unique('Only A'), unique('Only B')];
    const listA = `name,club\n${shared},Parham\n${onlyA},Parham\n`;
    const listB = `name,club\n${onlyB},Bolans\n${shared},Parham\n`;
    const outcomes = await Promise.allSettled([
      importPlayers(db, actor, tournament.id, { csv: listA }),
      importPlayers(db, actor, tournament.id, { csv: listB }),
    ]);
    const fulfilled = outcomes.findIndex((outcome) => outcome.status === 'fulfilled');
    expect(fulfilled).toBeGreaterThanOrEqual(0);
    expect(outcomes[1 - fulfilled]).toMatchObject({ status: 'rejected' });
    const names = (await listEntries(db, tournament.id)).map((entry) => entry.player.displayName).sort();
    expect(names).toEqual((fulfilled === 0 ? [shared, onlyA] : [onlyB, shared]).sort());
  });

  test('two series decided at once both reach the match they feed', async () => {
    const { db } = testDb;
    const { actor } = await makeOrganiser(db);
    const { tournament, entries } = await startedTournament(db, actor, 8, { winsNeeded: 2 });
    const [w11, w12] = await Promise.all([
      matchByKey(db, tournament.id, 'W1-1'),
      matchByKey(db, tournament.id, 'W1-2'),
    ]);
    await Promise.all([playGames(db, w11.id, seriesWonBy(2, 2)), playGames(db, w12.id, seriesWonBy(1, 2))]);
    expect(await matchByKey(db, tournament.id, 'W2-1')).toMatchObject({
      entry1Id: entries[7].id,
      entry2Id: entries[3].id,
      status: 'ready',
    });
  });
});
