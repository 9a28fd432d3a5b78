// The winners' side of a knockout bracket, shared by single and double elimination.
import { bracketSeedOrder, nextPowerOfTwo } from './seeding';
import type { MatchLayout } from './stage-match';
import type { SlotSource } from './types';

/** The key of a winners-bracket match: `W{round}-{position}`. */
const winnersKey = (round: number, position: number): string => `W${round}-${position}`;

/**
 * Lays out a winners bracket for the seeds whose sources are given (index 0 = seed 1),
 * as rounds of match layouts. Round 1 follows the standard seed order in a bracket of the
 * next power of two, so the missing seeds at the bottom are byes and fall to the top seeds
 * (seed s meets size + 1 − s, never a bye against a bye while more than half the bracket is
 * filled); each later match takes the winners of the two above it.
 */
export function winnersBracket(seedSources: SlotSource[]): MatchLayout[][] {
  const size = Math.max(2, nextPowerOfTwo(seedSources.length));
  const order = bracketSeedOrder(size);
  const source = (seed: number): SlotSource => seedSources[seed - 1] ?? { type: 'bye' };
  const rounds: MatchLayout[][] = [];
  for (let round = 1, count = size / 2; count >= 1; round++, count /= 2) {
    const matches: MatchLayout[] = [];
    for (let position = 1; position <= count; position++) {
      const sources: [SlotSource, SlotSource] =
        round === 1
          ? [source(order[2 * position - 2]), source(order[2 * position - 1])]
          : [
              { type: 'winner', match: winnersKey(round - 1, 2 * position - 1) },
              { type: 'winner', match: winnersKey(round - 1, 2 * position) },
            ];
      matches.push({ key: winnersKey(round, position), part: 'winners', round, position, sources });
    }
    rounds.push(matches);
  }
  for (let round = 0; round < rounds.length - 1; round++) {
    for (const match of rounds[round]) {
      match.winnerTo = {
        match: winnersKey(match.round + 1, Math.ceil(match.position / 2)),
        slot: match.position % 2 === 1 ? 0 : 1,
      };
    }
  }
  return rounds;
}
