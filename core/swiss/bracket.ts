// Pairing one bracket (C.04.3 B): its moved-down players and residents, into pairs and
// downfloaters, choosing the candidate that best meets the quality criteria C.5–C.19 in their
// order, among those that leave the rest of the round pairable (C.4).
//
// The search walks candidates in the order of the rules' generation (B.6, B.7, D): the
// moved-down players are paired first with the residents in order, then the remainder's upper
// half S1 with its lower half S2 by transpositions of S2, exchanges last. It keeps the first
// candidate of each best evaluation and stops at a candidate no other can beat (the rules'
// "perfect" candidate, measured here against lower bounds that hold for every candidate). Every
// criterion counts players or pairs, so a partial candidate's evaluation only grows as it is
// completed: a branch that already evaluates no better than the best is cut.
import { allocateColours, colourFailures } from './colours';
import { matchingSize } from './matching';
import type { PairingPlayer } from './players';
import type { Colour, Criterion } from './types';

export interface BracketInput {
  /** Moved-down players, in pairing order. */
  movedDown: PairingPlayer[];
  /** Residents (the score group), in pairing order. */
  residents: PairingPlayer[];
  compatible: (a: PairingPlayer, b: PairingPlayer) => boolean;
  /** C.4: whether the round can still be completed when these float down (the last bracket: as the bye). */
  completes: (floaters: PairingPlayer[]) => boolean;
  /** C.7: the pairs the next bracket can make with these floaters; null in the last bracket. */
  nextPairs: ((floaters: PairingPlayer[]) => number) | null;
  /** Players in the next bracket's score group (for C.7's best case). */
  nextResidents: number;
  initial: Colour;
  /** Search steps before the best candidate so far is taken. */
  budget: number;
}

export interface BracketPairing {
  /** Higher-ranked player first. */
  pairs: [PairingPlayer, PairingPlayer][];
  floaters: PairingPlayer[];
  failures: Partial<Record<Criterion, number>>;
  candidates: number;
  exhaustive: boolean;
}

// Positions of the per-criterion counts after C.5, the score differences (C.6) and C.7.
const AFTER = ['C8', 'C9', 'C10', 'C11', 'C12', 'C13', 'C14', 'C15', 'C16', 'C17', 'C18', 'C19'] as const;

/** Pairs a bracket; null if no candidate leaves the round pairable (the caller relaxes a criterion). */
export function pairBracket(input: BracketInput): BracketPairing | null {
  const players = [...input.movedDown, ...input.residents];
  const count = players.length;
  const movedDown = input.movedDown.length;
  const edges = players.map((player, index) =>
    players.flatMap((other, otherIndex) =>
      otherIndex !== index && input.compatible(player, other) ? [otherIndex] : [],
    ),
  );
  const adjacent = players.map((_, index) => {
    const row = new Uint8Array(count);
    for (const other of edges[index]) row[other] = 1;
    return row;
  });
  // C.6 measures a floater's score difference from one point below the bracket's lowest score (A.8).
  const floor = Math.min(...players.map((player) => player.score)) - 1;
  const scores = [...new Set(players.map((player) => player.score))];
  // Pairs of equal scores are left out: with the number of pairs and floaters fixed, how many
  // differences are zero follows from the others, and a partial candidate's count of them would
  // make it look better than a complete one.
  const differences = [
    ...new Set([...scores.flatMap((a) => scores.map((b) => Math.abs(a - b))), ...scores.map((score) => score - floor)]),
  ]
    .filter((value) => value > 0)
    .sort((a, b) => b - a);
  const differenceIndex = new Map(differences.map((value, index) => [value, 1 + index]));
  const c7 = 1 + differences.length;
  const at = (criterion: (typeof AFTER)[number]): number => c7 + 1 + AFTER.indexOf(criterion);
  const length = c7 + 1 + AFTER.length;

  const fewestFloaters = count - 2 * matchingSize(edges);
  const budget = input.budget / 2;
  const effectsOf = new Map<number, number[]>();
  let candidates = 0;
  for (let floats = fewestFloaters; floats <= count; floats += 2) {
    // A first search tries the opponents who cost least first, to find how good a candidate can
    // be; the second walks the rules' own order and takes the first candidate as good as that.
    const quick = explore(floats, 'cheapest', null);
    if (!quick) continue;
    const chosen = explore(floats, 'rules', quick) ?? quick;
    return result(chosen.best, chosen.partner, chosen.exhaustive);
  }
  return null;

  function explore(floats: number, order: 'cheapest' | 'rules', seed: Found | null): Found | null {
    const partner = new Int32Array(count).fill(-1);
    const cost = new Float64Array(length);
    const bound = lowerBound(floats);
    let best: Float64Array | null = seed?.best ?? null;
    let bestPartner: Int32Array | null = null;
    // Whether `best` is a candidate of this search's order (a seed is only a measure to match).
    let found = false;
    let steps = 0;
    let stop = false;
    const completions = new Map<string, boolean>();
    const nextPairCounts = new Map<string, number>();

    const floatersOf = (partners: Int32Array): PairingPlayer[] => players.filter((_, index) => partners[index] === -2);

    const leaf = (): void => {
      candidates++;
      if (best && (found ? !lessThan(cost, best) : lessThan(best, cost))) return;
      const floaters = floatersOf(partner);
      const key = floaters.map((player) => player.id).join('\u0000');
      let completes = completions.get(key);
      if (completes === undefined) {
        completes = input.completes(floaters);
        completions.set(key, completes);
      }
      if (!completes) return;
      if (input.nextPairs) {
        let pairs = nextPairCounts.get(key);
        if (pairs === undefined) {
          pairs = input.nextPairs(floaters);
          nextPairCounts.set(key, pairs);
        }
        cost[c7] = Math.floor((floats + input.nextResidents) / 2) - pairs;
      }
      if (!best || lessThan(cost, best) || (!found && !lessThan(best, cost))) {
        best = cost.slice();
        bestPartner = partner.slice();
        found = true;
        if (!lessThan(bound, best)) stop = true;
      }
      cost[c7] = 0;
    };

    const pairUp = (a: number, b: number, sign: 1 | -1): void => {
      const effects = pairEffects(a, b);
      for (let field = 0; field < effects.length; field += 2) cost[effects[field]] += sign * effects[field + 1];
      const delta = -sign;
      countOpen(a, delta);
      countOpen(b, delta);
    };

    const floatDown = (index: number, sign: 1 | -1): void => {
      countOpen(index, -sign);
      const player = players[index];
      const difference = player.score - floor;
      cost[0] += sign;
      cost[differenceIndex.get(difference)!] += sign;
      if (player.lastFloat === 'down') {
        cost[at('C12')] += sign;
        cost[at('C16')] += sign * difference;
      }
      if (player.floatBefore === 'down') {
        cost[at('C14')] += sign;
        cost[at('C18')] += sign * difference;
      }
    };

    // Options of the highest unpaired player, in the order the rules generate candidates.
    const rulesOrder = (index: number, split: number): number[] => {
      const open = (from: number, to: number): number[] => {
        const list: number[] = [];
        for (let other = from; other < to; other++)
          if (partner[other] === -1 && adjacent[index][other]) list.push(other);
        return list;
      };
      if (index < movedDown) return [...open(movedDown, count), ...open(index + 1, movedDown)];
      if (index < split) return [...open(split, count), ...open(index + 1, split).reverse()];
      return open(index + 1, count);
    };
    const options = (index: number, split: number): number[] => {
      const list = rulesOrder(index, split);
      if (order === 'rules') return list;
      const penalties = new Map(list.map((other) => [other, penaltyOf(pairEffects(index, other))]));
      return list.sort((a, b) => penalties.get(a)! - penalties.get(b)!);
    };

    const visit = (from: number, floatsLeft: number, split: number): void => {
      if (stop) return;
      if (++steps > budget) {
        stop = true;
        return;
      }
      let index = from;
      while (index < count && partner[index] !== -1) index++;
      if (index === count) {
        if (floatsLeft === 0) leaf();
        return;
      }
      if (best) {
        const bounded = withRemainingBound(index, floatsLeft);
        if (found ? !lessThan(bounded, best) : lessThan(best, bounded)) return;
      }
      if (index >= movedDown && split < 0) split = remainderSplit(index);
      for (const other of options(index, split)) {
        partner[index] = other;
        partner[other] = index;
        pairUp(index, other, 1);
        visit(index + 1, floatsLeft, split);
        pairUp(index, other, -1);
        partner[index] = -1;
        partner[other] = -1;
        if (stop) return;
      }
      if (floatsLeft > 0) {
        partner[index] = -2;
        floatDown(index, 1);
        visit(index + 1, floatsLeft - 1, split);
        floatDown(index, -1);
        partner[index] = -1;
      }
    };

    // B.3 for a remainder: its upper half is S1, its lower half S2.
    const remainderSplit = (first: number): number => {
      const open: number[] = [];
      for (let index = first; index < count; index++) if (partner[index] === -1) open.push(index);
      return open[Math.floor(open.length / 2)] ?? count;
    };

    // The unpaired players' colour wishes and floats, kept as they are paired, for the bound below.
    const open = noCounts();
    const countOpen = (index: number, delta: number): void => countPlayer(open, players[index], delta);
    players.forEach((_, index) => countOpen(index, 1));

    // The evaluation so far plus what the unpaired players must still add to C.10–C.12 and C.14.
    // The floaters still to come are counted (C.5) at the smallest score difference any of them can
    // have (C.6): a residents' one while residents are unpaired, a floater's being one point then.
    const withRemainingBound = (index: number, floatsLeft: number): Float64Array => {
      const extra = boundOf(open, floatsLeft);
      if (floatsLeft === 0 && extra.denied === 0 && extra.downAgain === 0 && extra.downBefore === 0) return cost;
      const bounded = cost.slice();
      if (floatsLeft > 0) {
        const lowest = index >= movedDown ? players[count - 1].score : lowestOpenScore(index);
        bounded[0] += floatsLeft;
        bounded[differenceIndex.get(lowest - floor)!] += floatsLeft;
      }
      bounded[at('C10')] += extra.denied;
      bounded[at('C11')] += extra.strongDenied;
      bounded[at('C12')] += extra.downAgain;
      bounded[at('C14')] += extra.downBefore;
      return bounded;
    };

    const lowestOpenScore = (from: number): number => {
      let lowest = Infinity;
      for (let index = from; index < count; index++)
        if (partner[index] === -1) lowest = Math.min(lowest, players[index].score);
      return lowest;
    };

    visit(0, floats, -1);
    if (!best || !bestPartner) return null;
    return { best, partner: bestPartner, exhaustive: steps <= budget };
  }

  // What pairing `a` with `b` adds to the evaluation, as (position, amount) pairs; worked out once per pair.
  function pairEffects(a: number, b: number): number[] {
    const key = a < b ? a * count + b : b * count + a;
    const known = effectsOf.get(key);
    if (known) return known;
    const [high, low] = a < b ? [players[a], players[b]] : [players[b], players[a]];
    const difference = high.score - low.score;
    const effects = difference > 0 ? [differenceIndex.get(difference)!, 1] : [];
    if (difference > 0) {
      // The lower-scored player floats up (A.4).
      if (low.lastFloat === 'up') effects.push(at('C13'), 1, at('C17'), difference);
      if (low.floatBefore === 'up') effects.push(at('C15'), 1, at('C19'), difference);
    }
    const failures = colourFailures(high, low, allocateColours(high, low, input.initial).colour);
    effects.push(
      at('C8'),
      failures.wideDifference,
      at('C9'),
      failures.threeInARow,
      at('C10'),
      failures.preferenceDenied,
      at('C11'),
      failures.strongDenied,
    );
    effectsOf.set(key, effects);
    return effects;
  }

  // What a pair costs on its own, for the first search's order: colour failures and repeated floats.
  function penaltyOf(effects: number[]): number {
    let penalty = 0;
    for (let field = 0; field < effects.length; field += 2) {
      const position = effects[field];
      const weight =
        position === at('C8') || position === at('C9')
          ? 4
          : position === at('C11')
            ? 2
            : position === at('C10') || position === at('C13')
              ? 1
              : 0;
      penalty += weight * effects[field + 1];
    }
    return penalty;
  }

  function lowerBound(floats: number): Float64Array {
    const bound = new Float64Array(length);
    bound[0] = floats;
    // C.6 at best: the lowest-scored players float, the moved-down players meet residents.
    const byScore = [...players].sort((a, b) => a.score - b.score);
    const residentScore = input.residents[0]?.score ?? floor + 1;
    byScore.slice(0, floats).forEach((player) => bound[differenceIndex.get(player.score - floor)!]++);
    for (const player of byScore.slice(floats)) {
      const difference = player.score - residentScore;
      if (difference > 0 && differenceIndex.has(difference)) {
        bound[differenceIndex.get(difference)!]++;
      }
    }
    const all = noCounts();
    for (const player of players) countPlayer(all, player, 1);
    const extra = boundOf(all, floats);
    bound[at('C10')] = extra.denied;
    bound[at('C11')] = extra.strongDenied;
    bound[at('C12')] = extra.downAgain;
    bound[at('C14')] = extra.downBefore;
    return bound;
  }

  function result(best: Float64Array, partner: Int32Array, exhaustive: boolean): BracketPairing {
    const pairs: [PairingPlayer, PairingPlayer][] = [];
    partner.forEach((other, index) => {
      if (other > index) pairs.push([players[index], players[other]]);
    });
    const failures: Partial<Record<Criterion, number>> = {};
    if (best[0] > 0) failures.C5 = best[0];
    if (best[c7] > 0) failures.C7 = best[c7];
    for (const criterion of AFTER) if (best[at(criterion)] > 0) failures[criterion] = best[at(criterion)];
    return {
      pairs,
      floaters: players.filter((_, index) => partner[index] === -2),
      failures,
      candidates,
      exhaustive,
    };
  }
}

/** A candidate: its evaluation and who is paired with whom (-2: floats). */
interface Found {
  best: Float64Array;
  partner: Int32Array;
  exhaustive: boolean;
}

/** Lexicographic comparison of two evaluations: whether `a` is strictly better than `b`. */
function lessThan(a: Float64Array, b: Float64Array): boolean {
  for (let index = 0; index < a.length; index++) if (a[index] !== b[index]) return a[index] < b[index];
  return false;
}

/** How many of a set of players want which colour, and how many did not float down lately. */
interface OpenCounts {
  first: number;
  second: number;
  none: number;
  mildFirst: number;
  mildSecond: number;
  notDownLast: number;
  notDownBefore: number;
}

const noCounts = (): OpenCounts => ({
  first: 0,
  second: 0,
  none: 0,
  mildFirst: 0,
  mildSecond: 0,
  notDownLast: 0,
  notDownBefore: 0,
});

function countPlayer(counts: OpenCounts, player: PairingPlayer, delta: number): void {
  if (player.preference === 'first') {
    counts.first += delta;
    if (player.strength === 'mild') counts.mildFirst += delta;
  } else if (player.preference === 'second') {
    counts.second += delta;
    if (player.strength === 'mild') counts.mildSecond += delta;
  } else counts.none += delta;
  if (player.lastFloat !== 'down') counts.notDownLast += delta;
  if (player.floatBefore !== 'down') counts.notDownBefore += delta;
}

/**
 * What pairing players counted in `open` with `floats` of them floating must at least cost: when
 * more want one colour than the others and the players without a preference can absorb, the excess
 * meet each other and half of them are denied (C.10), the mild ones first (C.11); floaters beyond
 * those who did not float down last time (two rounds ago) repeat a downfloat (C.12, C.14).
 */
function boundOf(
  open: OpenCounts,
  floats: number,
): { denied: number; strongDenied: number; downAgain: number; downBefore: number } {
  const denied = Math.ceil(Math.max(0, Math.abs(open.first - open.second) - open.none - floats) / 2);
  const mildMajority = open.first > open.second ? open.mildFirst : open.mildSecond;
  return {
    denied,
    strongDenied: Math.max(0, denied - mildMajority),
    downAgain: Math.max(0, floats - open.notDownLast),
    downBefore: Math.max(0, floats - open.notDownBefore),
  };
}
