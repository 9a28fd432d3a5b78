// The three ways an organiser orders a field before the draw: by rating, by a random draw that
// can be replayed from its seed, or by hand. Each takes the entries in registration order and
// returns them in seed order (index 0 = seed 1), or refuses with a reason.
import { seededRandom } from './seeded-random';

/** An entry as seeding sees it: its id and its player's rating (null when unrated). */
export interface SeedableEntry {
  id: number;
  rating: number | null;
}

/**
 * A refusal of a manual order, with its facts for readers whose language is not the message's: an
 * entry not in the field (`stranger`: its place and id), one listed again (`repeated`: the place of
 * the repeat and its id), or entries left out (`missing`: their ids).
 */
export type SeedOrderError = { code: 'bad-order'; message: string } & (
  { problem: 'stranger' | 'repeated'; place: number; entry: number } | { problem: 'missing'; entries: number[] }
);

export type SeedOrderOutcome = { ok: true; value: number[] } | { ok: false; error: SeedOrderError };

/**
 * Highest rating first; unrated players after every rated one; players with the same rating
 * (or both unrated) in registration order, i.e. by entry id.
 */
export function orderByRating(entries: readonly SeedableEntry[]): number[] {
  return [...entries]
    .sort((a, b) => {
      if (a.rating !== b.rating) {
        if (a.rating === null) return 1;
        if (b.rating === null) return -1;
        return b.rating - a.rating;
      }
      return a.id - b.id;
    })
    .map((entry) => entry.id);
}

/**
 * A random order anyone can check: the entry ids sorted ascending, then shuffled by
 * Fisher–Yates from the last place down (place i swaps with place ⌊r·(i+1)⌋, r drawn from
 * `seededRandom(seed)`). The same ids and seed always give the same order.
 */
export function orderByDraw(entryIds: readonly number[], seed: string): number[] {
  const order = [...entryIds].sort((a, b) => a - b);
  const random = seededRandom(seed);
  for (let index = order.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [order[index], order[other]] = [order[other], order[index]];
  }
  return order;
}

/** Checks a hand-made order: every entry exactly once, nobody else. */
export function checkManualOrder(entryIds: readonly number[], order: readonly number[]): SeedOrderOutcome {
  const known = new Set(entryIds);
  const seen = new Set<number>();
  for (const [index, id] of order.entries()) {
    if (!known.has(id))
      return {
        ok: false,
        error: {
          code: 'bad-order',
          message: `Place ${index + 1} names entry ${id}, which is not in the field.`,
          problem: 'stranger',
          place: index + 1,
          entry: id,
        },
      };
    if (seen.has(id))
      return {
        ok: false,
        error: {
          code: 'bad-order',
          message: `Entry ${id} is listed twice (again at place ${index + 1}).`,
          problem: 'repeated',
          place: index + 1,
          entry: id,
        },
      };
    seen.add(id);
  }
  const missing = entryIds.filter((id) => !seen.has(id));
  if (missing.length > 0) {
    return {
      ok: false,
      error: {
        code: 'bad-order',
        message: `The order leaves out ${missing.length === 1 ? 'entry' : 'entries'} ${missing.join(', ')}: every entry needs a seed.`,
        problem: 'missing',
        entries: missing,
      },
    };
  }
  return { ok: true, value: [...order] };
}
