// A whole 8-player knockout run through the services, from an empty tournament to a champion:
// entries, check-in, seeding, the start, series played game by game (a draw among them), a
// walkover, every advancement, the close, and the audit log of it all.
import { and, eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { listAuditLog } from '@/db/queries/audit-log';
import { listEntries } from '@/db/queries/entries';
import { games } from '@/db/schema';
import { awardWalkover } from '@/lib/services/results/award-walkover';
import { closeTournament } from '@/lib/services/tournaments/close-tournament';
import { setupTestDatabase } from '../../db/helpers';
import {
  makeOrganiser,
  matchByKey,
  matchesOf,
  playGames,
  readyMatches,
  seriesWonBy,
  startedTournament,
} from '../helpers';

const testDb = setupTestDatabase();

describe('an 8-player knockout', () => {
  test('runs from the start to a champion through the services', async () => {
    const { db } = testDb;
    const { user, actor } = await makeOrganiser(db);
    const { tournament, entries } = await startedTournament(db, actor, 8, { winsNeeded: 3, thirdPlace: true });
    expect(tournament.status).toBe('running');

    const round1 = await readyMatches(db, tournament.id);
    expect(round1.map((match) => match.key).sort()).toEqual(['W1-1', 'W1-2', 'W1-3', 'W1-4']);
    // Seeds 1–8, 4–5, 2–7, 3–6 (standard order), seeded by rating: the entries in the order added.
    const w11 = await matchByKey(db, tournament.id, 'W1-1');
    expect([w11.entry1Id, w11.entry2Id]).toEqual([entries[0].id, entries[7].id]);

    // W1-1: seed 1 wins 3–1 with a drawn game; the series state is stored as it goes.
    const halfway = await playGames(db, w11.id, [1, 'draw', 2]);
    expect(halfway.outcome).toBe('open');
    expect(await matchByKey(db, tournament.id, 'W1-1')).toMatchObject({
      status: 'in-play',
      wins1: 1,
      wins2: 1,
      draws: 1,
    });
    const decided = await playGames(db, w11.id, [1, 1]);
    expect(decided.outcome).toBe('recorded');
    expect(await matchByKey(db, tournament.id, 'W1-1')).toMatchObject({
      status: 'finished',
      resultKind: 'played',
      wins1: 3,
      wins2: 1,
      draws: 1,
      winnerEntryId: entries[0].id,
    });
    expect(await matchByKey(db, tournament.id, 'W2-1')).toMatchObject({
      entry1Id: entries[0].id,
      entry2Id: null,
      status: 'pending',
    });

    // W1-2: a walkover to seed 5 (seed 4 did not come).
    const w12 = await matchByKey(db, tournament.id, 'W1-2');
    const walkover = await awardWalkover(db, actor, {
      matchId: w12.id,
      winnerEntryId: entries[4].id,
      reason: 'Seed 4 did not come to the table.',
    });
    expect(walkover.match).toMatchObject({ status: 'walkover', wins1: 0, wins2: 3, winnerEntryId: entries[4].id });
    expect(await matchByKey(db, tournament.id, 'W2-1')).toMatchObject({
      entry1Id: entries[0].id,
      entry2Id: entries[4].id,
      status: 'ready',
    });

    // Everything else: the first slot (the better seed) wins, until nothing is left to play.
    for (
      let ready = await readyMatches(db, tournament.id);
      ready.length > 0;
      ready = await readyMatches(db, tournament.id)
    ) {
      for (const match of ready) await playGames(db, match.id, seriesWonBy(1, 3, 2), user.id);
    }
    const all = await matchesOf(db, tournament.id);
    expect(all.every((match) => match.status === 'finished' || match.status === 'walkover')).toBe(true);
    expect(await matchByKey(db, tournament.id, 'W3-1')).toMatchObject({
      entry1Id: entries[0].id,
      winnerEntryId: entries[0].id,
      wins1: 3,
      wins2: 2,
    });

    const closing = await closeTournament(db, actor, tournament.id);
    expect(closing.tournament.status).toBe('finished');
    expect(closing.champion?.id).toBe(entries[0].id);
    const ranks = new Map((await listEntries(db, tournament.id)).map((entry) => [entry.id, entry.finalRank]));
    expect(ranks.get(entries[0].id)).toBe(1);
    // The final's loser is second; the third-place match ranks its winner third and its loser fourth.
    const final = await matchByKey(db, tournament.id, 'W3-1');
    expect(ranks.get(final.entry2Id!)).toBe(2);
    const third = await matchByKey(db, tournament.id, '3P');
    expect(ranks.get(third.winnerEntryId!)).toBe(3);
    expect(ranks.get(third.winnerEntryId === third.entry1Id ? third.entry2Id! : third.entry1Id!)).toBe(4);
    expect([...ranks.values()].filter((rank) => rank === 5)).toHaveLength(4);

    // Every result is in the audit log: 7 series played, one walkover.
    const log = await listAuditLog(db, tournament.id, { limit: 500 });
    const actions = log.map((row) => row.action);
    expect(actions.filter((action) => action === 'result-recorded')).toHaveLength(7);
    expect(actions.filter((action) => action === 'walkover')).toHaveLength(1);
    expect(actions).toEqual(
      expect.arrayContaining(['tournament-created', 'seeded', 'tournament-started', 'tournament-closed']),
    );
    const w12Log = await listAuditLog(db, tournament.id, { entity: 'match', entityId: String(w12.id) });
    expect(w12Log).toEqual([
      expect.objectContaining({ action: 'walkover', reason: 'Seed 4 did not come to the table.', actorId: user.id }),
    ]);

    // The games of the final are all stored and counted.
    const finalGames = await db
      .select()
      .from(games)
      .where(and(eq(games.matchId, final.id), eq(games.status, 'confirmed')));
    expect(finalGames).toHaveLength(5);
  });
});
