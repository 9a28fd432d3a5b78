import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { placements, roundName } from '@/core/tournament';
import type { Stage, StageMatch } from '@/core/tournament/types';
import { build, lcg, match, playOut, seats } from './helpers';

const doubleElimination = (count: number, grandFinalReset = true) =>
  build(count, { format: 'double-elimination', grandFinalReset });

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
