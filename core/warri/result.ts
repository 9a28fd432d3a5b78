/** The answer of a function that can refuse: a value, or an error with a code and a sentence for a player. */
export type Result<T, E extends { code: string; message: string }> = { ok: true; value: T } | { ok: false; error: E };

/** Wraps a value as a successful result. */
export function ok<T>(value: T): { ok: true; value: T } {
  return { ok: true, value };
}

/** Wraps an error as a refused result. */
export function fail<E extends { code: string; message: string }>(error: E): { ok: false; error: E } {
  return { ok: false, error };
}
