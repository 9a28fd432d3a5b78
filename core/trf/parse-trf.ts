// Reads a TRF-16 file with its TRFx lines into records (types.ts). Strict where the columns carry
// meaning — a field that spills into a column the specification leaves blank is refused, naming the
// line and column — and tolerant where programs differ: any line end, letters in either case,
// blanks for `0000` and `-`, the extension lines spaced as one likes. Lines it does not type are kept.
import {
  columns,
  COLOUR_OFFSET,
  FIRST_ROUND_COLUMN,
  OPPONENT_WIDTH,
  PLAYER_COLUMNS,
  RESULT_OFFSET,
  ROUND_DATE_WIDTH,
  ROUND_WIDTH,
  roundColumn,
} from './columns';
import {
  COLOURS,
  CONFIGURATION_OPTIONS,
  COUNT_FIELDS,
  RESULT_CODES,
  SEXES,
  TOURNAMENT_TAGS,
  type Colour,
  type ConfigurationOption,
  type CountField,
  type ResultCode,
  type Sex,
  type TrfError,
  type TrfErrorCode,
  type TrfFile,
  type TrfOutcome,
  type TrfPlayer,
  type TrfRecord,
  type TrfRound,
  type TournamentTag,
} from './types';

/**
 * A refusal at a column of the line being read. Thrown inside this module only, so the field
 * readers stay plain functions of text; parseTrf turns it into the `{ ok: false }` every caller gets.
 */
class Refusal {
  constructor(
    readonly code: TrfErrorCode,
    readonly column: number,
    readonly reason: string,
  ) {}
}

const isCountField = (field: string): field is CountField => (COUNT_FIELDS as readonly string[]).includes(field);

function whole(text: string, column: number, label: string, max = Number.MAX_SAFE_INTEGER): number {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed) || Number(trimmed) > max)
    throw new Refusal('bad-number', column, `${label} must be a whole number up to ${max}, not "${trimmed}"`);
  return Number(trimmed);
}

function blankOrWhole(text: string, column: number, label: string): number | null {
  return text.trim() === '' ? null : whole(text, column, label);
}

function points(text: string, column: number, label: string): number {
  const trimmed = text.trim();
  if (!/^(\d+(\.\d)?|\.\d)$/.test(trimmed))
    throw new Refusal(
      'bad-number',
      column,
      `${label} must be a number with at most one decimal (like 10.5), not "${trimmed}"`,
    );
  return Number(trimmed);
}

/** Refuses any character outside the given column spans (the separators the specification leaves blank). */
function blanksBetween(line: string, spans: [number, number][], what: string): void {
  for (let column = 1; column <= line.length; column++) {
    if (line[column - 1] === ' ' || spans.some(([from, to]) => column >= from && column <= to)) continue;
    throw new Refusal(
      'misaligned',
      column,
      `column ${column} must be blank in ${what}: a field is longer than its columns, or shifted`,
    );
  }
}

function roundOf(line: string, index: number): TrfRound {
  const start = roundColumn(index);
  const opponent = columns(line, start, start + OPPONENT_WIDTH - 1);
  const colour = (columns(line, start + COLOUR_OFFSET, start + COLOUR_OFFSET) || ' ').toLowerCase();
  const result = (columns(line, start + RESULT_OFFSET, start + RESULT_OFFSET) || ' ').toUpperCase();
  if (colour !== ' ' && !(COLOURS as readonly string[]).includes(colour))
    throw new Refusal(
      'bad-colour',
      start + COLOUR_OFFSET,
      `round ${index + 1}: the colour must be w, b or -, not "${colour}"`,
    );
  if (!(RESULT_CODES as readonly string[]).includes(result))
    throw new Refusal(
      'bad-result',
      start + RESULT_OFFSET,
      `round ${index + 1}: "${result}" is not a result code (1 0 = + - W D L H F U Z or blank)`,
    );
  return {
    opponent: opponent.trim() === '' ? 0 : whole(opponent, start, `round ${index + 1}: the opponent`, 9999),
    colour: colour === ' ' ? '-' : (colour as Colour),
    result: result as ResultCode,
  };
}

function player(line: string): TrfPlayer {
  const rounds = Math.max(0, Math.ceil((line.length - FIRST_ROUND_COLUMN + 1) / ROUND_WIDTH));
  blanksBetween(
    line,
    [
      [1, 3],
      ...PLAYER_COLUMNS.map(({ from, to }): [number, number] => [from, to]),
      ...Array.from({ length: rounds }, (_, index): [number, number][] => {
        const start = roundColumn(index);
        return [
          [start, start + OPPONENT_WIDTH - 1],
          [start + COLOUR_OFFSET, start + COLOUR_OFFSET],
          [start + RESULT_OFFSET, start + RESULT_OFFSET],
        ];
      }).flat(),
    ],
    'a player record',
  );
  const field = (name: string) => {
    const column = PLAYER_COLUMNS.find((candidate) => candidate.field === name)!;
    return { text: columns(line, column.from, column.to), at: column.from, label: column.label };
  };
  const startRank = field('startRank');
  const sex = field('sex').text.trim().toLowerCase();
  if (sex !== '' && !(SEXES as readonly string[]).includes(sex))
    throw new Refusal('bad-sex', 10, `the sex must be m, w or blank, not "${sex}"`);
  const name = field('name');
  if (name.text.trim() === '') throw new Refusal('empty-name', name.at, 'the name (columns 15–47) is empty');
  const rating = field('rating');
  const fideId = field('fideId');
  if (fideId.text.trim() !== '' && !/^\d+$/.test(fideId.text.trim()))
    throw new Refusal('bad-number', fideId.at, `the FIDE number must be digits, not "${fideId.text.trim()}"`);
  const score = field('points');
  const rank = field('rank');
  return {
    type: 'player',
    startRank: whole(startRank.text, startRank.at, 'the starting rank', 9999),
    sex: sex === '' ? null : (sex as Sex),
    title: field('title').text.trim(),
    name: name.text.trim(),
    rating: blankOrWhole(rating.text, rating.at, 'the rating'),
    federation: field('federation').text.trim(),
    fideId: fideId.text.trim() || null,
    birthDate: field('birthDate').text.trim() || null,
    points: points(score.text, score.at, 'the points (columns 81–84)'),
    rank: blankOrWhole(rank.text, rank.at, 'the rank'),
    rounds: Array.from({ length: rounds }, (_, index) => roundOf(line, index)),
  };
}

function tournamentLine(tag: TournamentTag, line: string): TrfRecord {
  const field = TOURNAMENT_TAGS[tag];
  if (field === 'round-dates') {
    blanksBetween(
      line,
      [
        [1, 3],
        ...Array.from(
          { length: Math.max(0, Math.ceil((line.length - FIRST_ROUND_COLUMN + 1) / ROUND_WIDTH)) },
          (_, index) => [roundColumn(index), roundColumn(index) + ROUND_DATE_WIDTH - 1] as [number, number],
        ),
      ],
      'the round dates (a date every ten columns from column 92)',
    );
    const count = Math.max(0, Math.ceil((line.length - FIRST_ROUND_COLUMN + 1) / ROUND_WIDTH));
    const dates = Array.from({ length: count }, (_, index) =>
      columns(line, roundColumn(index), roundColumn(index) + ROUND_DATE_WIDTH - 1).trim(),
    );
    return { type: 'tournament', field, value: dates };
  }
  if (line.length > 3 && line[3] !== ' ')
    throw new Refusal('misaligned', 4, `column 4 must be blank after the tag ${tag}`);
  const value = line.slice(4);
  if (isCountField(field)) return { type: 'tournament', field, value: whole(value, 5, `the value of ${tag}`) };
  return { type: 'tournament', field, value };
}

/** The whole numbers after an extension's code, each with its column for refusals. */
function idList(line: string, code: string): number[] {
  const ids: number[] = [];
  for (const found of line.slice(3).matchAll(/\S+/g))
    ids.push(whole(found[0], found.index + 4, `${code}: "${found[0]}"`, 9999));
  return ids;
}

function extensionLine(code: string, line: string): TrfRecord | null {
  switch (code) {
    case 'XXR': {
      const [count, extra] = idList(line, code);
      if (count === undefined || extra !== undefined)
        throw new Refusal('bad-number', 5, 'XXR takes one number: the rounds of the tournament');
      return { type: 'rounds', count };
    }
    case 'XXC': {
      const options: ConfigurationOption[] = [];
      for (const found of line.slice(3).matchAll(/\S+/g)) {
        if (!(CONFIGURATION_OPTIONS as readonly string[]).includes(found[0]))
          throw new Refusal(
            'bad-option',
            found.index + 4,
            `XXC: "${found[0]}" is not an option (rank, white1, black1)`,
          );
        options.push(found[0] as ConfigurationOption);
      }
      return { type: 'configuration', options };
    }
    case 'XXA': {
      const [rank, ...rest] = [...line.slice(3).matchAll(/\S+/g)];
      if (!rank) throw new Refusal('bad-number', 5, 'XXA starts with the starting rank of a player');
      return {
        type: 'acceleration',
        startRank: whole(rank[0], rank.index + 4, 'XXA: the starting rank', 9999),
        points: rest.map((found) => points(found[0], found.index + 4, 'XXA: the fictitious points')),
      };
    }
    case 'XXP':
      return { type: 'forbidden', startRanks: idList(line, code) };
    case 'XXZ':
      return { type: 'absent', startRanks: idList(line, code) };
    default:
      return null;
  }
}

function record(line: string): TrfRecord {
  const code = line.slice(0, 3);
  const spaced = line.length === 3 || line[3] === ' ';
  if (code === '001' && spaced) return player(line);
  if (code in TOURNAMENT_TAGS) return tournamentLine(code as TournamentTag, line);
  return (spaced && extensionLine(code, line)) || { type: 'other', text: line };
}

/** Reads a TRF text: its records in order, or the first line that cannot be read and why. */
export function parseTrf(text: string): TrfOutcome<TrfFile> {
  const lineEnding = (text.match(/\r\n|\r|\n/)?.[0] ?? '\n') as TrfFile['lineEnding'];
  const lines = text.split(/\r\n|\r|\n/);
  const finalLineEnding = lines.length > 1 && lines[lines.length - 1] === '';
  if (finalLineEnding) lines.pop();
  const records: TrfRecord[] = [];
  const seen = new Map<number, number>();
  for (const [index, line] of lines.entries()) {
    const number = index + 1;
    const refuse = (code: TrfErrorCode, column: number, reason: string): { ok: false; error: TrfError } => ({
      ok: false,
      error: { code, line: number, column, message: `Line ${number}, column ${column}: ${reason}.` },
    });
    try {
      const read = record(line);
      if (read.type === 'player') {
        const earlier = seen.get(read.startRank);
        if (earlier !== undefined)
          return refuse(
            'duplicate-start-rank',
            5,
            `starting rank ${read.startRank} is already the player of line ${earlier}`,
          );
        seen.set(read.startRank, number);
      }
      records.push(read);
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      return refuse(error.code, error.column, error.reason);
    }
  }
  if (records.every((read) => read.type === 'other' && read.text.trim() === ''))
    return {
      ok: false,
      error: { code: 'empty', line: 1, column: 1, message: 'The file is empty: it has no TRF record.' },
    };
  return { ok: true, value: { records, lineEnding, finalLineEnding } };
}
