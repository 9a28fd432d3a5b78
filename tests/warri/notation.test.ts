import { describe, expect, it } from 'vitest';
import { parseMoves, printMoves, type Move } from '@/lib/warri';

describe('move notation', () => {
  it.each([
    ['CaEb', 'C a E b'],
    ['1. C a 2. E b', 'C a E b'],
    ['1.C,a;2.E\tb\n', 'C a E b'],
    ['12. F f 13.', 'F f'],
    ['', ''],
  ])('reads %j', (text, moves) => {
    const parsed = parseMoves(text);
    expect(parsed.ok && parsed.value.join(' ')).toBe(moves);
  });

  it.each([
    ['C a x', 5, /"x" at character 5 is not a hole/],
    ['C a - E', 5, /"-" at character 5 is not allowed/],
    ['12a', 1, /"12" at character 1 is not followed by a dot/],
    ['C 3 a', 3, /"3" at character 3/],
    ['1.. C', 3, /"\." at character 3/],
    ['C . a', 3, /"\." at character 3/],
    ['C a 7', 5, /"7" at character 5/],
    ['é C', 1, /"é" at character 1 is not a hole/],
    ['C 😀', 3, /"😀" at character 3 is not allowed/],
  ])('refuses %j at character %i', (text, at, reason) => {
    const parsed = parseMoves(text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toMatchObject({ code: 'bad-notation', at, reason: expect.stringMatching(reason) });
  });

  it.each([
    ['C a E b', '1. C a 2. E b'],
    ['F E a B', '1. F E a 2. B'],
    ['a C b', '1. a C 2. b'],
    ['a b C', '1. a b C'],
    ['', ''],
  ])('prints %j numbering the turns of the first mover', (moves, printed) => {
    expect(printMoves(moves.split(' ').filter(Boolean) as Move[])).toBe(printed);
  });
});
