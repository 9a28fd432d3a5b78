// The Dutch system's colour rules on their own: preferences from played colours (C.04.3 A.6) and
// who moves first on a board (E.1–E.5). `F` is a first move in game 1 (White), `S` a second.
import { describe, expect, test } from 'vitest';
import { allocateColours } from '@/core/swiss/colours';
import { colourDifference, colourPreference, type PairingPlayer } from '@/core/swiss/players';
import type { Colour } from '@/core/swiss/types';

const colours = (text: string): Colour[] => [...text].map((letter) => (letter === 'F' ? 'first' : 'second'));

function player(rank: number, score: number, played: string): PairingPlayer {
  const list = colours(played);
  return {
    id: `p${rank}`,
    rank,
    score,
    colours: list,
    difference: colourDifference(list),
    ...colourPreference(list),
    lastFloat: null,
    floatBefore: null,
    barred: new Set(),
    byeBarred: false,
    topscorer: false,
  };
}

describe('A.6: colour preferences', () => {
  test.each([
    ['', null, 'none'],
    ['F', 'second', 'strong'],
    ['FS', 'first', 'mild'],
    ['FSF', 'second', 'strong'],
    ['SFS', 'first', 'strong'],
    ['FF', 'second', 'absolute'],
    ['SFF', 'second', 'absolute'],
    ['FSS', 'first', 'absolute'],
    ['FFSFF', 'second', 'absolute'],
    ['SSFSF', 'first', 'strong'],
  ] as const)('%s wants %s (%s)', (played, preference, strength) => {
    expect(colourPreference(colours(played))).toEqual({ preference, strength });
  });
});

describe('E.1–E.5: who moves first', () => {
  test.each([
    // [higher-ranked, lower-ranked, colour of the higher, rule]
    [player(1, 1, 'S'), player(2, 1, 'F'), 'first', 'E1'],
    [player(1, 1, 'F'), player(2, 1, ''), 'second', 'E1'],
    [player(1, 1, 'FSF'), player(2, 1, 'SF'), 'second', 'E2'],
    [player(1, 1, 'SFF'), player(2, 1, 'FSF'), 'second', 'E2'],
    // Both mildly want to move second; three rounds back the higher moved second, the lower first.
    [player(1, 1, 'FSSF'), player(2, 1, 'SFSF'), 'first', 'E3'],
    // The same strong wish and the same history: the higher-ranked player's wish.
    [player(1, 1, 'FSF'), player(2, 1, 'FSF'), 'second', 'E4'],
    [player(1, 0, ''), player(4, 0, ''), 'first', 'E5'],
    [player(2, 0, ''), player(5, 0, ''), 'second', 'E5'],
  ] as const)('board %#', (higher, lower, colour, rule) => {
    expect(allocateColours(higher, lower, 'first')).toEqual({ colour, rule });
    // The same board read from the other side gives the other colour by the same rule.
    expect(allocateColours(lower, higher, 'first')).toEqual({ colour: colour === 'first' ? 'second' : 'first', rule });
  });

  test('E.5 with the lot drawn the other way', () => {
    expect(allocateColours(player(1, 0, ''), player(4, 0, ''), 'second').colour).toBe('second');
  });
});
