// In which order the losers of each winners-bracket round drop into the losers bracket.
// Dropping them in bracket order lets two players who just met in the winners bracket
// meet again one or two rounds later; flipping the order sends each loser to the far side
// of the losers bracket. The methods are those of the "superior double elimination losers
// bracket seeding" (Team Liquid forum, 2011), as brackets-manager ships them. The per-size
// choices are brackets-manager's defaults wherever those already put the first possible
// rematch as late as any choice of its orderings can; at 16, 64 and 128 entries an
// exhaustive search over them puts it one losers round later (4, 7 and 8 instead of 3, 6
// and 7) by changing one round's order, and the plans below take that change. The search
// is a test (tests/core/tournament/loser-drops.test.ts), not run here: at 1,024 entries it
// takes half a second, and the table shows each choice.

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
  16: ['natural', 'reverse', 'reverse', 'natural'],
  32: ['natural', 'reverse', 'half-shift', 'natural', 'natural'],
  64: ['natural', 'reverse', 'half-shift', 'reverse-half-shift', 'natural', 'natural'],
  128: ['natural', 'reverse', 'half-shift', 'reverse-half-shift', 'pair-flip', 'pair-flip', 'natural'],
};

/**
 * The drop plan of a double-elimination bracket of `size` (a power of two, at least 4).
 * Beyond 128, where the published tables stop, the plan goes on with the orders a round-by-
 * round search over the five methods finds best (the fewest possible rematches, earliest
 * rounds first): reverse, half-shift, reverse-half-shift, then pair-flips, and the natural
 * order for the last three drops, where one match or two are left and no order helps. No
 * choice of the orderings puts the first possible rematch later than this plan does (losers
 * round 9) from 256 to 1,024 entries.
 */
export function dropPlan(size: number): DropPlan {
  const known = PLANS[size];
  if (known) return { first: known[0], later: known.slice(1) };
  const laterCount = Math.log2(size) - 1;
  const flips = Math.max(0, laterCount - 6);
  const later: DropOrdering[] = ['reverse', 'half-shift', 'reverse-half-shift', ...Array(flips).fill('pair-flip')];
  while (later.length < laterCount) later.push('natural');
  return { first: 'natural', later: later.slice(0, laterCount) };
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
