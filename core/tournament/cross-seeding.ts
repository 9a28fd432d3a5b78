// Seeding a knockout from groups: group winners first, then runners-up, and so on, each
// placed so that players from the same group meet as late as the bracket allows.
import { bracketSeedOrder, meetingRound, nextPowerOfTwo } from './seeding';
import type { SlotSource } from './types';

/**
 * The knockout seed sources for `groupCount` groups sending `qualifiers` each: seed s is
 * `{ type: 'qualifier', group, place }`. Group winners take seeds 1..G by group number. Each
 * later place takes the next G seeds, and each group, in order, takes the free seed whose
 * bracket position meets its group-mates latest (earliest meeting first, then the sum of
 * meeting rounds; the lower seed on equal terms). With two groups of two this is the
 * classic cross-over A1–B2, B1–A2, group-mates meeting only in the final.
 */
export function crossSeedSources(groupCount: number, qualifiers: number): SlotSource[] {
  const total = groupCount * qualifiers;
  const size = Math.max(2, nextPowerOfTwo(total));
  const positionOfSeed = new Map(bracketSeedOrder(size).map((seed, position) => [seed, position]));
  const positions: number[][] = Array.from({ length: groupCount }, () => []);
  const sources: SlotSource[] = new Array(total);
  for (let place = 1; place <= qualifiers; place++) {
    const free = Array.from({ length: groupCount }, (_, index) => (place - 1) * groupCount + index + 1);
    for (let group = 1; group <= groupCount; group++) {
      const mates = positions[group - 1];
      const score = (seed: number): [number, number] => {
        const rounds = mates.map((position) => meetingRound(position, positionOfSeed.get(seed)!));
        return [Math.min(Infinity, ...rounds), rounds.reduce((sum, round) => sum + round, 0)];
      };
      let best = free[0];
      for (const seed of free.slice(1)) {
        const [earliest, sum] = score(seed);
        const [bestEarliest, bestSum] = score(best);
        if (earliest > bestEarliest || (earliest === bestEarliest && sum > bestSum)) best = seed;
      }
      free.splice(free.indexOf(best), 1);
      mates.push(positionOfSeed.get(best)!);
      sources[best - 1] = { type: 'qualifier', group, place };
    }
  }
  return sources;
}
