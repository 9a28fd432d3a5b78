import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { bracketSeedOrder, nextPowerOfTwo, snakeGroups } from '@/core/tournament';
import { meetingRound } from '@/core/tournament/seeding';
import { build, seats } from './helpers';

describe('standard bracket order', () => {
  test.each([
    [2, [1, 2]],
    [4, [1, 4, 2, 3]],
    [8, [1, 8, 4, 5, 2, 7, 3, 6]],
    [16, [1, 16, 8, 9, 4, 13, 5, 12, 2, 15, 7, 10, 3, 14, 6, 11]],
  ])('size %i', (size, order) => {
    expect(bracketSeedOrder(size)).toEqual(order);
  });

  test('the top 2^k seeds sit in different sections and meet only in the last 2^k', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 11 }), (power) => {
        const size = 2 ** power;
        const order = bracketSeedOrder(size);
        const position = new Map(order.map((seed, index) => [seed, index]));
        expect([...order].sort((a, b) => a - b)).toEqual(Array.from({ length: size }, (_, index) => index + 1));
        for (let index = 0; index < size; index += 2) expect(order[index] + order[index + 1]).toBe(size + 1);
        for (let a = 1; a <= Math.min(size, 64); a++) {
          for (let b = a + 1; b <= Math.min(size, 64); b++) {
            // Seeds a < b ≤ 2^k can meet no earlier than the round of the last 2^k.
            const lastBoth = nextPowerOfTwo(b);
            expect(meetingRound(position.get(a)!, position.get(b)!)).toBeGreaterThanOrEqual(
              power - Math.log2(lastBoth) + 1,
            );
          }
        }
      }),
      { numRuns: 11 },
    );
  });
});

describe('round 1 of a knockout: byes to the top seeds', () => {
  // Round-1 seats of single elimination, by seed number; `bye` where nobody is.
  test.each([
    [2, [['1', '2']]],
    [
      3,
      [
        ['1', 'bye'],
        ['2', '3'],
      ],
    ],
    [
      5,
      [
        ['1', 'bye'],
        ['4', '5'],
        ['2', 'bye'],
        ['3', 'bye'],
      ],
    ],
    [
      8,
      [
        ['1', '8'],
        ['4', '5'],
        ['2', '7'],
        ['3', '6'],
      ],
    ],
    [
      13,
      [
        ['1', 'bye'],
        ['8', '9'],
        ['4', '13'],
        ['5', '12'],
        ['2', 'bye'],
        ['7', '10'],
        ['3', 'bye'],
        ['6', '11'],
      ],
    ],
    [
      16,
      [
        ['1', '16'],
        ['8', '9'],
        ['4', '13'],
        ['5', '12'],
        ['2', '15'],
        ['7', '10'],
        ['3', '14'],
        ['6', '11'],
      ],
    ],
  ])('%i entries', (count, expected) => {
    const stage = build(count, { format: 'single-elimination', thirdPlace: false });
    const roundOne = stage.matches.filter((match) => match.round === 1 && match.part === 'winners');
    const seated = roundOne.map((match) => seats(stage, match.key).map((seat) => seat.replace('p', '')));
    expect(seated).toEqual(expected);
  });

  test('33 entries: seeds 1–31 have byes, only 32 v 33 plays, and byes advance at once', () => {
    const stage = build(33, { format: 'single-elimination', thirdPlace: false });
    const roundOne = stage.matches.filter((match) => match.part === 'winners' && match.round === 1);
    expect(roundOne).toHaveLength(32);
    const played = roundOne.filter((match) => match.slots.every((slot) => !slot.bye));
    expect(played.map((match) => seats(stage, match.key))).toEqual([['p32', 'p33']]);
    const byes = roundOne.filter((match) => match.result?.how === 'bye').map((match) => match.slots[0].entry);
    expect(new Set(byes)).toEqual(new Set(Array.from({ length: 31 }, (_, index) => `p${index + 1}`)));
    expect(stage.matches.filter((match) => match.round === 2 && match.status === 'ready')).toHaveLength(15);
  });

  test('never a bye against a bye, byes only to the top seeds, for every field size', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 300 }), (count) => {
        const stage = build(count, { format: 'single-elimination', thirdPlace: false });
        const roundOne = stage.matches.filter((match) => match.part === 'winners' && match.round === 1);
        const byeCount = nextPowerOfTwo(count) - count;
        expect(roundOne.filter((match) => match.slots[0].bye && match.slots[1].bye)).toHaveLength(0);
        const withBye = roundOne.filter((match) => match.slots.some((slot) => slot.bye));
        const seeds = withBye.map((match) => Number(match.slots.find((slot) => !slot.bye)!.entry!.slice(1)));
        expect(seeds.sort((a, b) => a - b)).toEqual(Array.from({ length: byeCount }, (_, index) => index + 1));
      }),
      { numRuns: 60 },
    );
  });
});

describe('snake seeding into groups', () => {
  test('10 entries into 3 groups', () => {
    expect(snakeGroups(10, 3).map((group) => group.map((index) => index + 1))).toEqual([
      [1, 6, 7],
      [2, 5, 8],
      [3, 4, 9, 10],
    ]);
  });

  test('groups differ in size by at most one and every seed is used once', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 200 }), fc.integer({ min: 1, max: 20 }), (count, groupCount) => {
        const groups = snakeGroups(count, groupCount);
        const sizes = groups.map((group) => group.length);
        expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
        expect(groups.flat().sort((a, b) => a - b)).toEqual(Array.from({ length: count }, (_, index) => index));
      }),
    );
  });
});
