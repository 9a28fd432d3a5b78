import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  HOLE_LETTERS,
  adjudicate,
  describeIllegalMove,
  moveName,
  moveNumbers,
  nextMoveNumber,
  parseMoves,
  printMoves,
  SAMPLE_GAMES,
  type Move,
} from '@/core/warri';

const letters = (moves: string) => moves.split(' ').filter(Boolean) as Move[];

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
    if (!parsed.ok)
      expect(parsed.error).toMatchObject({ code: 'bad-notation', at, message: expect.stringMatching(reason) });
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

describe('move numbers', () => {
  it.each([
    ['C a E b', [1, 1, 2, 2]],
    ['F E a B', [1, 1, 1, 2]],
    ['a C b', [1, 1, 2]],
    ['a b C', [1, 1, 1]],
    ['C', [1]],
    ['', []],
  ])('numbers %j as the notation does', (moves, numbers) => {
    expect(moveNumbers(letters(moves))).toEqual(numbers);
  });

  it('are the numbers printMoves writes: a printed list read back numbers each move where it stands', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...HOLE_LETTERS), { maxLength: 40 }), (moves) => {
        const words = printMoves(moves).split(' ').filter(Boolean);
        const written: number[] = [];
        let current = 0;
        for (const word of words) {
          if (word.endsWith('.')) current = Number(word.slice(0, -1));
          else written.push(current);
        }
        expect(written).toEqual(moveNumbers(moves));
      }),
    );
  });

  it.each([
    ['', 'S', 1],
    ['C', 'N', 1],
    ['C a', 'S', 2],
    ['C a E', 'S', 2],
    ['a', 'S', 1],
    ['a C', 'N', 2],
  ] as const)('after %j the next move by %s is number %i', (moves, side, number) => {
    expect(nextMoveNumber(letters(moves), side)).toBe(number);
  });

  it('name a move by its number and side', () => {
    expect(moveName(11, 'C')).toBe("move 11, South's C");
    expect(moveName(3, 'f')).toBe("move 3, North's f");
  });

  // The case: the 21st move of `… 10. F a 11. F …` is South's move 11, not "move 21".
  it('an illegal move is named by its number in the notation, its place in the list kept as the ply', () => {
    const moves = parseMoves(SAMPLE_GAMES.find((game) => game.name === 'antigua-south-wins')!.moves);
    if (!moves.ok) throw new Error('sample game');
    const text = `${printMoves(moves.value.slice(0, 20))} 11. F`;
    expect(text).toMatch(/ 10\. F a 11\. F$/);
    const refused = adjudicate({ moves: text });
    expect(refused.ok).toBe(false);
    if (refused.ok || !('ply' in refused.error)) throw new Error('not refused at a move');
    expect(refused.error).toMatchObject({ code: 'empty-hole', ply: 21, moveNumber: 11, move: 'F', at: text.length });
    expect(describeIllegalMove(refused.error)).toBe("Move 11, South's F: South's hole F is empty.");
  });

  it('a move after the end says after which numbered move the game ended', () => {
    const sample = SAMPLE_GAMES.find((game) => game.name === 'antigua-south-wins')!;
    const refused = adjudicate({ moves: `${sample.moves} a` });
    if (refused.ok || !('ply' in refused.error)) throw new Error('not refused at a move');
    expect(refused.error).toMatchObject({ code: 'game-over', ply: 80, moveNumber: 40 });
    expect(refused.error.message).toMatch(/^The game had already ended after move 40, South's F: /);
  });
});
