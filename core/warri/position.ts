import { fail, ok, type Result } from './result';

/** A player: `S` (South, holes A–F, indices 0–5) or `N` (North, holes a–f, indices 6–11). */
export type Side = 'S' | 'N';

/** Letters of the twelve holes by index: South's A–F (0–5), then North's a–f (6–11). */
export const HOLE_LETTERS = ['A', 'B', 'C', 'D', 'E', 'F', 'a', 'b', 'c', 'd', 'e', 'f'] as const;

/** A move: the letter of the hole emptied; upper case is South's, lower case North's. */
export type Move = (typeof HOLE_LETTERS)[number];

/** The seeds in play: 48 in all. */
export const TOTAL_SEEDS = 48;

/**
 * An immutable position: the twelve holes (index 0–5 South's A–F, 6–11 North's a–f), the seeds
 * captured by South and by North, and the side to move.
 */
export interface Position {
  readonly board: readonly number[];
  readonly captures: readonly [south: number, north: number];
  readonly toMove: Side;
}

/** The refusal of a malformed position, naming the part, the hole or the total that is wrong. */
export interface PositionError {
  code: 'bad-position';
  message: string;
}

/**
 * Builds a position from copies of its parts (not validated: see `validatePosition`). Positions
 * are immutable by type and the library never changes one; they are not frozen at run time,
 * which would cost about 40% of adjudication time.
 */
export function makePosition(board: readonly number[], captures: readonly [number, number], toMove: Side): Position {
  return { board: [...board], captures: [captures[0], captures[1]], toMove };
}

/** The start position, South to move. */
export const START_POSITION: Position = makePosition(new Array<number>(12).fill(4), [0, 0], 'S');

/** The start position with the given side to move first. */
export function startPosition(first: Side): Position {
  return first === 'S' ? START_POSITION : makePosition(START_POSITION.board, [0, 0], first);
}

/** The other side. */
export function opponent(side: Side): Side {
  return side === 'S' ? 'N' : 'S';
}

/** Index of the first hole of a side's row (its row is this index and the five after it). */
export function rowStart(side: Side): number {
  return side === 'S' ? 0 : 6;
}

/** The side owning a hole index. */
export function sideOfHole(hole: number): Side {
  return hole < 6 ? 'S' : 'N';
}

/** The letter of a hole index. */
export function holeLetter(hole: number): Move {
  return HOLE_LETTERS[hole];
}

/** The hole index of a move letter. */
export function holeIndex(move: Move): number {
  const code = move.charCodeAt(0);
  return code < 97 ? code - 65 : code - 91;
}

/** Seeds in a side's row. */
export function rowSeeds(board: readonly number[], side: Side): number {
  const start = rowStart(side);
  let seeds = 0;
  for (let hole = start; hole < start + 6; hole++) seeds += board[hole];
  return seeds;
}

/** Prints a position as `A,B,C,D,E,F/a,b,c,d,e,f/S,N/X`. */
export function printPosition(position: Position): string {
  const { board, captures, toMove } = position;
  return `${board.slice(0, 6).join(',')}/${board.slice(6).join(',')}/${captures.join(',')}/${toMove}`;
}

/**
 * The twelve holes and the side to move, as a short string (one character a hole): what must
 * recur for a cycle. Captures are not part of it.
 */
export function repetitionKey(position: Position): string {
  const b = position.board;
  return String.fromCharCode(
    b[0],
    b[1],
    b[2],
    b[3],
    b[4],
    b[5],
    b[6],
    b[7],
    b[8],
    b[9],
    b[10],
    b[11],
    position.toMove === 'S' ? 83 : 78,
  );
}

function badPosition(message: string): { ok: false; error: PositionError } {
  return fail({ code: 'bad-position', message });
}

function parseCount(text: string, what: string): Result<number, PositionError> {
  if (/^-\d+$/.test(text)) return badPosition(`${what} is ${text}; a count cannot be negative.`);
  if (!/^\d+$/.test(text)) return badPosition(`${what} is "${text}", not a whole number of seeds.`);
  return ok(Number(text));
}

/**
 * Parses a position string `A,B,C,D,E,F/a,b,c,d,e,f/S,N/X` (South's six holes, North's six, the
 * seeds captured by South and by North, the side to move `S` or `N`). Counts are decimal digits;
 * the holes and captures must add up to 48.
 */
export function parsePosition(text: string): Result<Position, PositionError> {
  const parts = text.split('/');
  if (parts.length !== 4) {
    return badPosition(
      `A position has four parts separated by "/" (South's holes, North's holes, captures, side to move); found ${parts.length}.`,
    );
  }
  const [southText, northText, capturesText, sideText] = parts;
  const board: number[] = [];
  for (const [side, rowText, offset] of [
    ['South', southText, 0],
    ['North', northText, 6],
  ] as const) {
    const counts = rowText.split(',');
    if (counts.length !== 6) {
      return badPosition(
        `${side}'s row needs 6 hole counts separated by commas; found ${counts.length} in "${rowText}".`,
      );
    }
    for (let i = 0; i < 6; i++) {
      const count = parseCount(counts[i], `${side}'s hole ${HOLE_LETTERS[offset + i]}`);
      if (!count.ok) return count;
      board.push(count.value);
    }
  }
  const captureTexts = capturesText.split(',');
  if (captureTexts.length !== 2) {
    return badPosition(
      `The captures part needs 2 counts (South's, then North's) separated by a comma; found ${captureTexts.length} in "${capturesText}".`,
    );
  }
  const captures: number[] = [];
  for (const [i, side] of ['South', 'North'].entries()) {
    const count = parseCount(captureTexts[i], `${side}'s captures`);
    if (!count.ok) return count;
    captures.push(count.value);
  }
  if (sideText !== 'S' && sideText !== 'N') {
    return badPosition(`The side to move must be S or N; found "${sideText}".`);
  }
  return validatePosition(makePosition(board, [captures[0], captures[1]], sideText));
}

/** Checks a position built in code: twelve non-negative whole counts and two captures adding up to 48, a side to move. */
export function validatePosition(position: Position): Result<Position, PositionError> {
  const { board, captures, toMove } = position;
  if (board.length !== 12) return badPosition(`A board has 12 holes; found ${board.length}.`);
  const counts = [
    ...board.map((seeds, hole) => [seeds, `hole ${HOLE_LETTERS[hole]}`] as const),
    [captures[0], "South's captures"] as const,
    [captures[1], "North's captures"] as const,
  ];
  for (const [seeds, what] of counts) {
    if (!Number.isInteger(seeds)) return badPosition(`${what} holds ${seeds}, not a whole number of seeds.`);
    if (seeds < 0) return badPosition(`${what} holds ${seeds}; a count cannot be negative.`);
  }
  if (toMove !== 'S' && toMove !== 'N')
    return badPosition(`The side to move must be S or N; found "${String(toMove)}".`);
  const onBoard = board.reduce((sum, seeds) => sum + seeds, 0);
  const total = onBoard + captures[0] + captures[1];
  if (total !== TOTAL_SEEDS) {
    return badPosition(
      `The seeds add up to ${total} (${onBoard} on the board, ${captures[0]} captured by South, ${captures[1]} by North); a position holds ${TOTAL_SEEDS}.`,
    );
  }
  return ok(position);
}
