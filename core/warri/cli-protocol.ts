import { adjudicate, type Adjudication } from './adjudicate';
import { REFUSAL_CODES, type RefusalCode } from './moves';
import { printPosition } from './position';

/** A request line that is not a JSON object of strings as the CLI expects. */
export interface InputError {
  code: 'bad-input';
  reason: string;
}

/**
 * One answer line of the CLI, keys in the order external tools read them. The library's refusals
 * carry their sentence as `message`; the CLI has always written it as `reason`, and keeps to it.
 */
export type AnswerLine =
  | {
      ok: true;
      finished: true;
      captures: [number, number];
      winner: 'S' | 'N' | null;
      end: string;
      plies: number;
      position: string;
    }
  | { ok: true; finished: false; plies: number; position: string }
  | { ok: false; ply: number; move: string; code: RefusalCode; reason: string }
  | { ok: false; code: 'bad-notation'; at: number; reason: string }
  | { ok: false; code: string; reason: string };

/** The CLI's answer to an adjudication, flattened in the documented key order. */
export function answerOf(adjudication: Adjudication): AnswerLine {
  if (adjudication.ok) {
    const game = adjudication.value;
    const position = printPosition(game.position);
    if (!game.finished) return { ok: true, finished: false, plies: game.plies, position };
    const captures: [number, number] = [game.captures[0], game.captures[1]];
    return { ok: true, finished: true, captures, winner: game.winner, end: game.end, plies: game.plies, position };
  }
  const error = adjudication.error;
  if ('ply' in error && (REFUSAL_CODES as readonly string[]).includes(error.code)) {
    return { ok: false, ply: error.ply, move: error.move, code: error.code, reason: error.message };
  }
  if (error.code === 'bad-notation') return { ok: false, code: error.code, at: error.at, reason: error.message };
  return refusalLine(error);
}

/** A refusal of the library (a code and its sentence) as an answer line. */
export function refusalLine(error: { code: string; message: string }): AnswerLine {
  return { ok: false, code: error.code, reason: error.message };
}

/** The answer to a request that could not be read. */
export function badInput(reason: string): AnswerLine {
  return { ok: false, code: 'bad-input', reason };
}

function optionalString(request: Record<string, unknown>, key: string): string | undefined | InputError {
  const value = request[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value;
  return { code: 'bad-input', reason: `"${key}" must be a string; found ${JSON.stringify(value)}.` };
}

/**
 * Answers one line of `adjudicate --jsonl`: `{"rules"?: id, "from"?: position, "moves": notation}`.
 * A missing or null `rules` is `defaultRules`, a missing or null `from` the start position; other
 * keys are ignored. Anything else (not JSON, not an object, a non-string field) is `bad-input`.
 */
export function answerRequestLine(line: string, defaultRules: string): AnswerLine {
  let request: unknown;
  try {
    request = JSON.parse(line);
  } catch (error) {
    return badInput(`The line is not valid JSON (${(error as Error).message}).`);
  }
  if (typeof request !== 'object' || request === null || Array.isArray(request)) {
    return badInput('Each line must be a JSON object such as {"rules": "antigua", "moves": "C a E b"}.');
  }
  const fields = request as Record<string, unknown>;
  const rules = optionalString(fields, 'rules');
  const from = optionalString(fields, 'from');
  if (typeof rules === 'object') return badInput(rules.reason);
  if (typeof from === 'object') return badInput(from.reason);
  if (typeof fields.moves !== 'string') {
    const found = fields.moves === undefined ? 'it is missing' : `found ${JSON.stringify(fields.moves)}`;
    return badInput(`"moves" must be a string of moves such as "C a E b"; ${found}.`);
  }
  return answerOf(adjudicate({ rules: rules ?? defaultRules, from, moves: fields.moves }));
}
