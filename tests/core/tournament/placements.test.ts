// The places of a knockout, finished and so far: every entrant one place at the end, a place given
// the moment its entry goes out and never changed after, and the one who put you out ahead of you.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { placements, recordResult, withdraw, type FormatSettings, type Placement, type Stage } from '@/core/tournament';
import { build, lcg, playOut, unwrap } from './helpers';

const knockouts = fc.oneof(
  fc.boolean().map((thirdPlace): FormatSettings => ({ format: 'single-elimination', thirdPlace })),
  fc.boolean().map((grandFinalReset): FormatSettings => ({ format: 'double-elimination', grandFinalReset })),
);

/** One ready match played (the winner at random), or one entry still in withdrawn; null when nothing is left to play. */
function step(stage: Stage, random: () => number, withdrawals: boolean): Stage | null {
  const ready = stage.matches.filter((match) => match.status === 'ready');
  if (ready.length === 0) return null;
  const match = ready[Math.floor(random() * ready.length)];
  if (withdrawals && random() < 0.05) return unwrap(withdraw(stage, match.slots[random() < 0.5 ? 0 : 1].entry!)).stage;
  const winner = random() < 0.5 ? 0 : 1;
  return unwrap(
    recordResult(stage, match.key, {
      winner: match.slots[winner].entry!,
      wins: winner === 0 ? [6, 3] : [2, 6],
      draws: 0,
      captures: [160, 150],
    }),
  ).stage;
}

/** Standard competition ranking: a place is one more than the number of entries placed strictly above it. */
function expectRanked(placed: readonly Placement[]): void {
  for (const item of placed) {
    expect(item.place).toBe(1 + placed.filter((other) => other.place < item.place).length);
    expect(placed.filter((other) => other.place === item.place).length).toBeLessThanOrEqual(
      item.lastPlace - item.place + 1,
    );
  }
}

/** The winner of the match that put each entry out is placed above it, or is still in. */
function expectBeatenBelow(stage: Stage, placed: readonly Placement[]): void {
  const placeOf = new Map(placed.map((item) => [item.entry, item.place]));
  for (const item of placed) {
    if (item.eliminatedIn === null) continue;
    const match = stage.matches.find((candidate) => candidate.key === item.eliminatedIn)!;
    if (match.result?.winner === null || match.result?.winner === undefined) continue;
    const winner = match.slots[match.result.winner].entry!;
    if (winner === item.entry) continue; // the third-place match's winner: out there too, but above its loser
    if (placeOf.has(winner)) expect(placeOf.get(winner)!).toBeLessThan(item.place);
  }
}

describe('placements of a knockout', () => {
  test('property: played to the end, every entrant has exactly one place, one champion, ranks consistent with who beat whom; places so far never change', () => {
    fc.assert(
      fc.property(
        knockouts,
        fc.integer({ min: 2, max: 24 }),
        fc.integer(),
        fc.boolean(),
        (settings, count, seed, withdrawals) => {
          const random = lcg(seed);
          let stage = build(count, settings);
          const given = new Map<string, [number, number]>();
          for (let next = step(stage, random, withdrawals); next; next = step(stage, random, withdrawals)) {
            stage = next;
            const placed = placements(stage);
            expect(new Set(placed.map((item) => item.entry)).size).toBe(placed.length);
            expectBeatenBelow(stage, placed);
            // Nobody placed is still to play, and a place once given stays: only a withdrawal, which
            // can put someone out where the bracket had a bye for them, moves the places of those already out.
            const stillToPlay = new Set(
              stage.matches
                .filter((match) => match.status === 'ready')
                .flatMap((match) => match.slots.map((slot) => slot.entry)),
            );
            for (const item of placed) {
              if (item.place > 1) expect(stillToPlay.has(item.entry)).toBe(false);
              if (item.place > 1 && stage.withdrawn.length === 0 && given.has(item.entry))
                expect([item.place, item.lastPlace]).toEqual(given.get(item.entry));
              given.set(item.entry, [item.place, item.lastPlace]);
            }
          }
          const placed = placements(stage);
          expect(placed.map((item) => item.entry).sort()).toEqual([...stage.entries].sort());
          expect(placed.filter((item) => item.place === 1)).toHaveLength(1);
          expectRanked(placed);
          expectBeatenBelow(stage, placed);
        },
      ),
      { numRuns: 100 },
    );
  });

  test.each<[string, FormatSettings, number, number[][]]>([
    [
      'single elimination of 8',
      { format: 'single-elimination', thirdPlace: false },
      8,
      [
        [1, 1],
        [2, 2],
        [3, 4],
        [3, 4],
        [5, 8],
        [5, 8],
        [5, 8],
        [5, 8],
      ],
    ],
    [
      'single elimination of 8 with a third-place match',
      { format: 'single-elimination', thirdPlace: true },
      8,
      [
        [1, 1],
        [2, 2],
        [3, 3],
        [4, 4],
        [5, 8],
        [5, 8],
        [5, 8],
        [5, 8],
      ],
    ],
    [
      'single elimination of 6 (two byes)',
      { format: 'single-elimination', thirdPlace: false },
      6,
      [
        [1, 1],
        [2, 2],
        [3, 4],
        [3, 4],
        [5, 6],
        [5, 6],
      ],
    ],
    [
      'double elimination of 8',
      { format: 'double-elimination', grandFinalReset: true },
      8,
      [
        [1, 1],
        [2, 2],
        [3, 3],
        [4, 4],
        [5, 6],
        [5, 6],
        [7, 8],
        [7, 8],
      ],
    ],
  ])('%s, favourites winning: each place and the places it shares', (_, settings, count, places) => {
    const { stage } = playOut(build(count, settings), () => 0);
    expect(placements(stage).map((item) => [item.place, item.lastPlace])).toEqual(places);
  });

  test('so far: the first quarter-final loser is 5th–8th at once; nobody still playing is placed', () => {
    let stage = build(8, { format: 'single-elimination', thirdPlace: false });
    stage = unwrap(recordResult(stage, 'W1-1', { winner: 'p1', wins: [6, 0], draws: 0, captures: [150, 20] })).stage;
    expect(placements(stage)).toEqual([{ entry: 'p8', place: 5, lastPlace: 8, eliminatedIn: 'W1-1' }]);
  });
});
