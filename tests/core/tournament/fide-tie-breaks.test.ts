import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { addEntry, standings, withdraw } from '@/core/tournament';
import type { MatchResult, Stage, StageMatch, TieBreak } from '@/core/tournament/types';
import { build, lcg, playOut, unwrap } from './helpers';

/**
 * A Swiss (or a round robin) written out round by round: "p1>p2" p1 beat p2 over the board,
 * "p1>p2 wo" p2 did not come (a walkover), "p3 bye" a pairing bye; an entry missing from a
 * Swiss round had no match in it.
 */
function tableOf(
  format: 'swiss' | 'round-robin',
  entries: string[],
  rounds: string[][],
  tieBreaks: TieBreak[],
  extra: Partial<Stage> = {},
): Stage {
  const matches = rounds.flatMap((games, index) =>
    games.map((game, position): StageMatch => {
      const [pair, how] = game.split(' ');
      const [a, b] = pair.split('>');
      const result: MatchResult =
        how === 'bye'
          ? { winner: 0, how: 'bye', wins: null, draws: 0, captures: null }
          : { winner: 0, how: how === 'wo' ? 'walkover' : 'played', wins: [6, 0], draws: 0, captures: null };
      return {
        key: `S${index + 1}-${position + 1}`,
        part: format,
        group: null,
        round: index + 1,
        position: position + 1,
        slots: [
          { source: { type: 'seed', seed: entries.indexOf(a) + 1 }, entry: a, bye: false },
          how === 'bye'
            ? { source: { type: 'bye' }, entry: null, bye: true }
            : { source: { type: 'seed', seed: entries.indexOf(b) + 1 }, entry: b, bye: false },
        ],
        winnerTo: null,
        loserTo: null,
        firstMover: null,
        onlyIf: null,
        status: 'finished',
        result,
      };
    }),
  );
  return {
    settings: format === 'swiss' ? { format, rounds: rounds.length } : { format, doubleRound: false },
    series: { winsNeeded: 6, firstMove: 'alternate', opening: 'seed', maxGames: null },
    tieBreaks,
    entries,
    withdrawn: [],
    groups: [],
    matches,
    ...extra,
  };
}

// Five players, three rounds: p5 has the pairing bye in round 1 and a walkover win in round 3
// (p2 did not come); p4 lost round 1 and withdrew, so had no match in rounds 2 and 3.
const event = (tieBreaks: TieBreak[]) =>
  tableOf(
    'swiss',
    ['p1', 'p2', 'p3', 'p4', 'p5'],
    [
      ['p1>p2', 'p3>p4', 'p5 bye'],
      ['p1>p5', 'p2>p3'],
      ['p3>p1', 'p5>p2 wo'],
    ],
    tieBreaks,
    { withdrawn: ['p4'], ratings: { p1: 2000, p2: 1800, p3: 1700, p4: 1500 } },
  );

describe('FIDE C.07 figures, worked by hand', () => {
  // Scores: p1 2, p2 1, p3 2, p4 0, p5 2. Adjusted for the opponents (Art. 16.3): p4's two
  // rounds after withdrawing are requested byes followed only by such rounds, so draws: 1;
  // p2's forfeit loss and p5's bye and forfeit win count as awarded: p2 1, p5 2.
  // Own unplayed rounds are met by a dummy with the player's own score (16.4): p2's forfeit
  // loss 1, p4's absences 0 and 0, p5's bye and forfeit win 2 and 2.
  const rows = standings(event([]));
  const byEntry = new Map(rows.map((row) => [row.entry, row]));
  test.each([
    // entry, BH, BH-C1, BH-M1, SB, PS, WIN, ARO, the house Buchholz
    ['p1', 1 + 2 + 2, 2 + 2, 2, 1 + 2, 1 + 2 + 2, 2, 1750, 5],
    // p2's cut is its forfeit loss (a VUR, Art. 16.5), though it is not below p1's 2.
    ['p2', 2 + 2 + 1, 2 + 2, 2, 2, 0 + 1 + 1, 1, 1850, 6],
    ['p3', 1 + 1 + 2, 1 + 2, 1, 1 + 2, 1 + 1 + 2, 2, 1767, 3],
    ['p4', 2 + 0 + 0, 2 + 0, 0, 0, 0, 0, 1700, 2],
    // p5 has unplayed rounds but no voluntary ones: the least value is cut; unrated, so no ARO for p1.
    ['p5', 2 + 2 + 2, 2 + 2, 2, 2 + 2, 1 + 1 + 2, 2, 2000, 3],
  ])('%s', (entry, bh, cut1, median1, sb, ps, wins, aro, house) => {
    expect(byEntry.get(entry)!.fide).toEqual({
      buchholz: bh,
      buchholzCut1: cut1,
      buchholzMedian1: median1,
      sonnebornBerger: sb,
      progressiveScore: ps,
      wins,
      averageOpponentRating: aro,
    });
    expect(byEntry.get(entry)!.buchholz).toBe(house);
  });

  test.each([
    // Requested byes and a late entry (Art. 16.2.3, 16.2.5): p2 asked for a half-point bye in
    // round 2 and played round 3, so it counts as given (½); p3 asked for a zero-point bye in the
    // last round, so for its opponents it is a draw (adjusted 1.5); p5 entered in round 3 with
    // 1 point granted for the two rounds it missed, ½ each, requested byes followed by a game.
    // entry, BH, BH-C1, BH-M1, SB, PS, WIN
    ['p1', 0.5 + 1.5 + 2, 1.5 + 2, 1.5, 0.5 + 1.5, 1 + 2 + 2, 2],
    ['p2', 2 + 0.5 + 2, 2 + 2, 2, 0.5 * 0.5, 0 + 0.5 + 0.5, 0],
    ['p3', 2 + 2 + 1, 2 + 2, 2, 2, 1 + 1 + 1, 1],
    ['p4', 1.5 + 2 + 0.5, 1.5 + 2, 1.5, 2 + 0.5, 0 + 1 + 2, 2],
    ['p5', 2 + 2 + 2, 2 + 2, 2, 0.5 * 2 + 0.5 * 2 + 2, 0.5 + 1 + 2, 1],
  ])('with the arbiter’s byes and a late entry: %s', (entry, bh, cut1, median1, sb, ps, wins) => {
    const stage = tableOf(
      'swiss',
      ['p1', 'p2', 'p3', 'p4', 'p5'],
      [
        ['p1>p2', 'p3>p4'],
        ['p1>p3', 'p4 bye'],
        ['p4>p2', 'p5>p1'],
      ],
      [],
      {
        swiss: {
          forbidden: [],
          requestedByes: [
            { round: 2, entry: 'p2', points: 0.5 },
            { round: 3, entry: 'p3', points: 0 },
          ],
          grantedPoints: [['p5', 1]],
          acceleration: 'none',
        },
      },
    );
    const row = standings(stage).find((candidate) => candidate.entry === entry)!;
    expect(row.fide).toMatchObject({
      buchholz: bh,
      buchholzCut1: cut1,
      buchholzMedian1: median1,
      sonnebornBerger: sb,
      progressiveScore: ps,
      wins,
    });
  });

  test('the order and the explanation follow the chosen FIDE tie-breaks', () => {
    const ranked = standings(event(['direct-encounter', 'fide-buchholz']));
    expect(ranked.map((row) => row.entry)).toEqual(['p5', 'p1', 'p3', 'p2', 'p4']);
    // p1, p3, p5 level on 2: p3 beat p1, p1 beat p5, p3 and p5 never met, so p5 could still
    // reach p1's and p3's point: direct encounter leaves all three level (Art. 6), Buchholz decides.
    expect(ranked.slice(0, 3).map((row) => [row.directEncounter, row.separation])).toEqual([
      [1, { below: 'p1', by: 'fide-buchholz', values: [6, 5] }],
      [1, { below: 'p3', by: 'fide-buchholz', values: [5, 4] }],
      [1, { below: 'p2', by: 'match-points', values: [2, 1] }],
    ]);
    expect(standings(event(['fide-buchholz-median1', 'progressive-score']))[0].separation).toEqual({
      below: 'p5',
      by: 'progressive-score',
      values: [5, 4],
    });
  });

  test('direct encounter splits a block whose members all met, then again each part still level (Art. 6)', () => {
    // A round robin of six: p1–p4 end on 2. Among them p1 and p2 took 2, p3 and p4 took 1; then
    // p1 beat p2 and p3 beat p4, which the second pass among each pair finds.
    const games = ['p1>p2', 'p1>p3', 'p4>p1', 'p2>p3', 'p2>p4', 'p3>p4', 'p5>p1', 'p6>p1', 'p5>p2', 'p6>p2'];
    const rest = ['p3>p5', 'p6>p3', 'p4>p6', 'p5>p4', 'p5>p6'];
    const six = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6'];
    const rows = standings(tableOf('round-robin', six, [games, rest], ['direct-encounter']));
    expect(rows.map((row) => [row.entry, row.matchPoints, row.directEncounter])).toEqual([
      ['p5', 4, null],
      ['p6', 3, null],
      ['p1', 2, 1],
      ['p2', 2, 0],
      ['p3', 2, 1],
      ['p4', 2, 0],
    ]);
    expect(rows.slice(2, 5).map((row) => row.separation)).toEqual([
      { below: 'p2', by: 'direct-encounter', values: [1, 0] },
      { below: 'p3', by: 'direct-encounter', values: [2, 1] },
      { below: 'p4', by: 'direct-encounter', values: [1, 0] },
    ]);
  });
});

/** A Swiss of `count` played out with random winners, one random player withdrawing and one entering late. */
function randomSwiss(count: number, seed: number, tieBreaks: TieBreak[] = []): Stage {
  const random = lcg(seed);
  const rounds = Math.min(5, count - 1);
  let stage = build(count, { format: 'swiss', rounds }, { tieBreaks });
  const leaver = `p${1 + Math.floor(random() * count)}`;
  const leaveAfter = 1 + Math.floor(random() * rounds);
  for (let round = 1; round <= rounds; round++) {
    stage = playOut(stage, () => (random() < 0.5 ? 0 : 1)).stage;
    if (round === leaveAfter) stage = unwrap(withdraw(stage, leaver)).stage;
    if (round === 1) stage = unwrap(addEntry(stage, 'late')).stage;
  }
  return stage;
}

describe('properties over random Swiss events', () => {
  test('cut-1 ≤ Buchholz and median-1 ≤ cut-1; wins and progressive score agree with the points', () => {
    fc.assert(
      fc.property(fc.integer({ min: 4, max: 10 }), fc.integer(), (count, seed) => {
        for (const row of standings(randomSwiss(count, seed))) {
          expect(row.fide.buchholzCut1).toBeLessThanOrEqual(row.fide.buchholz);
          expect(row.fide.buchholzMedian1).toBeLessThanOrEqual(row.fide.buchholzCut1);
          expect(row.fide.wins).toBe(row.matchPoints);
          expect(row.fide.progressiveScore).toBeGreaterThanOrEqual(row.matchPoints);
        }
      }),
      { numRuns: 60 },
    );
  });

  test('a player who played every round, against opponents who all stayed to the end, has the same Buchholz under both rules', () => {
    fc.assert(
      fc.property(fc.integer({ min: 4, max: 10 }), fc.integer(), (count, seed) => {
        const stage = randomSwiss(count, seed);
        const rounds = Math.max(...stage.matches.map((item) => item.round));
        const rows = standings(stage);
        const stayed = (entry: string) => !stage.withdrawn.includes(entry) && entry !== 'late';
        for (const row of rows) {
          const own = stage.matches.filter((item) => item.slots.some((slot) => slot.entry === row.entry));
          const allPlayed = own.length === rounds && own.every((item) => item.result?.how === 'played');
          const opponents = own.flatMap((item) => item.slots.map((slot) => slot.entry!)).filter((e) => e !== row.entry);
          if (allPlayed && opponents.every(stayed)) expect(row.fide.buchholz).toBe(row.buchholz);
        }
      }),
      { numRuns: 60 },
    );
  });

  test('direct encounter orders a pair level on points who met by the result of their meeting', () => {
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 7 }), fc.integer(), (count, seed) => {
        const random = lcg(seed);
        const stage = playOut(
          build(count, { format: 'round-robin', doubleRound: false }, { tieBreaks: ['direct-encounter'] }),
          () => (random() < 0.5 ? 0 : 1),
        ).stage;
        const rows = standings(stage);
        for (const [index, row] of rows.entries()) {
          const level = rows.filter((other) => other.matchPoints === row.matchPoints);
          if (level.length !== 2 || level[0] !== row) continue;
          const below = rows[index + 1];
          const meeting = stage.matches.find(
            (item) =>
              item.slots.some((slot) => slot.entry === row.entry) &&
              item.slots.some((slot) => slot.entry === below.entry),
          )!;
          expect(meeting.slots[meeting.result!.winner!].entry).toBe(row.entry);
          expect(row.separation).toEqual({ below: below.entry, by: 'direct-encounter', values: [1, 0] });
        }
      }),
      { numRuns: 100 },
    );
  });
});
