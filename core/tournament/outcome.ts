import type { Outcome, TournamentError, TournamentErrorCode } from './types';

/** A successful outcome. */
export function ok<T>(value: T): Outcome<T> {
  return { ok: true, value };
}

/** A refusal with a code, a sentence for people and, where it helps, the matches concerned. */
export function fail<T>(code: TournamentErrorCode, message: string, matches?: string[]): Outcome<T> {
  const error: TournamentError = matches ? { code, message, matches } : { code, message };
  return { ok: false, error };
}
