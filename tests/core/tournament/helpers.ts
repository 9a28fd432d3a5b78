// Shared test helpers: seeded lists, unwrapping outcomes, playing a stage out.
import { buildStage, recordResult, type BuildOptions } from '@/core/tournament';
import type { EntryId, FormatSettings, Outcome, Stage, StageMatch } from '@/core/tournament/types';

/** A seeded list p1, p2, … pN (index 0 = seed 1). */
export const ids = (count: number): EntryId[] => Array.from({ length: count }, (_, index) => `p${index + 1}`);

/** The value of an outcome the test expects to succeed (fails the test with the message otherwise). */
export function unwrap<T>(outcome: Outcome<T>): T {
  if (!outcome.ok) throw new Error(`${outcome.error.code}: ${outcome.error.message}`);
  return outcome.value;
}

export const build = (count: number, settings: FormatSettings, options?: BuildOptions): Stage =>
  unwrap(buildStage(ids(count), settings, options));

/** A stage's match by key (fails the test if missing). */
export function match(stage: Stage, key: string): StageMatch {
  const found = stage.matches.find((candidate) => candidate.key === key);
  if (!found) throw new Error(`no match ${key}`);
  return found;
}

/** Who sits in a match's slots: entry ids, `bye`, or `?` while undecided. */
export const seats = (stage: Stage, key: string): string[] =>
  match(stage, key).slots.map((slot) => slot.entry ?? (slot.bye ? 'bye' : '?'));

/**
 * Plays every ready match until none is left, the winner chosen by `pick` (slot 0 or 1),
 * with a plausible first-to-6 score. Returns the final stage and every match played.
 */
export function playOut(stage: Stage, pick: (match: StageMatch) => 0 | 1): { stage: Stage; played: StageMatch[] } {
  const played: StageMatch[] = [];
  for (;;) {
    const ready = stage.matches.find((candidate) => candidate.status === 'ready');
    if (!ready) return { stage, played };
    const winner = pick(ready);
    const wins: [number, number] = winner === 0 ? [6, 3] : [2, 6];
    stage = unwrap(
      recordResult(stage, ready.key, { winner: ready.slots[winner].entry!, wins, draws: 1, captures: [120, 100] }),
    ).stage;
    played.push(stage.matches.find((candidate) => candidate.key === ready.key)!);
  }
}

/** A small deterministic random source for tests that need one outside fast-check. */
export function lcg(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}
