import type { Outcome, TournamentError, TournamentErrorCode } from './types';

/** A successful outcome. */
export function ok<T>(value: T): Outcome<T> {
  return { ok: true, value };
}

/** A refusal with a code, a sentence for people and, where it helps, the matches concerned and the one acted on. */
export function fail<T>(code: TournamentErrorCode, message: string, matches?: string[], match?: string): Outcome<T> {
  const error: TournamentError = { code, message, ...(matches && { matches }), ...(match !== undefined && { match }) };
  return { ok: false, error };
}
