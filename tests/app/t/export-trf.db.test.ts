// The Swiss as FIDE's Tournament Report File: downloaded after every round played or a given one,
// read back with core/trf into the same pairs (the first mover white), winners, walkovers and byes
// as the stored matches; refused for a round not played, a bad round, another format, and before
// the start.
import { describe, expect, test } from 'vitest';
import { GET as trfRoute } from '@/app/t/[slug]/export/swiss.trf/route';
import { listEntries } from '@/db/queries/entries';
import type { Match } from '@/db/schema';
import { parseTrf } from '@/core/trf/parse-trf';
import { trfToSwiss } from '@/core/trf/to-swiss';
import { awardWalkover } from '@/lib/services/results/award-walkover';
import { generateNextRound } from '@/lib/services/tournaments/generate-next-round';
import { withdrawEntry } from '@/lib/services/entries/withdraw-entry';
import { setupTestDatabase } from '../../db/helpers';
import {
  makeOrganiser,
  matchesOf,
  playGames,
  readyMatches,
  readyTournament,
  seriesWonBy,
  startedTournament,
} from '../../services/helpers';

const test_ = setupTestDatabase();

async function download(slug: string, query = '') {
  const response = await trfRoute.handle(
    new Request(`http://localhost/t/${slug}/export/swiss.trf${query}`),
    { params: Promise.resolve({ slug }) },
    test_.db,
  );
  return { status: response.status, headers: response.headers, text: await response.text() };
}

/** Five players, three rounds: round 1 played (a bye), a walkover in round 2, seed 5 withdraws, round 3 paired but not played. */
async function playedSwiss() {
  const { db } = test_;
  const { actor } = await makeOrganiser(db);
  const { tournament, entries } = await startedTournament(db, actor, 5, {
    format: 'swiss',
    rounds: 3,
    winsNeeded: 2,
    venue: 'St John’s',
  });
  for (const match of await readyMatches(db, tournament.id)) await playGames(db, match.id, seriesWonBy(2, 2, 1));
  await generateNextRound(db, actor, tournament.id);
  const [first, ...rest] = await readyMatches(db, tournament.id);
  await awardWalkover(db, actor, { matchId: first.id, winnerEntryId: first.entry1Id!, reason: 'Absent.' });
  for (const match of rest) await playGames(db, match.id, seriesWonBy(1, 2));
  await withdrawEntry(db, actor, { entryId: entries[4].id, reason: 'Had to leave.' });
  await generateNextRound(db, actor, tournament.id);
  return { tournament, entries };
}

function readBack(text: string) {
  const parsed = parseTrf(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const swiss = trfToSwiss(parsed.value);
  if (!swiss.ok) throw new Error(swiss.error.message);
  return swiss.value;
}

describe('a played Swiss', () => {
  test('every round played, read back as the stored matches', async () => {
    const { tournament } = await playedSwiss();
    const file = await download(tournament.slug);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="${tournament.slug}.trf"`);
    expect(file.text.split('\n').slice(0, 2)).toEqual([`012 ${tournament.name}`, '022 St John’s']);
    expect(file.text).toContain('\nXXR 3\n');

    const swiss = readBack(file.text);
    const seedOf = new Map((await listEntries(test_.db, tournament.id)).map((entry) => [entry.id, entry.seed!]));
    expect(swiss.players.map((player) => player.startRank)).toEqual([1, 2, 3, 4, 5]);
    expect(swiss.played).toHaveLength(2);
    const stored = await matchesOf(test_.db, tournament.id);
    for (const round of [1, 2]) {
      const matches = stored.filter((match) => match.round === round);
      const pairs = matches
        .filter((match) => match.entry1Id !== null && match.entry2Id !== null)
        .map((match: Match) => {
          const [white, black] =
            match.firstMoverSlot === 2 ? [match.entry2Id!, match.entry1Id!] : [match.entry1Id!, match.entry2Id!];
          return {
            white: seedOf.get(white),
            black: seedOf.get(black),
            winner: seedOf.get(match.winnerEntryId!),
            walkover: match.resultKind === 'walkover',
          };
        });
      const byLowest = (a: { white?: number; black?: number }, b: { white?: number; black?: number }) =>
        Math.min(a.white!, a.black!) - Math.min(b.white!, b.black!);
      expect([...swiss.played[round - 1].pairs].sort(byLowest)).toEqual(pairs.sort(byLowest));
      const bye = matches.find((match) => match.entry2Id === null || match.entry1Id === null)!;
      expect(swiss.played[round - 1].bye).toBe(seedOf.get((bye.entry1Id ?? bye.entry2Id)!));
    }
    expect(swiss.played[1].pairs.filter((pair) => pair.walkover)).toHaveLength(1);
  });

  test('?round=1 stops after round 1; a round not played or not a number is refused', async () => {
    const { tournament } = await playedSwiss();
    expect(readBack((await download(tournament.slug, '?round=1')).text).played).toHaveLength(1);
    const unplayed = await download(tournament.slug, '?round=3');
    expect([unplayed.status, unplayed.text]).toEqual([400, 'Round 3 has not been played: rounds 1 to 2 are.']);
    const bad = await download(tournament.slug, '?round=two');
    expect([bad.status, bad.text]).toEqual([400, 'The round must be a whole number, not "two".']);
  });
});

test('another format is refused; before the start there is nothing to export', async () => {
  const { actor } = await makeOrganiser(test_.db);
  const { tournament: knockout } = await startedTournament(test_.db, actor, 4);
  expect(await download(knockout.slug)).toMatchObject({
    status: 400,
    text: 'A TRF describes a Swiss; this tournament is not one.',
  });
  const { tournament: draft } = await readyTournament(test_.db, actor, 4, { format: 'swiss', rounds: 2 });
  expect((await download(draft.slug)).status).toBe(404);
});
