// Double elimination: a winners bracket, a losers bracket fed by its losers, and a grand
// final between the two champions, with a reset played only when the losers-bracket
// champion wins the first (so both finalists have lost once).
import { dropPlan, orderDrops } from './loser-drops';
import { createMatch, type MatchLayout } from './stage-match';
import type { SlotSource, StageMatch } from './types';
import { winnersBracket } from './winners-bracket';

/** The key of a losers-bracket match: `L{round}-{position}`. */
export const losersKey = (round: number, position: number): string => `L${round}-${position}`;
/** The first grand final and its reset. */
export const GRAND_FINAL_KEY = 'GF1';
export const GRAND_FINAL_RESET_KEY = 'GF2';

/**
 * The matches of a double-elimination bracket. With k winners rounds the losers bracket
 * has 2(k − 1) rounds: odd ones pair the survivors among themselves (round 1 pairs the
 * losers of winners round 1), even round 2r takes the losers of winners round r + 1, each
 * against one survivor, in the order of the drop plan.
 */
export function doubleEliminationMatches(seedSources: SlotSource[], grandFinalReset: boolean): StageMatch[] {
  const winners = winnersBracket(seedSources);
  const rounds = winners.length;
  const layouts: MatchLayout[] = winners.flat();
  const winnersFinal = winners[rounds - 1][0];
  winnersFinal.winnerTo = { match: GRAND_FINAL_KEY, slot: 0 };

  let losersChampion: SlotSource;
  if (rounds === 1) {
    winnersFinal.loserTo = { match: GRAND_FINAL_KEY, slot: 1 };
    losersChampion = { type: 'loser', match: winnersFinal.key };
  } else {
    const plan = dropPlan(2 ** rounds);
    const dropped = orderDrops(winners[0], plan.first);
    let previous: MatchLayout[] = [];
    for (let position = 1; position <= dropped.length / 2; position++) {
      previous.push(dropIn(losersKey(1, position), 1, position, [dropped[2 * position - 2], dropped[2 * position - 1]]));
    }
    layouts.push(...previous);
    for (let round = 2; round <= 2 * (rounds - 1); round++) {
      const current: MatchLayout[] = [];
      if (round % 2 === 0) {
        const drops = orderDrops(winners[round / 2], plan.later[round / 2 - 1]);
        previous.forEach((survivorMatch, index) => {
          const key = losersKey(round, index + 1);
          const match = dropIn(key, round, index + 1, [drops[index]]);
          feed(survivorMatch, match, 1);
          current.push(match);
        });
      } else {
        for (let position = 1; position <= previous.length / 2; position++) {
          const match = emptyLosersMatch(losersKey(round, position), round, position);
          feed(previous[2 * position - 2], match, 0);
          feed(previous[2 * position - 1], match, 1);
          current.push(match);
        }
      }
      layouts.push(...current);
      previous = current;
    }
    const losersFinal = previous[0];
    losersFinal.winnerTo = { match: GRAND_FINAL_KEY, slot: 1 };
    losersChampion = { type: 'winner', match: losersFinal.key };
  }

  const grandFinal: MatchLayout = {
    key: GRAND_FINAL_KEY,
    part: 'grand-final',
    round: 1,
    position: 1,
    sources: [{ type: 'winner', match: winnersFinal.key }, losersChampion],
  };
  layouts.push(grandFinal);
  if (grandFinalReset) {
    grandFinal.winnerTo = { match: GRAND_FINAL_RESET_KEY, slot: 0 };
    grandFinal.loserTo = { match: GRAND_FINAL_RESET_KEY, slot: 1 };
    layouts.push({
      key: GRAND_FINAL_RESET_KEY,
      part: 'grand-final',
      round: 2,
      position: 1,
      sources: [
        { type: 'winner', match: GRAND_FINAL_KEY },
        { type: 'loser', match: GRAND_FINAL_KEY },
      ],
      onlyIf: { match: GRAND_FINAL_KEY, wonBy: 1 },
    });
  }
  return layouts.map(createMatch);
}

function emptyLosersMatch(key: string, round: number, position: number): MatchLayout {
  return {
    key,
    part: 'losers',
    round,
    position,
    // Placeholders: every slot is given its real source by dropIn or feed.
    sources: [{ type: 'bye' }, { type: 'bye' }],
  };
}

/** A losers-bracket match whose first slots take the losers of the given winners matches. */
function dropIn(key: string, round: number, position: number, from: MatchLayout[]): MatchLayout {
  const match = emptyLosersMatch(key, round, position);
  from.forEach((winnersMatch, slot) => {
    winnersMatch.loserTo = { match: key, slot: slot === 0 ? 0 : 1 };
    match.sources[slot] = { type: 'loser', match: winnersMatch.key };
  });
  return match;
}

/** Sends the winner of `from` into `slot` of `to`. */
function feed(from: MatchLayout, to: MatchLayout, slot: 0 | 1): void {
  from.winnerTo = { match: to.key, slot };
  to.sources[slot] = { type: 'winner', match: from.key };
}
