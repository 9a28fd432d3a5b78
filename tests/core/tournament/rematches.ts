// When two entries who met in the winners bracket can first meet again in the losers
// bracket: read off a built double elimination, and searched for over every drop plan of
// brackets-manager's orderings.
//
// The loser of winners match A and the loser of a later winners match B have met exactly
// when B lies on A's path to the final: A's winner can win on to B and lose there. A losers
// slot can be reached by the loser of any winners match dropping below it, through results
// of its own part of the losers bracket, which the other slot's part does not share; so a
// rematch is possible in a losers match, over all results, exactly when one slot can hold
// the loser of a match on the path of a match whose loser the other slot can hold.
import { ordering } from 'brackets-manager';
import { bracketSeedOrder, nextPowerOfTwo } from '@/core/tournament';
import type { Stage } from '@/core/tournament/types';

/**
 * The first losers round in which two entries who met in the winners bracket can meet
 * again, over all results, in a built stage (Infinity if they never can).
 */
export function firstPossibleRematch(stage: Stage): number {
  const byKey = new Map(stage.matches.map((match) => [match.key, match]));
  const paths = new Map<string, Set<string>>();
  for (const start of stage.matches.filter((match) => match.part === 'winners')) {
    const path = new Set<string>();
    for (let match = byKey.get(start.key); match?.part === 'winners'; match = byKey.get(match.winnerTo?.match ?? ''))
      path.add(match.key);
    paths.set(start.key, path);
  }
  const met = (a: string, b: string) => paths.get(a)!.has(b) || paths.get(b)!.has(a);
  /** For each losers match, the winners matches whose loser can win it. */
  const droppedBelow = new Map<string, string[]>();
  let first = Infinity;
  for (const match of stage.matches.filter((candidate) => candidate.part === 'losers')) {
    const [a, b] = match.slots.map(({ bye, source }) =>
      bye
        ? []
        : source.type === 'loser'
          ? [source.match]
          : source.type === 'winner'
            ? droppedBelow.get(source.match)!
            : [],
    );
    droppedBelow.set(match.key, [...a, ...b]);
    if (a.some((x) => b.some((y) => met(x, y)))) first = Math.min(first, match.round);
  }
  return first;
}

/** The orderings brackets-manager offers for a losers round (its `ordering` map less the group methods). */
export const METHODS = ['natural', 'reverse', 'half_shift', 'reverse_half_shift', 'pair_flip', 'inner_outer'] as const;
export type Method = (typeof METHODS)[number];

/**
 * The losers bracket of `count` entries as drop plans are chosen round by round: a plan
 * orders the losers of winners round 1 (paired in losers round 1), then those of each
 * later winners round r + 1 (one per match of losers round 2r), as the builder does. Each
 * losers slot is a set of winners matches (the ones whose loser can reach it) held as bits:
 * `members`, and `path`, the members with every match on their paths.
 */
class DropModel {
  readonly rounds: number;
  /** Per winners round, the slot of each match's loser (empty for a bye in round 1). */
  private readonly losers: Slot[][] = [];

  constructor(count: number) {
    const size = nextPowerOfTwo(count);
    this.rounds = Math.log2(size);
    const seeds = bracketSeedOrder(size);
    /** One bit per winners match, round 1 first. */
    const bit = (round: number, position: number) => 1n << BigInt(size - size / 2 ** (round - 1) + position);
    for (let round = 1; round <= this.rounds; round++) {
      this.losers.push(
        Array.from({ length: size / 2 ** round }, (_, position) => {
          if (round === 1 && (seeds[2 * position] > count || seeds[2 * position + 1] > count))
            return { members: 0n, path: 0n };
          let path = 0n;
          for (let later = round; later <= this.rounds; later++) path |= bit(later, position >> (later - round));
          return { members: bit(round, position), path };
        }),
      );
    }
  }

  /** How many losers winners round `round` (1-based) drops. */
  dropCount(round: number): number {
    return this.losers[round - 1].length;
  }

  /**
   * Drops the losers of winners round `round` in the given order (a permutation of match
   * positions) onto the slots left after the earlier drops; returns the new slots and the
   * first losers round, of those the drop lays, where a rematch is possible.
   */
  drop(round: number, order: number[], survivors: Slot[]): { survivors: Slot[]; rematch: number } {
    const losers = order.map((position) => this.losers[round - 1][position]);
    let rematch = Infinity;
    const meet = (a: Slot, b: Slot, losersRound: number): Slot => {
      if (((a.members & b.path) | (b.members & a.path)) !== 0n) rematch = Math.min(rematch, losersRound);
      return { members: a.members | b.members, path: a.path | b.path };
    };
    const pairUp = (slots: Slot[], losersRound: number): Slot[] =>
      Array.from({ length: slots.length / 2 }, (_, index) => meet(slots[2 * index], slots[2 * index + 1], losersRound));
    if (round === 1) return { survivors: pairUp(losers, 1), rematch };
    const losersRound = 2 * (round - 1);
    const met = losers.map((loser, index) => meet(loser, survivors[index], losersRound));
    return { survivors: round < this.rounds ? pairUp(met, losersRound + 1) : met, rematch };
  }
}

interface Slot {
  members: bigint;
  path: bigint;
}

/** The match positions 0..n − 1 in a method's order; one loser has only the natural order. */
const positionsIn = (count: number, method: Method): number[] => {
  const positions = Array.from({ length: count }, (_, index) => index);
  return count === 1 ? positions : ordering[method](positions);
};

/** The first possible rematch of a drop plan (one method per winners round but the last's). */
export function planRematch(count: number, plan: Method[]): number {
  const model = new DropModel(count);
  let survivors: Slot[] = [];
  let first = Infinity;
  plan.forEach((method, index) => {
    const dropped = model.drop(index + 1, positionsIn(model.dropCount(index + 1), method), survivors);
    survivors = dropped.survivors;
    first = Math.min(first, dropped.rematch);
  });
  return first;
}

/**
 * The latest first possible rematch any drop plan of brackets-manager's orderings gives a
 * double elimination of `count` entries, and the plan found for it. Depth first over the
 * rounds, trying `preferred[i]` first in round i and each distinct order once, it keeps a
 * plan only when it beats the best so far, so the plan keeps the preferred order in every
 * round where some best plan does, earliest rounds first. A branch is left once its
 * rematch is no later than the best so far: later drops can only bring a rematch earlier.
 */
export function latestFirstRematch(count: number, preferred: Method[]): { round: number; plan: Method[] } {
  const model = new DropModel(count);
  let best = { round: -Infinity, plan: [] as Method[] };
  const search = (round: number, survivors: Slot[], first: number, plan: Method[]) => {
    if (first <= best.round) return;
    if (round > model.rounds) {
      best = { round: first, plan: [...plan] };
      return;
    }
    const tried = new Set<string>();
    for (const method of [preferred[round - 1], ...METHODS]) {
      const order = positionsIn(model.dropCount(round), method);
      if (tried.has(order.join())) continue;
      tried.add(order.join());
      const dropped = model.drop(round, order, survivors);
      // One loser has one order, named natural whatever the preferred plan calls it.
      plan.push(order.length === 1 ? 'natural' : method);
      search(round + 1, dropped.survivors, Math.min(first, dropped.rematch), plan);
      plan.pop();
    }
  };
  search(1, [], Infinity, []);
  return best;
}
