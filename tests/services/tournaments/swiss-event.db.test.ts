// A 6-player Swiss run through all its rounds with the services: each round is made only once
// the one before is complete, nobody meets twice, and the close ranks everyone by the standings.
import { describe, expect, test } from 'vitest';
import { listEntries } from '@/db/queries/entries';
import { closeTournament } from '@/lib/services/tournaments/close-tournament';
import { generateNextRound } from '@/lib/services/tournaments/generate-next-round';
import { setupTestDatabase } from '../../db/helpers';
import { makeOrganiser, matchesOf, playGames, readyMatches, seriesWonBy, startedTournament } from '../helpers';

const testDb = setupTestDatabase();

describe('a 6-player Swiss of 5 rounds', () => {
  test('is paired round by round and closed with its standings', async () => {
    const { db } = testDb;
    const { actor } = await makeOrganiser(db);
    const { tournament, entries } = await startedTournament(db, actor, 6, {
      format: 'swiss',
      rounds: 5,
      winsNeeded: 2,
    });
    const rating = new Map(entries.map((entry) => [entry.id, entry.player.rating!]));

    for (let round = 1; round <= 5; round++) {
      const ready = await readyMatches(db, tournament.id);
      expect(ready, `round ${round}`).toHaveLength(3);
      expect(ready.every((match) => match.round === round)).toBe(true);
      // The next round waits for this one.
      await expect(closeTournament(db, actor, tournament.id)).rejects.toMatchObject({ code: 'matches-unfinished' });
      await expect(generateNextRound(db, actor, tournament.id)).rejects.toMatchObject({
        code: 'round-not-available',
        kind: 'conflict',
      });
      // The higher-rated player wins, 2–1.
      for (const match of ready) {
        const winner = rating.get(match.entry1Id!)! > rating.get(match.entry2Id!)! ? 1 : 2;
        await playGames(db, match.id, seriesWonBy(winner, 2, 1));
      }
      if (round < 5) {
        const made = await generateNextRound(db, actor, tournament.id);
        expect(made).toMatchObject({ part: 'swiss', round: round + 1 });
        expect(made.matches).toHaveLength(3);
      }
    }
    await expect(generateNextRound(db, actor, tournament.id)).rejects.toMatchObject({ code: 'round-not-available' });

    const pairs = (await matchesOf(db, tournament.id)).map((match) =>
      [match.entry1Id, match.entry2Id].sort().join('-'),
    );
    expect(pairs).toHaveLength(15);
    expect(new Set(pairs).size).toBe(15);

    const closing = await closeTournament(db, actor, tournament.id);
    // Five rounds among six players who always lose to a higher rating: a full ranking by rating.
    expect(closing.standings.map((entry) => entry.id)).toEqual(entries.map((entry) => entry.id));
    expect(closing.champion?.id).toBe(entries[0].id);
    const stored = await listEntries(db, tournament.id);
    expect(stored.map((entry) => entry.finalRank)).toEqual([1, 2, 3, 4, 5, 6]);
  });
});
