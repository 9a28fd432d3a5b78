import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { dropPlan, placements, roundName } from '@/core/tournament';
import type { Stage, StageMatch } from '@/core/tournament/types';
import { build, lcg, match, playOut, seats } from './helpers';

const doubleElimination = (count: number, grandFinalReset = true) =>
  build(count, { format: 'double-elimination', grandFinalReset });

/** Where the loser of each winners-bracket match drops: `W2-1` → `L2-2/0`. */
function drops(stage: Stage): Record<string, string> {
  return Object.fromEntries(
    stage.matches
      .filter((candidate) => candidate.part === 'winners' && candidate.loserTo)
      .map((candidate) => [candidate.key, `${candidate.loserTo!.match}/${candidate.loserTo!.slot}`]),
  );
}

describe('losers-bracket drops (Challonge / brackets-manager defaults)', () => {
  test('8 entries', () => {
    expect(drops(doubleElimination(8))).toEqual({
      'W1-1': 'L1-1/0',
      'W1-2': 'L1-1/1',
      'W1-3': 'L1-2/0',
      'W1-4': 'L1-2/1',
      'W2-1': 'L2-2/0',
      'W2-2': 'L2-1/0',
      'W3-1': 'L4-1/0',
    });
  });

  test('16 entries', () => {
    const stage = doubleElimination(16);
    const table = drops(stage);
    for (let position = 1; position <= 8; position++)
      expect(table[`W1-${position}`]).toBe(`L1-${Math.ceil(position / 2)}/${(position - 1) % 2}`);
    expect([1, 2, 3, 4].map((position) => table[`W2-${position}`])).toEqual(['L2-2/0', 'L2-1/0', 'L2-4/0', 'L2-3/0']);
    expect([1, 2].map((position) => table[`W3-${position}`])).toEqual(['L4-2/0', 'L4-1/0']);
    expect(table['W4-1']).toBe('L6-1/0');
  });

  test('32 entries', () => {
    const table = drops(doubleElimination(32));
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((position) => table[`W2-${position}`])).toEqual(
      [8, 7, 6, 5, 4, 3, 2, 1].map((position) => `L2-${position}/0`),
    );
    expect([1, 2, 3, 4].map((position) => table[`W3-${position}`])).toEqual(['L4-3/0', 'L4-4/0', 'L4-1/0', 'L4-2/0']);
    expect([1, 2].map((position) => table[`W4-${position}`])).toEqual(['L6-1/0', 'L6-2/0']);
    expect(table['W5-1']).toBe('L8-1/0');
  });

  test('drop plans beyond the published tables keep the same five methods', () => {
    expect(dropPlan(1024)).toEqual({
      first: 'natural',
      later: [
        'reverse',
        'half-shift',
        'reverse-half-shift',
        'pair-flip',
        'pair-flip',
        'pair-flip',
        'natural',
        'natural',
        'natural',
      ],
    });
  });

  // The earliest losers round in which two players who met in the winners bracket could
  // meet again, whatever the results: a player who lost match A and one who lost match B
  // have met iff one of A, B lies on the other's path to the final.
  function earliestRematch(stage: Stage): number {
    const lostIn = new Map<string, string[]>();
    const related = (a: string, b: string) => {
      const [roundA, positionA] = a.slice(1).split('-').map(Number);
      const [roundB, positionB] = b.slice(1).split('-').map(Number);
      if (roundA === roundB) return false;
      const [low, lowPosition, high, highPosition] =
        roundA < roundB ? [roundA, positionA, roundB, positionB] : [roundB, positionB, roundA, positionA];
      return Math.ceil(lowPosition / 2 ** (high - low)) === highPosition;
    };
    let earliest = Infinity;
    for (const candidate of stage.matches.filter((item) => item.part === 'losers')) {
      const [a, b] = candidate.slots.map((slot) =>
        slot.source.type === 'loser'
          ? [slot.source.match]
          : slot.source.type === 'winner'
            ? lostIn.get(slot.source.match)!
            : [],
      );
      lostIn.set(candidate.key, [...a, ...b]);
      if (a.some((x) => b.some((y) => related(x, y)))) earliest = Math.min(earliest, candidate.round);
    }
    return earliest;
  }

  test.each([
    [8, 3, 4],
    [16, 3, 6],
    [32, 5, 8],
    [64, 6, 10],
    [128, 7, 12],
    [256, 9, 14],
    [1024, 9, 18],
  ])('%i entries: no rematch possible before losers round %i of %i', (count, round, rounds) => {
    const stage = doubleElimination(count);
    expect(Math.max(...stage.matches.filter((item) => item.part === 'losers').map((item) => item.round))).toBe(rounds);
    expect(earliestRematch(stage)).toBe(round);
  });
});

/** Losses per entry over the played and walked-over matches. */
function losses(played: StageMatch[]): Map<string, number> {
  const count = new Map<string, number>();
  for (const item of played) {
    if (!item.result || item.result.winner === null || item.result.how === 'bye') continue;
    const loser = item.slots[item.result.winner === 0 ? 1 : 0].entry!;
    count.set(loser, (count.get(loser) ?? 0) + 1);
  }
  return count;
}

function noneTwiceInARound(stage: Stage): void {
  const seen = new Set<string>();
  for (const item of stage.matches) {
    for (const slot of item.slots) {
      if (slot.entry === null) continue;
      const id = `${item.part}:${item.round}:${slot.entry}`;
      expect(seen.has(id)).toBe(false);
      seen.add(id);
    }
  }
}

describe('played out at random', () => {
  test('single elimination: one champion, everyone else out exactly once', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 80 }), fc.integer(), (count, seed) => {
        const random = lcg(seed);
        const { stage, played } = playOut(build(count, { format: 'single-elimination', thirdPlace: false }), () =>
          random() < 0.5 ? 0 : 1,
        );
        const lost = losses(played);
        expect(played).toHaveLength(count - 1);
        expect(stage.matches.every((item) => item.status === 'finished')).toBe(true);
        const champions = stage.entries.filter((entry) => !lost.has(entry));
        expect(champions).toHaveLength(1);
        expect([...lost.values()].every((times) => times === 1)).toBe(true);
        expect(placements(stage)[0]).toEqual({ entry: champions[0], place: 1, lastPlace: 1, eliminatedIn: null });
        noneTwiceInARound(stage);
      }),
      { numRuns: 80 },
    );
  });

  test('double elimination: one champion, everyone else out after exactly two losses', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 80 }), fc.integer(), fc.boolean(), (count, seed, reset) => {
        const random = lcg(seed);
        const { stage, played } = playOut(doubleElimination(count, reset), () => (random() < 0.5 ? 0 : 1));
        const lost = losses(played);
        const champions = stage.entries.filter((entry) => (lost.get(entry) ?? 0) < 2);
        expect(stage.matches.every((item) => item.status === 'finished' || item.status === 'not-needed')).toBe(true);
        if (reset) {
          expect(champions).toHaveLength(1);
          expect(stage.entries.filter((entry) => entry !== champions[0]).every((entry) => lost.get(entry) === 2)).toBe(
            true,
          );
        } else {
          // Without a reset the grand final is one match: the winners champion can lose it
          // and still be runner-up with one loss.
          expect(champions.length).toBeGreaterThanOrEqual(1);
          expect(champions.length).toBeLessThanOrEqual(2);
        }
        const placed = placements(stage);
        expect(placed).toHaveLength(count);
        expect(placed.filter((item) => item.place === 1)).toHaveLength(1);
        expect(played.length).toBeGreaterThanOrEqual(2 * count - 2);
        expect(played.length).toBeLessThanOrEqual(2 * count - 1);
        noneTwiceInARound(stage);
      }),
      { numRuns: 80 },
    );
  });
});

describe('grand final', () => {
  test('the reset is not needed when the winners champion wins the first', () => {
    const { stage } = playOut(doubleElimination(4), () => 0);
    expect(match(stage, 'GF1').result?.winner).toBe(0);
    expect(match(stage, 'GF2').status).toBe('not-needed');
    expect(
      placements(stage)
        .slice(0, 2)
        .map((item) => item.entry),
    ).toEqual(['p1', 'p2']);
  });

  test('the reset is played when the losers champion wins the first', () => {
    let stage = doubleElimination(4);
    stage = playOut(stage, (item) => (item.key === 'GF1' ? 1 : 0)).stage;
    expect(match(stage, 'GF2').status).toBe('finished');
    expect(seats(stage, 'GF2')).toEqual(['p2', 'p1']);
    expect(match(stage, 'GF2').onlyIf).toEqual({ match: 'GF1', wonBy: 1 });
  });

  test('two entries: the loser of the only winners match is the losers champion', () => {
    const { stage, played } = playOut(doubleElimination(2), (item) => (item.key === 'GF2' ? 0 : 1));
    expect(played.map((item) => item.key)).toEqual(['W1-1', 'GF1', 'GF2']);
    expect(seats(stage, 'GF1')).toEqual(['p2', 'p1']);
    expect(placements(stage).map((item) => item.entry)).toEqual(['p1', 'p2']);
  });
});

describe('single elimination extras', () => {
  test('third-place match between the semi-final losers', () => {
    const { stage } = playOut(build(8, { format: 'single-elimination', thirdPlace: true }), () => 0);
    expect(seats(stage, '3P')).toEqual(['p4', 'p3']);
    expect(placements(stage).map((item) => [item.entry, item.place])).toEqual([
      ['p1', 1],
      ['p2', 2],
      ['p4', 3],
      ['p3', 4],
      ['p8', 5],
      ['p5', 5],
      ['p7', 5],
      ['p6', 5],
    ]);
  });

  test('round names', () => {
    const stage = build(20, { format: 'single-elimination', thirdPlace: false });
    const names = [1, 2, 3, 4, 5].map((round) =>
      roundName(
        stage,
        stage.matches.find((item) => item.round === round)!,
      ),
    );
    expect(names).toEqual(['Round of 32', 'Round of 16', 'Quarter-finals', 'Semi-finals', 'Final']);
    const double = doubleElimination(8);
    expect(['W3-1', 'L1-1', 'L4-1', 'GF1', 'GF2'].map((key) => roundName(double, match(double, key)))).toEqual([
      'Winners final',
      'Losers round 1',
      'Losers final',
      'Grand final',
      'Grand final reset',
    ]);
  });
});
