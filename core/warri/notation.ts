import { HOLE_LETTERS, sideOfHole, holeIndex, type Move, type Side } from './position';
import { sideName } from './moves';
import { fail, ok, type Result } from './result';

/**
 * A move list that cannot be read, naming the 1-based character (Unicode code point) at fault, the
 * text there and what is wrong with it (`problem`): a move `number` without its dot, a `letter`
 * that is not a hole, a `character` a move list does not hold. (One word each: a translated
 * sentence chooses by it, and ICU's choices cannot hold a hyphen.)
 */
export interface NotationError {
  code: 'bad-notation';
  at: number;
  problem: 'number' | 'letter' | 'character';
  text: string;
  message: string;
}

const SEPARATOR = /^[\s,;]$/u;
const DIGIT = /^[0-9]$/;

function isMove(char: string): char is Move {
  return (HOLE_LETTERS as readonly string[]).includes(char);
}

/**
 * Reads a move list such as `CaEb` or `1. C a 2. E b`. Whitespace, commas, semicolons and move
 * numbers (digits followed by one dot) are ignored; they say nothing about who moves. Any other
 * character is an error at its 1-based position. Decided (RULES.md is silent): digits not followed
 * by a dot, as in `12a`, are not a move number, so the error is at the first digit of the run;
 * a second dot, as in `1..`, is an error at that dot.
 */
export function parseMoves(text: string): Result<Move[], NotationError> {
  const located = locateMoves(text);
  return located.ok ? ok(located.value.map(({ move }) => move)) : located;
}

/** Like `parseMoves`, with the 1-based character (code point) of each move, for pointing at it in the text. */
export function locateMoves(text: string): Result<{ move: Move; at: number }[], NotationError> {
  const chars = Array.from(text);
  const moves: { move: Move; at: number }[] = [];
  const error = (index: number, problem: NotationError['problem'], text: string, message: string) =>
    fail<NotationError>({ code: 'bad-notation', at: index + 1, problem, text, message });
  for (let i = 0; i < chars.length;) {
    const char = chars[i];
    if (isMove(char)) {
      moves.push({ move: char, at: i + 1 });
      i++;
    } else if (SEPARATOR.test(char)) {
      i++;
    } else if (DIGIT.test(char)) {
      let end = i;
      while (end < chars.length && DIGIT.test(chars[end])) end++;
      const number = chars.slice(i, end).join('');
      if (chars[end] !== '.') {
        return error(
          i,
          'number',
          number,
          `"${number}" at character ${i + 1} is not followed by a dot; move numbers are written like "${number}.".`,
        );
      }
      i = end + 1;
    } else if (/^\p{L}$/u.test(char)) {
      return error(
        i,
        'letter',
        char,
        `"${char}" at character ${i + 1} is not a hole; the holes are A–F (South) and a–f (North).`,
      );
    } else {
      return error(
        i,
        'character',
        char,
        `"${char}" at character ${i + 1} is not allowed in a move list (only hole letters, move numbers like "12.", spaces, commas and semicolons).`,
      );
    }
  }
  return ok(moves);
}

/**
 * The number the notation gives each move of a list: a turn of the side that moved first starts a
 * new number, so in `1. C a 2. E b` C and a are move 1, E and b move 2. A side's consecutive moves
 * (antigua's follow-up to a grand slam) share their turn's number. People read these numbers; the
 * ply (the move's place in the list) is for machines.
 */
export function moveNumbers(moves: readonly Move[]): number[] {
  if (moves.length === 0) return [];
  const first = sideOfHole(holeIndex(moves[0]));
  const numbers: number[] = [];
  let turn = 0;
  moves.forEach((move, i) => {
    if (i === 0 || (sideOfHole(holeIndex(move)) === first && sideOfHole(holeIndex(moves[i - 1])) !== first)) turn++;
    numbers.push(turn);
  });
  return numbers;
}

/** A move as people read it, given its number in the notation (see `moveNumbers`): `move 11, South's C`. */
export function moveName(moveNumber: number, move: Move): string {
  return `move ${moveNumber}, ${sideName(sideOfHole(holeIndex(move)))}'s ${move}`;
}

/** The number the notation gives the next move, by `side`, after these moves (only the side counts, not the hole). */
export function nextMoveNumber(moves: readonly Move[], side: Side): number {
  return moveNumbers([...moves, side === 'S' ? 'A' : 'a'])[moves.length];
}

/** The last of these moves as people read it (`move 40, South's F`), or null for none. */
export function nameLastMove(moves: readonly Move[]): string | null {
  return moves.length === 0 ? null : moveName(moveNumbers(moves)[moves.length - 1], moves[moves.length - 1]);
}

/**
 * Prints a move list with a number before each turn of the side that moved first: `1. C a 2. E b`.
 * A side's consecutive moves (antigua's follow-up to a grand slam) stay in one turn.
 */
export function printMoves(moves: readonly Move[]): string {
  const numbers = moveNumbers(moves);
  return moves.map((move, i) => (i === 0 || numbers[i] !== numbers[i - 1] ? `${numbers[i]}. ${move}` : move)).join(' ');
}
