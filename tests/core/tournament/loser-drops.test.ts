import { defaultMinorOrdering } from 'brackets-manager/dist/ordering';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { dropPlan, nextPowerOfTwo } from '@/core/tournament';
import type { Stage, StageMatch } from '@/core/tournament/types';
import { build, lcg, playOut } from './helpers';
import { firstPossibleRematch, latestFirstRematch, planRematch, type Method } from './rematches';

const doubleElimination = (count: number) => build(count, { format: 'double-elimination', grandFinalReset: true });

/** Where the loser of each winners-bracket match drops: `W2-1` → `L2-2/0`. */
function drops(stage: Stage): Record<string, string> {
  return Object.fromEntries(
    stage.matches
      .filter((candidate) => candidate.part === 'winners' && candidate.loserTo)
      .map((candidate) => [candidate.key, `${candidate.loserTo!.match}/${candidate.loserTo!.slot}`]),
  );
}

/** The drop plan of a bracket size in brackets-manager's names, one method per winners round. */
function planOf(size: number): Method[] {
  const { first, later } = dropPlan(size);
  return [first, ...later].map((method) => method.replaceAll('-', '_') as Method);
}

/**
 * Per bracket size: the first losers round where a rematch is possible with the plan
 * chosen, the latest any plan of brackets-manager's orderings allows, and with brackets-
 * manager's default plan (it has defaults up to 128 entries).
 */
const FIRST_REMATCH: [size: number, best: number, bracketsManager?: number][] = [
  [4, 2, 2],
  [8, 3, 3],
  [16, 4, 3],
  [32, 5, 5],
  [64, 7, 6],
  [128, 8, 7],
  [256, 9],
  [512, 9],
  [1024, 9],
];
const bestRound = new Map(FIRST_REMATCH.map(([size, best]) => [size, best]));

describe('losers-bracket drops', () => {
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
    const table = drops(doubleElimination(16));
    for (let position = 1; position <= 8; position++)
      expect(table[`W1-${position}`]).toBe(`L1-${Math.ceil(position / 2)}/${(position - 1) % 2}`);
    expect([1, 2, 3, 4].map((position) => table[`W2-${position}`])).toEqual(['L2-4/0', 'L2-3/0', 'L2-2/0', 'L2-1/0']);
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
});

describe('the first possible rematch, as late as the drop orders allow', () => {
  test.each(FIRST_REMATCH)('%i entries: no rematch possible before losers round %i', (size, best, bracketsManager) => {
    const defaults = defaultMinorOrdering[size] as Method[] | undefined;
    if (defaults) expect(planRematch(size, defaults)).toBe(bracketsManager);
    // Searched preferring brackets-manager's order (ours beyond its table), the plan keeps
    // it in every round where a best plan can, earliest rounds first.
    expect(latestFirstRematch(size, defaults ?? planOf(size))).toEqual({ round: best, plan: planOf(size) });
    const stage = doubleElimination(size);
    expect(firstPossibleRematch(stage)).toBe(best);
    const losersRounds = stage.matches.filter((match) => match.part === 'losers').map((match) => match.round);
    expect(Math.max(...losersRounds)).toBe(2 * Math.log2(size) - 2);
  });

  // The builder pads a field to the next power of two with byes; a bye drops nobody, which
  // could let another plan do better for that field, so every count is searched on its own.
  test.each(FIRST_REMATCH.filter(([size]) => size <= 256))(
    'every field a %i-entry bracket holds, byes included: the latest any plan allows',
    (size) => {
      for (let count = Math.max(4, size / 2 + 1); count <= size; count++) {
        const built = firstPossibleRematch(doubleElimination(count));
        expect([count, planRematch(count, planOf(size))]).toEqual([count, built]);
        expect([count, latestFirstRematch(count, planOf(size)).round]).toEqual([count, built]);
        expect([count, built]).toEqual([count, bestRound.get(size)]);
      }
    },
  );

  test('played out at random, no two entries who met in the winners bracket meet again before that round', () => {
    /** Who played a match, in either order. */
    const pairing = (match: StageMatch) =>
      match.slots
        .map((slot) => slot.entry)
        .sort()
        .join(' v ');
    const fieldOfAnySize = fc
      .integer({ min: 2, max: 8 })
      .chain((rounds) => fc.integer({ min: Math.max(4, 2 ** (rounds - 1) + 1), max: 2 ** rounds }));
    fc.assert(
      fc.property(fieldOfAnySize, fc.integer(), (count, seed) => {
        const random = lcg(seed);
        const { played } = playOut(doubleElimination(count), () => (random() < 0.5 ? 0 : 1));
        const met = new Set(played.filter((match) => match.part === 'winners').map(pairing));
        const before = bestRound.get(nextPowerOfTwo(count))!;
        const rematches = played.filter(
          (match) => match.part === 'losers' && match.round < before && met.has(pairing(match)),
        );
        expect(rematches.map((match) => `${match.key}: ${pairing(match)}`)).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });
});
