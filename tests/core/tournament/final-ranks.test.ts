// Final ranks of a finished stage, for every format: one champion where the format has one, every
// entry ranked, ranks never skipping past a shared place.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { championOf, finalRanks, nextRound, type FormatSettings, type Stage } from '@/core/tournament';
import { build, ids, playOut } from './helpers';

/** Plays the stage to its end, the better seed winning every match (`upsets` turns some around). */
function finish(stage: Stage, upset: (key: string) => boolean = () => false): Stage {
  const seed = (entry: string | null) => stage.entries.indexOf(entry!);
  for (;;) {
    stage = playOut(stage, (match) => {
      const better = seed(match.slots[0].entry) < seed(match.slots[1].entry) ? 0 : 1;
      return upset(match.key) ? (better === 0 ? 1 : 0) : better;
    }).stage;
    const next = nextRound(stage);
    if (!next.ok) return stage;
    stage = next.value.stage;
  }
}

describe('finalRanks', () => {
  test.each<[FormatSettings, number, number[]]>([
    [{ format: 'single-elimination', thirdPlace: false }, 8, [1, 2, 3, 3, 5, 5, 5, 5]],
    [{ format: 'single-elimination', thirdPlace: true }, 8, [1, 2, 3, 4, 5, 5, 5, 5]],
    [{ format: 'double-elimination', grandFinalReset: true }, 6, [1, 2, 3, 4, 5, 5]],
    [{ format: 'round-robin', doubleRound: false }, 5, [1, 2, 3, 4, 5]],
    [{ format: 'swiss', rounds: 3 }, 8, [1, 2, 3, 4, 5, 6, 7, 8]],
    [{ format: 'groups', groupSize: 4, doubleRound: false }, 8, [1, 1, 2, 2, 3, 3, 4, 4]],
    [
      { format: 'groups-knockout', groupSize: 4, doubleRound: false, qualifiers: 2, thirdPlace: false },
      8,
      [1, 2, 3, 3, 5, 5, 7, 7],
    ],
  ])('%o of %i, favourites always winning', (settings, size, ranks) => {
    const stage = finish(build(size, settings));
    const result = finalRanks(stage);
    expect(result.map((row) => row.rank)).toEqual(ranks);
    expect(new Set(result.map((row) => row.entry))).toEqual(new Set(ids(size)));
    if (settings.format !== 'groups') expect(championOf(result)).toBe('p1');
    else expect(championOf(result)).toBeNull();
  });

  test('every knockout ends with one champion and every entry ranked, whoever wins', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 20 }), fc.boolean(), fc.func(fc.boolean()), (size, thirdPlace, upset) => {
        const stage = finish(build(size, { format: 'single-elimination', thirdPlace }), upset);
        const result = finalRanks(stage);
        expect(result).toHaveLength(size);
        expect(result.filter((row) => row.rank === 1)).toHaveLength(1);
        // A shared place takes up as many places as it has entries.
        result.forEach((row, index) => expect(row.rank).toBeLessThanOrEqual(index + 1));
        expect(championOf(result)).not.toBeNull();
      }),
    );
  });

  test('groups then knockout: group thirds share the place after the knockout', () => {
    const stage = finish(
      build(12, { format: 'groups-knockout', groupSize: 4, doubleRound: false, qualifiers: 2, thirdPlace: true }),
    );
    const ranks = finalRanks(stage);
    expect(ranks.map((row) => row.rank)).toEqual([1, 2, 3, 4, 5, 5, 7, 7, 7, 10, 10, 10]);
  });
});
