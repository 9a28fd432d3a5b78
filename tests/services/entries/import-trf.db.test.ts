// A Swiss set up from a TRF: a played Swiss exported after round 2 and imported into a new Swiss
// continues with the same players, seeds, results, withdrawal and round-3 pairing; a file of players
// only enters and seeds them; a file that cannot be read, or that a Warri Swiss cannot hold, is
// refused saying where, with nothing stored; other formats and a tournament with entries are
// refused, and another organiser's draft is not found.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { listEntries } from '@/db/queries/entries';
import type { Match } from '@/db/schema';
import { importSwissTrf } from '@/lib/services/entries/import-trf';
import { awardWalkover } from '@/lib/services/results/award-walkover';
import { createTournament } from '@/lib/services/tournaments/create-tournament';
import { generateNextRound } from '@/lib/services/tournaments/generate-next-round';
import { withdrawEntry } from '@/lib/services/entries/withdraw-entry';
import { swissTrf } from '@/lib/services/views/swiss-trf';
import { setupTestDatabase } from '../../db/helpers';
import {
  makeOrganiser,
  matchesOf,
  playGames,
  readyMatches,
  readyTournament,
  seriesWonBy,
  settings,
  startedTournament,
  emptySwiss,
  trfOfPlayers,
} from '../helpers';

const test_ = setupTestDatabase();

/** Five players, three rounds: round 1 played, a walkover in round 2, seed 5 withdraws, round 3 paired. */
async function playedSwiss() {
  const { db } = test_;
  const { actor } = await makeOrganiser(db);
  const { tournament, entries } = await startedTournament(db, actor, 5, { format: 'swiss', rounds: 3, winsNeeded: 2 });
  for (const match of await readyMatches(db, tournament.id)) await playGames(db, match.id, seriesWonBy(1, 2));
  await generateNextRound(db, actor, tournament.id);
  const [first, ...rest] = await readyMatches(db, tournament.id);
  await awardWalkover(db, actor, { matchId: first.id, winnerEntryId: first.entry2Id!, reason: 'Absent.' });
  for (const match of rest) await playGames(db, match.id, seriesWonBy(2, 2));
  await withdrawEntry(db, actor, { entryId: entries[4].id, reason: 'Had to leave.' });
  await generateNextRound(db, actor, tournament.id);
  return { actor, tournament };
}

async function newSwiss(rounds = 3) {
  const { actor } = await makeOrganiser(test_.db);
  return { actor, tournament: await emptySwiss(test_.db, actor, rounds) };
}

/** Each match of a tournament as `round: first-seed v second-seed → winner-seed (how)`, first mover first. */
async function matchLines(tournamentId: number): Promise<string[]> {
  const seeds = new Map((await listEntries(test_.db, tournamentId)).map((entry) => [entry.id, entry.seed]));
  const seat = (id: number | null) => (id === null ? 'bye' : seeds.get(id));
  return (await matchesOf(test_.db, tournamentId))
    .map((match: Match) => {
      const [a, b] = match.firstMoverSlot === 2 ? [match.entry2Id, match.entry1Id] : [match.entry1Id, match.entry2Id];
      return `${match.round}: ${seat(a)} v ${seat(b)} → ${seat(match.winnerEntryId)} (${match.status})`;
    })
    .sort();
}

describe('a Swiss continued from its TRF', () => {
  test('same players, seeds, results, withdrawal and next pairing; the new Swiss plays on', async () => {
    const original = await playedSwiss();
    const { text } = await swissTrf(test_.db, original.tournament.slug, 2);
    const { actor, tournament } = await newSwiss();
    const imported = await importSwissTrf(test_.db, actor, tournament.id, { trf: text });
    expect(imported).toMatchObject({ entered: 5, roundsPlayed: 2, tournament: { status: 'running' } });

    const before = await listEntries(test_.db, original.tournament.id);
    const after = await listEntries(test_.db, tournament.id);
    const people = (list: typeof before) =>
      list.map((entry) => [entry.seed, entry.player.displayName, entry.player.rating, entry.status]);
    expect(people(after)).toEqual(people(before));
    const lines = await matchLines(tournament.id);
    const originalLines = await matchLines(original.tournament.id);
    // Rounds 1 and 2 as stored (a walkover stays one), round 3 paired as the original paired it.
    expect(lines).toEqual(originalLines);
    expect(lines.filter((line) => line.includes('(walkover)'))).toHaveLength(1);

    for (const match of await readyMatches(test_.db, tournament.id))
      await playGames(test_.db, match.id, seriesWonBy(1, 2));
    expect((await readyMatches(test_.db, tournament.id)).length).toBe(0);
  });

  test('a file of players only: entered and seeded in starting-rank order, not started', async () => {
    const { actor, tournament } = await newSwiss(2);
    const trf = [
      '012 Players only',
      '001    1      Alleyne, Marcus                   2510',
      '001    2      Best, Sandra',
      '001    3      Clarke, Dwayne                    1980',
      '',
    ]
      .map((line) => (line.startsWith('001') ? `${line.padEnd(80)} 0.0` : line))
      .join('\n');
    expect(await importSwissTrf(test_.db, actor, tournament.id, { trf })).toMatchObject({
      entered: 3,
      roundsPlayed: 0,
      tournament: { status: tournament.status },
    });
    const entries = await listEntries(test_.db, tournament.id);
    expect(entries.map((entry) => [entry.seed, entry.player.displayName, entry.player.rating])).toEqual([
      [1, 'Alleyne, Marcus', 2510],
      [2, 'Best, Sandra', null],
      [3, 'Clarke, Dwayne', 1980],
    ]);
  });
});

describe('refusals, with nothing stored', () => {
  const example = readFileSync(join(__dirname, '../../core/trf/fixtures/example.trf'), 'utf8');

  test.each([
    [
      'a line that cannot be read',
      example.replace('2510', '25x0'),
      { code: 'bad-trf', details: { problem: 'bad-number', line: 16, column: 49 } },
    ],
    ['a draw', example, { code: 'trf-unusable', details: { problem: 'draw', startRank: 3, round: 1 } }],
    ['a single player (a Swiss needs two)', trfOfPlayers(['A']), { code: 'bad-entries' }],
  ])('%s', async (_, trf, refusal) => {
    const { actor, tournament } = await newSwiss();
    await expect(importSwissTrf(test_.db, actor, tournament.id, { trf })).rejects.toMatchObject({
      field: 'trf',
      ...refusal,
    });
    expect(await listEntries(test_.db, tournament.id)).toEqual([]);
  });

  test('another format, a tournament with entries, another organiser', async () => {
    const trf = trfOfPlayers(['A', 'B']);
    const { actor } = await makeOrganiser(test_.db);
    const knockout = await createTournament(test_.db, actor, settings());
    await expect(importSwissTrf(test_.db, actor, knockout.id, { trf })).rejects.toMatchObject({ code: 'not-swiss' });
    const { tournament: entered } = await readyTournament(test_.db, actor, 2, { format: 'swiss', rounds: 1 });
    await expect(importSwissTrf(test_.db, actor, entered.id, { trf })).rejects.toMatchObject({ code: 'entries-exist' });
    const { tournament } = await newSwiss(1);
    await expect(importSwissTrf(test_.db, actor, tournament.id, { trf })).rejects.toMatchObject({ kind: 'not-found' });
  });
});
