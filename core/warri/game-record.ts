import {
  adjudicate,
  OFF_BOARD_REASONS,
  type AdjudicationError,
  type EndReason,
  type FinishedGame,
  type Termination,
  type UnfinishedGame,
} from './adjudicate';
import { parseMoves, printMoves, type NotationError } from './notation';
import {
  parsePosition,
  printPosition,
  repetitionKey,
  startPosition,
  type Move,
  type Position,
  type Side,
} from './position';
import { fail, ok, type Result } from './result';
import { ruleSet, type RuleSetId } from './rule-sets';

/** A game's result as PGN writes it: South won, North won, draw, or not finished. */
export const RECORD_RESULTS = ['1-0', '0-1', '1/2-1/2', '*'] as const;
export type RecordResult = (typeof RECORD_RESULTS)[number];

/** How a recorded game ended: an end reason, or `unterminated` for a game that has not ended. */
export type RecordTermination = EndReason | 'unterminated';
const RECORD_TERMINATIONS: readonly RecordTermination[] = [
  'score',
  'cycle',
  'no-moves',
  ...OFF_BOARD_REASONS,
  'unterminated',
];

/** The free-text headers, `?` when unknown (as in PGN). Date is written `YYYY.MM.DD`. */
export interface RecordHeaders {
  event: string;
  site: string;
  date: string;
  round: string;
  south: string;
  north: string;
}

/**
 * A whole game as text, in the spirit of chess's PGN: headers, then the moves. `result` and
 * `termination` are what the record claims (null when its text names none); the adjudication of
 * the moves is what counts, and `adjudicateRecord` refuses a record whose claim disagrees.
 */
export interface GameRecord extends RecordHeaders {
  rules: RuleSetId;
  first: Side;
  /** A set-up position to start from instead of the start position, or null. */
  setUp: Position | null;
  result: RecordResult | null;
  termination: RecordTermination | null;
  moves: readonly Move[];
}

/**
 * What is wrong with a record's headers (`bad-record`): a line that is not `[Name "value"]`
 * (`form`), an `unknown` or `repeated` header, a `value` the header does not take, a First the
 * `setup` contradicts, an off-board Termination without a Result naming the `winner`. (One word
 * each: a translated sentence chooses by it, and ICU's choices cannot hold a hyphen.)
 */
export type RecordProblem = 'form' | 'unknown' | 'repeated' | 'value' | 'setup' | 'winner';

/**
 * A record that cannot be read, naming its 1-based line and column, and the facts its sentence
 * names: the problem and header of a `bad-record`, the problem and text of a `bad-notation`
 * (see NotationError), the rule set a `bad-rules` names.
 */
export interface RecordError {
  code: 'bad-record' | 'bad-notation' | 'bad-position' | 'bad-rules';
  line: number;
  column: number;
  problem?: RecordProblem | NotationError['problem'];
  header?: string;
  text?: string;
  rules?: string;
  message: string;
}

/**
 * A record whose Result or Termination header disagrees with the adjudication of its moves: what
 * the headers say (`said`, `saidEnd`: `?` when missing) and what the moves give (`result`, `end`).
 */
export interface RecordMismatch {
  code: 'result-mismatch';
  said: string;
  saidEnd: string;
  result: RecordResult;
  end: RecordTermination;
  message: string;
}

/** What is known of the game a record is reported for: its number, who sits where, who moves first. */
export interface GameSeating {
  game: number;
  south: string;
  north: string;
  first: Side;
}

/**
 * A header of a record that says something else than the game it is reported for: the header, what
 * it says (`written`), the game's number, and the player who really sits there or moves first (`player`).
 */
export interface HeaderContradiction {
  code: 'header-contradiction';
  header: 'South' | 'North' | 'First' | 'Round';
  written: string;
  game: number;
  player?: string;
  message: string;
}

const TEXT_HEADERS = [
  ['Event', 'event'],
  ['Site', 'site'],
  ['Date', 'date'],
  ['Round', 'round'],
  ['South', 'south'],
  ['North', 'north'],
] as const;
const HEADER_NAMES = [...TEXT_HEADERS.map(([name]) => name), 'Rules', 'First', 'SetUp', 'Result', 'Termination'];
const HEADER_LINE = /^\[([A-Za-z][A-Za-z0-9_]*) "((?:[^"\\]|\\.)*)"\]\s*$/;

/** A header value as written between quotes: backslash and quote escaped, line breaks (which a header cannot hold) as spaces. */
function escape(value: string): string {
  return value.replace(/[\\"]/g, (char) => `\\${char}`).replace(/[\r\n]+/g, ' ');
}

/** The result a finished or unfinished game gives a record. */
export function recordResult(game: FinishedGame | UnfinishedGame): RecordResult {
  if (!game.finished) return '*';
  return game.winner === 'S' ? '1-0' : game.winner === 'N' ? '0-1' : '1/2-1/2';
}

/** A record of an adjudicated game, for export: its moves, start, result and termination. */
export function recordOfGame(
  headers: RecordHeaders,
  rules: RuleSetId,
  game: FinishedGame | UnfinishedGame,
): GameRecord {
  const standard =
    repetitionKey(game.start) === repetitionKey(startPosition(game.start.toMove)) &&
    game.start.captures.every((c) => c === 0);
  return {
    ...headers,
    rules,
    first: game.start.toMove,
    setUp: standard ? null : game.start,
    result: recordResult(game),
    termination: game.finished ? game.end : 'unterminated',
    moves: game.steps.map((step) => step.move),
  };
}

function wrap(words: string[], width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Prints a record: one `[Name "value"]` line a header, a blank line, the numbered moves wrapped at 80 columns. */
export function printGameRecord(record: GameRecord): string {
  const headers: [string, string][] = TEXT_HEADERS.map(([name, key]) => [name, record[key]]);
  headers.push(['Rules', record.rules], ['First', record.first]);
  if (record.setUp) headers.push(['SetUp', printPosition(record.setUp)]);
  if (record.result) headers.push(['Result', record.result]);
  if (record.termination) headers.push(['Termination', record.termination]);
  const lines = headers.map(([name, value]) => `[${name} "${escape(value)}"]`);
  return [...lines, '', ...wrap(printMoves(record.moves).split(' ').filter(Boolean), 80)].join('\n') + '\n';
}

type Headers = Map<string, { value: string; line: number; column: number }>;

function readHeaders(lines: string[]): Result<{ headers: Headers; body: number }, RecordError> {
  const headers: Headers = new Map();
  let index = 0;
  for (; index < lines.length; index++) {
    const text = lines[index];
    if (text.trim() === '') continue;
    if (!text.startsWith('[')) break;
    const line = index + 1;
    const match = HEADER_LINE.exec(text);
    if (!match)
      return fail({
        code: 'bad-record',
        line,
        column: 1,
        problem: 'form',
        message: 'A header is written [Name "value"].',
      });
    const [, name, raw] = match;
    if (!HEADER_NAMES.includes(name)) {
      return fail({
        code: 'bad-record',
        line,
        column: 2,
        problem: 'unknown',
        header: name,
        message: `Unknown header ${name}; the headers are ${HEADER_NAMES.join(', ')}.`,
      });
    }
    if (headers.has(name))
      return fail({
        code: 'bad-record',
        line,
        column: 2,
        problem: 'repeated',
        header: name,
        message: `The ${name} header appears twice.`,
      });
    headers.set(name, { value: raw.replace(/\\(.)/g, '$1'), line, column: name.length + 4 });
  }
  return ok({ headers, body: index });
}

function oneOf<T extends string>(headers: Headers, name: string, values: readonly T[]): Result<T | null, RecordError> {
  const header = headers.get(name);
  if (!header) return ok(null);
  if ((values as readonly string[]).includes(header.value)) return ok(header.value as T);
  return fail({
    code: 'bad-record',
    line: header.line,
    column: header.column,
    problem: 'value',
    header: name,
    text: header.value,
    message: `${name} "${header.value}" is not one of ${values.map((v) => `"${v}"`).join(', ')}.`,
  });
}

function readMoves(lines: string[], body: number): Result<Move[], RecordError> {
  const moves: Move[] = [];
  for (let index = body; index < lines.length; index++) {
    const parsed = parseMoves(lines[index]);
    if (!parsed.ok) return fail({ ...parsed.error, line: index + 1, column: parsed.error.at });
    moves.push(...parsed.value);
  }
  return ok(moves);
}

/**
 * Reads a record. Headers come first, in any order, each once: Event, Site, Date, Round, South,
 * North (missing: `?`), Rules (missing: antigua), First (missing: the set-up position's side to
 * move, else S), SetUp, Result, Termination (missing: no claim). Then the moves, in the notation
 * of `parseMoves`, over as many lines as needed. Errors name the 1-based line and column.
 */
export function parseGameRecord(text: string): Result<GameRecord, RecordError> {
  const lines = text.split(/\r?\n/);
  const read = readHeaders(lines);
  if (!read.ok) return read;
  const { headers, body } = read.value;
  const at = (name: string) => headers.get(name)!;

  const rulesHeader = headers.get('Rules');
  const rules = ruleSet(rulesHeader?.value ?? 'antigua');
  if (!rules.ok) return fail({ ...rules.error, line: rulesHeader!.line, column: rulesHeader!.column });
  let setUp: Position | null = null;
  if (headers.has('SetUp')) {
    const parsed = parsePosition(at('SetUp').value);
    if (!parsed.ok) return fail({ ...parsed.error, line: at('SetUp').line, column: at('SetUp').column });
    setUp = parsed.value;
  }
  const first = oneOf<Side>(headers, 'First', ['S', 'N']);
  if (!first.ok) return first;
  if (setUp && first.value && first.value !== setUp.toMove) {
    return fail({
      code: 'bad-record',
      line: at('First').line,
      column: at('First').column,
      problem: 'setup',
      header: 'First',
      message: `First says ${first.value} but the SetUp position has ${setUp.toMove} to move.`,
    });
  }
  const result = oneOf(headers, 'Result', RECORD_RESULTS);
  if (!result.ok) return result;
  const termination = oneOf(headers, 'Termination', RECORD_TERMINATIONS);
  if (!termination.ok) return termination;
  const loserNamed =
    termination.value === 'resignation' || termination.value === 'loss-on-time' || termination.value === 'forfeit';
  if (loserNamed && result.value !== '1-0' && result.value !== '0-1') {
    const header = at('Termination');
    return fail({
      code: 'bad-record',
      line: header.line,
      column: header.column,
      problem: 'winner',
      header: 'Termination',
      text: header.value,
      message: `A ${termination.value} needs a Result of 1-0 or 0-1 naming who won.`,
    });
  }
  const moves = readMoves(lines, body);
  if (!moves.ok) return moves;

  const free = (name: string) => headers.get(name)?.value ?? '?';
  return ok({
    event: free('Event'),
    site: free('Site'),
    date: free('Date'),
    round: free('Round'),
    south: free('South'),
    north: free('North'),
    rules: rules.value.id,
    first: setUp?.toMove ?? first.value ?? 'S',
    setUp,
    result: result.value,
    termination: termination.value,
    moves: moves.value,
  });
}

/** A player's name as written in a header, for comparing: case, accents and spacing aside. */
function nameKey(name: string): string {
  return name.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

const unknown = (value: string) => value.trim() === '' || value.trim() === '?';

/**
 * The first header of `record` that contradicts the game it is reported for, or null: a South or
 * North naming someone else than the player sitting there, a First giving the first move to the
 * other side, a Round naming another game. Unknown headers (`?`, or missing) contradict nothing.
 * Decided (RULES.md is silent): a Round of digits, or ending in a dot and digits as PGN's
 * "round.game" (`W1-1.3`), names the game by those digits; any other Round names no game.
 */
export function contradictedHeader(record: GameRecord, seating: GameSeating): HeaderContradiction | null {
  const says = (header: HeaderContradiction['header'], value: string) => `The file says [${header} "${escape(value)}"]`;
  const seats = [
    ['South', record.south, seating.south, seating.north, 'North'],
    ['North', record.north, seating.north, seating.south, 'South'],
  ] as const;
  for (const [header, written, seated, other, otherSide] of seats) {
    if (unknown(written) || nameKey(written) === nameKey(seated)) continue;
    const elsewhere = nameKey(written) === nameKey(other) ? ` (${other} sits ${otherSide})` : '';
    return {
      code: 'header-contradiction',
      header,
      written,
      game: seating.game,
      player: seated,
      message: `${says(header, written)}, but in game ${seating.game} ${seated} sits ${header}${elsewhere}.`,
    };
  }
  if (record.first !== seating.first) {
    const player = seating.first === 'S' ? seating.south : seating.north;
    const opener = `${player} (${seating.first === 'S' ? 'South' : 'North'})`;
    return {
      code: 'header-contradiction',
      header: 'First',
      written: record.first,
      game: seating.game,
      player,
      message: `${says('First', record.first)}, but in game ${seating.game} ${opener} moves first.`,
    };
  }
  const round = /^(?:.*\.)?([0-9]+)$/.exec(record.round.trim());
  if (round && Number(round[1]) !== seating.game) {
    return {
      code: 'header-contradiction',
      header: 'Round',
      written: record.round,
      game: seating.game,
      message: `${says('Round', record.round)}, but this is game ${seating.game} of the match.`,
    };
  }
  return null;
}

function terminationOf(record: GameRecord): Termination | undefined {
  const reason = record.termination;
  if (reason === 'agreed-end') return { reason };
  if (reason === 'resignation' || reason === 'loss-on-time' || reason === 'forfeit') {
    return { reason, loser: record.result === '1-0' ? 'N' : 'S' };
  }
  return undefined;
}

/**
 * Adjudicates a record's moves from its start under its rules, with its off-board ending if its
 * Termination names one (the loser is the side its Result says lost). A Result or Termination
 * that the adjudication contradicts is refused with `result-mismatch`.
 */
export function adjudicateRecord(
  record: GameRecord,
): Result<FinishedGame | UnfinishedGame, AdjudicationError | RecordMismatch> {
  const adjudicated = adjudicate({
    rules: record.rules,
    from: record.setUp ?? startPosition(record.first),
    moves: record.moves,
    termination: terminationOf(record),
  });
  if (!adjudicated.ok) return adjudicated;
  const game = adjudicated.value;
  const result = recordResult(game);
  const termination: RecordTermination = game.finished ? game.end : 'unterminated';
  if ((record.result && record.result !== result) || (record.termination && record.termination !== termination)) {
    const said = record.result ?? '?';
    const saidEnd = record.termination ?? '?';
    return fail({
      code: 'result-mismatch',
      said,
      saidEnd,
      result,
      end: termination,
      message: `The record says ${said} (${saidEnd}) but its moves give ${result} (${termination}).`,
    });
  }
  return adjudicated;
}
