// The control room's games: the live ones of this tournament only, by match and number.
import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { listLiveGamesOfTournament } from '@/db/queries/control-room';
import { games } from '@/db/schema';
import { setupTestDatabase } from '../helpers';
import { makeOrganiser, playGames, readyMatches, startedTournament } from '../../services/helpers';

const testDb = setupTestDatabase();

test('lists the live games of the tournament’s matches, not voided ones nor another tournament’s', async () => {
  const { db } = testDb;
  const { actor } = await makeOrganiser(db);
  const { tournament } = await startedTournament(db, actor, 4, { winsNeeded: 3 });
  const other = await startedTournament(db, actor, 2, { winsNeeded: 3 });
  const [first, second] = await readyMatches(db, tournament.id);
  await playGames(db, first.id, [1, 2]);
  await playGames(db, second.id, [2], null, 'reported');
  await playGames(db, (await readyMatches(db, other.tournament.id))[0].id, [1]);
  const [voided] = await db.select().from(games).where(eq(games.matchId, first.id));
  await db.update(games).set({ status: 'voided' }).where(eq(games.id, voided.id));

  const live = await listLiveGamesOfTournament(db, tournament.id);
  expect(live.map((game) => [game.matchId, game.number, game.status])).toEqual([
    [first.id, 2, 'confirmed'],
    [second.id, 1, 'reported'],
  ]);
});
