// A Swiss stage as a TRF and back: each entry's rounds in TRF's codes (the first mover white, a
// walkover + and -, the bye U, an absence Z), the points and ranks of the standings after the round
// exported; the TRF read back as the same pairs, byes and absences; what a Warri Swiss cannot hold
// refused by player and round.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { nextRound, recordResult, standings, withdraw } from '@/core/tournament';
import type { Stage } from '@/core/tournament/types';
import { swissToTrf, type TrfEvent } from '@/core/trf/from-stage';
import { parseTrf } from '@/core/trf/parse-trf';
import { trfToSwiss } from '@/core/trf/to-swiss';
import type { TrfFile, TrfPlayer } from '@/core/trf/types';
import { writeTrf } from '@/core/trf/write-trf';
import { build, lcg, unwrap } from '../tournament/helpers';

const event: TrfEvent = { name: 'Antigua Swiss', city: 'St John’s', startsOn: '2026-03-01', endsOn: '2026-03-02' };
const entrant = (entry: string) => ({
  name: `Player ${entry.slice(1)}`,
  rating: entry === 'p5' ? null : 2000 - Number(entry.slice(1)),
});

function exported(stage: Stage, round?: number): TrfFile {
  const outcome = swissToTrf(stage, entrant, event, round);
  if (!outcome.ok) throw new Error(outcome.error.message);
  return outcome.value;
}

const players = (file: TrfFile) => file.records.filter((record): record is TrfPlayer => record.type === 'player');
const cells = (file: TrfFile) =>
  players(file).map((player) => player.rounds.map((round) => `${round.opponent} ${round.colour} ${round.result}`));

/** Five players, three rounds: round 1 as drawn, a walkover in round 2, p5 withdraws after round 2. */
function fivePlayers(): Stage {
  let stage = build(5, { format: 'swiss', rounds: 3 });
  // Round 1: 1-3 (p1 first), 4-2 (p4 first), p5 bye.
  stage = unwrap(recordResult(stage, 'R1-1', { winner: 'p1', wins: [6, 2] })).stage;
  stage = unwrap(recordResult(stage, 'R1-2', { winner: 'p2', wins: [4, 6] })).stage;
  stage = unwrap(nextRound(stage)).stage;
  for (const match of stage.matches.filter((candidate) => candidate.round === 2 && candidate.status === 'ready')) {
    const walkover = match.slots.some((slot) => slot.entry === 'p5');
    const winner = walkover ? match.slots.find((slot) => slot.entry !== 'p5')!.entry! : match.slots[0].entry!;
    stage = unwrap(recordResult(stage, match.key, { winner, walkover })).stage;
  }
  stage = unwrap(withdraw(stage, 'p5')).stage;
  return unwrap(nextRound(stage)).stage;
}

describe('swissToTrf', () => {
  test('five players after two rounds: every code, the points and ranks of the standings', () => {
    const stage = fivePlayers();
    const file = exported(stage);
    const text = writeTrf(file);
    expect(text.split('\n').slice(0, 7)).toEqual([
      '012 Antigua Swiss',
      '022 St John’s',
      '042 2026/03/01',
      '052 2026/03/02',
      '062 5',
      '072 4',
      '092 Swiss system, Warri series (first to 6 games)',
    ]);
    // p5 withdrew after round 2: round 3 was paired without him.
    expect(text.split('\n').slice(-4)).toEqual(['XXR 3', 'XXC white1', 'XXZ 5', '']);
    // Round 3 is paired but not played: the export stops at round 2.
    const round2 = stage.matches.filter((match) => match.round === 2);
    const opponentIn2 = (entry: string) =>
      round2
        .find((match) => match.slots.some((slot) => slot.entry === entry))!
        .slots.find((slot) => slot.entry !== entry)!.entry;
    expect(opponentIn2('p5')).not.toBeNull();
    expect(cells(file).map((rounds) => rounds[0])).toEqual(['3 w 1', '4 b 1', '1 b 0', '2 w 0', '0 - U']);
    expect(cells(file)[4][1]).toMatch(/^\d [wb] -$/);
    const rows = new Map(
      standings({ ...stage, matches: stage.matches.filter((match) => match.round <= 2) }).map((row) => [
        row.entry,
        row,
      ]),
    );
    for (const player of players(file)) {
      const row = rows.get(`p${player.startRank}`)!;
      expect([player.points, player.rank]).toEqual([row.matchPoints, row.rank]);
      const scored = player.rounds.filter((round) => ['1', '+', 'U'].includes(round.result)).length;
      expect(player.points).toBe(scored);
    }
    expect(players(file)[4]).toMatchObject({ name: 'Player 5', rating: null, points: 1 });
  });

  test('any round played can be exported; an absent entry is Z', () => {
    let stage = fivePlayers();
    for (const match of stage.matches.filter((candidate) => candidate.status === 'ready'))
      stage = unwrap(recordResult(stage, match.key, { winner: match.slots[0].entry! })).stage;
    expect(players(exported(stage, 1)).map((player) => player.rounds.length)).toEqual([1, 1, 1, 1, 1]);
    expect(cells(exported(stage))[4][2]).toBe('0 - Z');
  });

  test('the arbiter’s instructions: a requested half-point bye is H with its points, forbidden pairs are XXP', () => {
    let stage = build(6, { format: 'swiss', rounds: 3 });
    for (const match of stage.matches)
      stage = unwrap(recordResult(stage, match.key, { winner: match.slots[0].entry! })).stage;
    stage = {
      ...stage,
      swiss: {
        forbidden: [['p1', 'p2']],
        requestedByes: [{ round: 2, entry: 'p6', points: 0.5 }],
        grantedPoints: [],
        acceleration: 'none',
      },
    };
    stage = unwrap(nextRound(stage)).stage;
    for (const match of stage.matches.filter((candidate) => candidate.status === 'ready'))
      stage = unwrap(recordResult(stage, match.key, { winner: match.slots[0].entry! })).stage;
    const file = exported(stage);
    const sixth = players(file)[5];
    expect(sixth.rounds[1]).toEqual({ opponent: 0, colour: '-', result: 'H' });
    expect(sixth.points).toBe(standings(stage).find((row) => row.entry === 'p6')!.matchPoints);
    expect(file.records).toContainEqual({ type: 'forbidden', startRanks: [1, 2] });
    expect(writeTrf(file)).toContain('\nXXP 1 2\n');
  });

  test.each([
    ['a round not finished', 3, 'round-not-played', 'Round 3 has not been played: rounds 1 to 2 are.'],
    ['a round past the last', 9, 'round-not-played', 'Round 9 has not been played: rounds 1 to 2 are.'],
    ['a negative round', -1, 'round-not-played', 'Round -1 has not been played: rounds 1 to 2 are.'],
  ])('refused: %s', (_, round, code, message) => {
    expect(swissToTrf(fivePlayers(), entrant, event, round)).toEqual({ ok: false, error: { code, message } });
  });

  test('refused for another format', () => {
    const outcome = swissToTrf(build(4, { format: 'round-robin', doubleRound: false }), entrant, event);
    expect(!outcome.ok && outcome.error.code).toBe('not-swiss');
  });

  test('a long name is cut at its 33 columns', () => {
    const outcome = swissToTrf(
      build(2, { format: 'swiss', rounds: 1 }),
      () => ({ name: 'A'.repeat(40), rating: null }),
      event,
    );
    expect(outcome.ok && players(outcome.value)[0].name).toBe('A'.repeat(33));
  });
});

/** A random Swiss: random winners, some walkovers, a withdrawal now and then, played to a random round. */
function randomSwiss(count: number, rounds: number, seed: number): Stage {
  const random = lcg(seed);
  let stage = build(count, { format: 'swiss', rounds });
  for (let round = 1; round <= rounds; round++) {
    for (const match of stage.matches.filter((candidate) => candidate.status === 'ready')) {
      const winner = match.slots[random() < 0.5 ? 0 : 1].entry!;
      stage = unwrap(recordResult(stage, match.key, { winner, walkover: random() < 0.15 })).stage;
    }
    const active = stage.entries.filter((entry) => !stage.withdrawn.includes(entry));
    if (random() < 0.2 && active.length > 2)
      stage = unwrap(withdraw(stage, active[Math.floor(random() * active.length)])).stage;
    const next = nextRound(stage);
    if (!next.ok) break;
    stage = next.value.stage;
  }
  return stage;
}

test('any Swiss written as a TRF and read back gives its pairs, first movers, winners, byes and absences', () => {
  fc.assert(
    fc.property(
      fc
        .integer({ min: 2, max: 14 })
        .chain((count) => fc.tuple(fc.constant(count), fc.integer({ min: 1, max: Math.min(7, count - 1) }))),
      fc.integer(),
      ([count, rounds], seed) => {
        const stage = randomSwiss(count, rounds, seed);
        const parsed = parseTrf(writeTrf(exported(stage)));
        if (!parsed.ok) throw new Error(parsed.error.message);
        const read = trfToSwiss(parsed.value);
        if (!read.ok) throw new Error(read.error.message);
        const rank = (entry: string | null) => stage.entries.indexOf(entry!) + 1;
        expect(read.value.players.map((player) => player.name)).toEqual(
          stage.entries.map((entry) => entrant(entry).name),
        );
        expect(read.value.rounds).toBe(rounds);
        read.value.played.forEach((round, index) => {
          const matches = stage.matches.filter((match) => match.round === index + 1 && match.status === 'finished');
          const pairs = matches
            .filter((match) => match.result!.how !== 'bye' && match.slots.every((slot) => slot.entry !== null))
            .map((match) => {
              const first = match.firstMover ?? 0;
              return {
                white: rank(match.slots[first].entry),
                black: rank(match.slots[first === 0 ? 1 : 0].entry),
                winner: match.result!.winner === null ? null : rank(match.slots[match.result!.winner].entry),
                walkover: match.result!.how === 'walkover' || match.result!.winner === null,
              };
            });
          const sorted = <T extends { white: number; black: number }>(list: T[]) =>
            [...list].sort((a, b) => Math.min(a.white, a.black) - Math.min(b.white, b.black));
          expect(sorted(round.pairs)).toEqual(sorted(pairs));
          const bye = matches.find(
            (match) => match.result!.how === 'bye' || match.slots.some((slot) => slot.entry === null),
          );
          expect(round.bye).toBe(bye ? rank(bye.slots.find((slot) => slot.entry !== null)!.entry) : null);
          expect(round.pairs.length * 2 + (round.bye ? 1 : 0) + round.absent.length).toBe(count);
        });
      },
    ),
    { numRuns: 200 },
  );
});

describe('trfToSwiss refuses what a Warri Swiss cannot hold, naming the player and round', () => {
  const line = (rank: number, ...rounds: string[]) =>
    `001 ${String(rank).padStart(4)}      Player ${rank}`.padEnd(80) +
    ' 0.0'.padEnd(11) +
    rounds.map((round) => round.padEnd(10)).join('');
  const read = (...lines: string[]) => {
    const parsed = parseTrf(lines.join('\n'));
    if (!parsed.ok) throw new Error(parsed.error.message);
    return trfToSwiss(parsed.value);
  };
  test.each([
    ['a draw', [line(1, '   2 w ='), line(2, '   1 b =')], 'draw', 1, 1],
    ['a half-point bye', [line(1, '   2 w 1', '0000 - H'), line(2, '   1 b 0', '0000 - U')], 'unsupported-bye', 1, 2],
    ['two byes in a round', [line(1, '0000 - U'), line(2, '0000 - U')], 'two-byes', 2, 1],
    ['a pair its other line denies', [line(1, '   2 w 1'), line(2, '   1 b 1')], 'pairing-mismatch', 1, 1],
    ['the same colour on both lines', [line(1, '   2 w 1'), line(2, '   1 w 0')], 'pairing-mismatch', 1, 1],
    ['an opponent without a record', [line(1, '   3 w 1'), line(2, '0000 - U')], 'unknown-opponent', 1, 1],
    ['a gap in the starting ranks', [line(1), line(3)], 'start-rank-gap', 2, undefined],
    ['a win without an opponent', [line(1, '0000 - 1'), line(2, '0000 - Z')], 'result-without-opponent', 1, 1],
    [
      'a pair without result beside results',
      [line(1, '   2 w 1', '   2 b'), line(2, '   1 b 0', '   1 w 1')],
      'no-result',
      1,
      2,
    ],
    [
      'more rounds than XXR',
      [line(1, '   2 w 1', '   2 b 0'), line(2, '   1 b 0', '   1 w 1'), 'XXR 1'],
      'too-many-rounds',
      undefined,
      2,
    ],
    ['no player', ['012 Empty'], 'no-players', undefined, undefined],
  ])('%s', (_, lines, code, startRank, round) => {
    const outcome = read(...lines);
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(outcome.error).toMatchObject({ code, startRank, round });
  });

  test('a last round without results is the round being paired, left out; a double forfeit has no winner', () => {
    const outcome = read(line(1, '   2 w -', '   2 b'), line(2, '   1 b -', '   1 w'), line(3, '0000 - U'));
    expect(outcome.ok && outcome.value.played).toEqual([
      { pairs: [{ white: 1, black: 2, winner: null, walkover: true }], bye: 3, absent: [] },
    ]);
  });
});
