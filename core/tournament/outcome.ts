import type { Outcome, RefusalFacts, TournamentErrorCode } from './types';

/** A successful outcome. */
export function ok<T>(value: T): Outcome<T> {
  return { ok: true, value };
}

/** A refusal with a code, a sentence for people and, where it helps, the facts it names (the matches concerned…). */
export function fail<T>(code: TournamentErrorCode, message: string, facts: RefusalFacts = {}): Outcome<T> {
  return { ok: false, error: { code, message, ...facts } };
}
