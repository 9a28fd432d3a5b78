// The rules a Swiss round's pairing breaks, judged by the reference of dutch-reference.ts: each
// absolute criterion where the round could have kept it, the absolute colour preferences, and the
// number of players each score bracket floats down (C.4, C.5), found by trying every set of
// downfloaters of a small bracket, fewest first.
import type { EntryId, Stage } from '@/core/tournament/types';
import { maximumMatching } from './matching';
import { RoundRules, roundPairing, type Criteria } from './dutch-reference';

/** A rule a round's pairing breaks, with the facts that show it. */
export interface Breach {
  rule: 'cover' | 'C.1' | 'C.2' | 'C.3' | 'colour' | 'C.4' | 'C.5';
  detail: string;
}

/** What checking a round found, and how many of its brackets were small enough to check exhaustively. */
export interface RoundCheck {
  breaches: Breach[];
  bracketsChecked: number;
  bracketsSkipped: number;
}

const NO_REMATCH: Criteria = { bye: false, colour: false };
const NO_REMATCH_BYE: Criteria = { bye: true, colour: false };
const ABSOLUTE: Criteria = { bye: true, colour: true };

/** Brackets up to this size are paired every possible way; larger ones are not checked for C.5. */
export const EXHAUSTIVE_BRACKET = 12;

/** Every subset of `items` of the given size, in order. */
function* subsets<T>(items: T[], size: number, from = 0): Generator<T[]> {
  if (size === 0) {
    yield [];
    return;
  }
  for (let i = from; i <= items.length - size; i++)
    for (const rest of subsets(items, size - 1, i + 1)) yield [items[i], ...rest];
}

/**
 * The fewest players a bracket can float down (C.5) such that the bracket's other players pair
 * among themselves and the floaters with everyone below can still be paired (C.4), under the
 * absolute criteria; one such set of floaters. Null when no set lets the round be completed.
 */
export function fewestDownfloaters(
  rules: RoundRules,
  bracket: EntryId[],
  lower: EntryId[],
): { count: number; floaters: EntryId[] } | null {
  for (let count = bracket.length % 2; count <= bracket.length; count += 2) {
    for (const floaters of subsets(bracket, count)) {
      const paired = bracket.filter((entry) => !floaters.includes(entry));
      const pairs = maximumMatching(paired.length, (a, b) => rules.mayMeet(paired[a], paired[b], ABSOLUTE));
      if (pairs * 2 === paired.length && rules.completable([...floaters, ...lower], ABSOLUTE))
        return { count, floaters };
    }
  }
  return null;
}

const history = (rules: RoundRules, entry: EntryId): string => {
  const player = rules.player(entry);
  return `${entry} (${player.score} pts, sides ${player.colours.join('') || '-'})`;
};

/** The breaches of the colour rules by the pairs of a round (see dutch-reference.ts). */
function colourBreaches(rules: RoundRules, pairs: [EntryId, EntryId][], absoluteFeasible: boolean): Breach[] {
  const breaches: Breach[] = [];
  for (const [first, second] of pairs) {
    const forbidden = [rules.forbiddenFor(first), rules.forbiddenFor(second)];
    const clash = forbidden[0] !== null && forbidden[0] === forbidden[1];
    if (clash) {
      if (absoluteFeasible && !rules.mayMeet(first, second, ABSOLUTE))
        breaches.push({
          rule: 'C.3',
          detail: `${history(rules, first)} v ${history(rules, second)}: both must not move ${forbidden[0]}`,
        });
      continue;
    }
    // Without a clash both absolute preferences can be granted (C.04.3 E.1), so none may be refused.
    ([first, second] as const).forEach((entry, slot) => {
      if (forbidden[slot] === (slot === 0 ? 'F' : 'S'))
        breaches.push({
          rule: 'colour',
          detail: `${history(rules, entry)} moves ${slot === 0 ? 'first' : 'second'} against ${second === entry ? first : second}`,
        });
    });
  }
  return breaches;
}

/** The score brackets of the round as paired, from the top: residents plus the players moved down into them. */
function brackets(
  rules: RoundRules,
  pairs: [EntryId, EntryId][],
): { score: number; members: EntryId[]; floated: EntryId[]; lower: EntryId[] }[] {
  // A pair is made in the bracket of its lower score; the bye's player floats out of every bracket below his own.
  const madeAt = new Map<EntryId, number>();
  for (const [a, b] of pairs) {
    const score = Math.min(rules.player(a).score, rules.player(b).score);
    madeAt.set(a, score);
    madeAt.set(b, score);
  }
  const scores = [...new Set(rules.players.map((player) => player.score))].sort((a, b) => b - a);
  return scores.map((score) => {
    const members = rules.players
      .filter((player) => player.score >= score && (madeAt.get(player.entry) ?? -Infinity) <= score)
      .map((player) => player.entry);
    return {
      score,
      members,
      floated: members.filter((entry) => (madeAt.get(entry) ?? -Infinity) < score),
      lower: rules.players.filter((player) => player.score < score).map((player) => player.entry),
    };
  });
}

/** Checks round `round` of a Swiss of `rounds` rounds, as paired in `stage` (before anyone withdrew from it). */
export function checkRound(stage: Stage, round: number, rounds: number): RoundCheck {
  const rules = new RoundRules(stage, round, rounds);
  const { pairs, bye } = roundPairing(stage, round);
  const check: RoundCheck = { breaches: [], bracketsChecked: 0, bracketsSkipped: 0 };
  const seated = [...pairs.flat(), ...(bye ? [bye] : [])].sort();
  const expected = rules.players.map((player) => player.entry).sort();
  if (seated.join() !== expected.join()) {
    check.breaches.push({ rule: 'cover', detail: `seated ${seated.join()} but ${expected.join()} are playing` });
    return check;
  }
  const entries = rules.players.map((player) => player.entry);
  const rematches = pairs.filter(([a, b]) => rules.player(a).met.has(b));
  if (rematches.length > 0 && rules.completable(entries, NO_REMATCH))
    check.breaches.push({ rule: 'C.1', detail: `rematches ${rematches.map((pair) => pair.join('–')).join(', ')}` });
  if (bye && rules.player(bye).byeBarred && rules.completable(entries, NO_REMATCH_BYE))
    check.breaches.push({ rule: 'C.2', detail: `bye to ${bye}, who already had a bye or a walkover win` });
  const absoluteFeasible = rules.completable(entries, ABSOLUTE);
  check.breaches.push(...colourBreaches(rules, pairs, absoluteFeasible));
  if (!absoluteFeasible) return check;
  for (const bracket of brackets(rules, pairs)) {
    const label = `bracket ${bracket.score} (${bracket.members.join(', ')})`;
    // Once a bracket's floaters leave the rest unpairable, the brackets below have no right answer.
    // The last bracket's floater is the bye, whose choice C.2 judges.
    if (bracket.lower.length > 0 && !rules.completable([...bracket.floated, ...bracket.lower], ABSOLUTE)) {
      check.breaches.push({
        rule: 'C.4',
        detail: `${label} floats ${bracket.floated.join(', ')} down, after which the round cannot be completed`,
      });
      break;
    }
    if (bracket.members.length > EXHAUSTIVE_BRACKET) {
      check.bracketsSkipped++;
      continue;
    }
    check.bracketsChecked++;
    const fewest = fewestDownfloaters(rules, bracket.members, bracket.lower);
    // The bracket's players and those below could all be paired (checked one bracket up), so some set must do.
    if (!fewest) throw new Error(`reference checker: no floaters for ${label}, yet the round was completable`);
    if (bracket.floated.length > fewest.count)
      check.breaches.push({
        rule: 'C.5',
        detail: `${label} floats ${bracket.floated.join(', ') || 'nobody'} down where ${fewest.count} suffice${fewest.count > 0 ? ` (${fewest.floaters.join(', ')})` : ''}`,
      });
  }
  return check;
}
