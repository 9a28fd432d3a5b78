// In which order the losers of each winners-bracket round drop into the losers bracket.
// Dropping them in bracket order lets two players who just met in the winners bracket
// meet again one or two rounds later; flipping the order sends each loser to the far side
// of the losers bracket. The methods and the per-size choices are those of the "superior
// double elimination losers bracket seeding" (Team Liquid forum, 2011), as brackets-manager
// ships them by default.

/** A way of ordering a round's losers before they are placed, top to bottom. */
export type DropOrdering = 'natural' | 'reverse' | 'half-shift' | 'reverse-half-shift' | 'pair-flip';

/** The orderings of one bracket size: for winners round 1, then for each later winners round. */
export interface DropPlan {
  /** How the losers of winners round 1 are paired in losers round 1 (two per match). */
  first: DropOrdering;
  /** How the losers of winners round r + 1 drop into losers round 2r (one per match). */
  later: DropOrdering[];
}

const PLANS: Record<number, DropOrdering[]> = {
  4: ['natural', 'natural'],
  8: ['natural', 'reverse', 'natural'],
  16: ['natural', 'reverse-half-shift', 'reverse', 'natural'],
  32: ['natural', 'reverse', 'half-shift', 'natural', 'natural'],
  64: ['natural', 'reverse', 'half-shift', 'reverse', 'natural', 'natural'],
  128: ['natural', 'reverse', 'half-shift', 'pair-flip', 'pair-flip', 'pair-flip', 'natural'],
};

/** The drop plan of a double-elimination bracket of `size` (a power of two, at least 4). */
export function dropPlan(size: number): DropPlan {
  const rounds = Math.log2(size);
  const known = PLANS[size];
  if (known) return { first: known[0], later: known.slice(1) };
  const plan = PLANS[128];
  const later = plan.slice(1, -1);
  while (later.length < rounds - 2) later.push('pair-flip');
  return { first: 'natural', later: [...later, 'natural'] };
}

/** Applies an ordering to a round's losers (listed by match position). */
export function orderDrops<T>(items: T[], ordering: DropOrdering): T[] {
  const half = items.length / 2;
  switch (ordering) {
    case 'natural':
      return [...items];
    case 'reverse':
      return [...items].reverse();
    case 'half-shift':
      return [...items.slice(half), ...items.slice(0, half)];
    case 'reverse-half-shift':
      return [...items.slice(0, half).reverse(), ...items.slice(half).reverse()];
    case 'pair-flip': {
      const flipped: T[] = [];
      for (let index = 0; index + 1 < items.length; index += 2) flipped.push(items[index + 1], items[index]);
      return flipped;
    }
  }
}
