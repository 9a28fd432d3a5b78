// Where each field of a TRF-16 line sits (1-based columns, as the specification numbers them),
// shared by the reader and the writer so the two cannot drift apart.

/** A fixed-column field of a `001` record. */
export interface PlayerColumn {
  field: 'startRank' | 'sex' | 'title' | 'name' | 'rating' | 'federation' | 'fideId' | 'birthDate' | 'points' | 'rank';
  from: number;
  to: number;
  /** Numbers are right-aligned, text left-aligned; the reader trims both. */
  align: 'left' | 'right';
  /** What the field is, for refusals. */
  label: string;
}

export const PLAYER_COLUMNS: readonly PlayerColumn[] = [
  { field: 'startRank', from: 5, to: 8, align: 'right', label: 'the starting rank' },
  { field: 'sex', from: 10, to: 10, align: 'left', label: 'the sex' },
  { field: 'title', from: 11, to: 13, align: 'right', label: 'the title' },
  { field: 'name', from: 15, to: 47, align: 'left', label: 'the name' },
  { field: 'rating', from: 49, to: 52, align: 'right', label: 'the rating' },
  { field: 'federation', from: 54, to: 56, align: 'left', label: 'the federation' },
  { field: 'fideId', from: 58, to: 68, align: 'right', label: 'the FIDE number' },
  { field: 'birthDate', from: 70, to: 79, align: 'left', label: 'the birth date' },
  { field: 'points', from: 81, to: 84, align: 'right', label: 'the points' },
  { field: 'rank', from: 86, to: 89, align: 'right', label: 'the rank' },
];

/** Round 1 starts in column 92 (of a `001` record and of the 132 line); each round takes ten columns. */
export const FIRST_ROUND_COLUMN = 92;
export const ROUND_WIDTH = 10;
/** Within a round: the opponent in its first four columns, the colour in the sixth, the result in the eighth. */
export const OPPONENT_WIDTH = 4;
export const COLOUR_OFFSET = 5;
export const RESULT_OFFSET = 7;
/** A 132 line's date of a round: eight columns (YY/MM/DD). */
export const ROUND_DATE_WIDTH = 8;

/** The first column of round `index` (0-based). */
export const roundColumn = (index: number): number => FIRST_ROUND_COLUMN + ROUND_WIDTH * index;

/** The text of columns `from`–`to` (1-based, inclusive) of a line, '' past its end. */
export const columns = (line: string, from: number, to: number): string => line.slice(from - 1, to);

/** Writes `text` into columns `from`–`to` of a line being built (padded with spaces as needed). */
export function place(line: string[], from: number, to: number, text: string, align: 'left' | 'right'): void {
  const width = to - from + 1;
  const fitted = align === 'right' ? text.padStart(width) : text.padEnd(width);
  while (line.length < from - 1) line.push(' ');
  for (let offset = 0; offset < width; offset++) line[from - 1 + offset] = fitted[offset] ?? ' ';
}

/** Points as TRF writes them: one decimal (`10.5`, `0.0`). */
export const pointsText = (points: number): string => points.toFixed(1);
