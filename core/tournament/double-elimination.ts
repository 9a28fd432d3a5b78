// Double elimination: a winners bracket, a losers bracket fed by its losers, and a grand
// final between the two champions, with a reset played only when the losers-bracket
// champion wins the first (so both finalists have lost once).
import { dropPlan, orderDrops } from './loser-drops';
import { createMatch, type MatchLayout } from './stage-match';
import type { SlotSource, StageMatch } from './types';
import { winnersBracket } from './winners-bracket';

/** The key of a losers-bracket match: `L{round}-{position}`. */
const losersKey = (round: number, position: number): string => `L${round}-${position}`;
/** The first grand final and its reset. */
const GRAND_FINAL_KEY = 'GF1';
const GRAND_FINAL_RESET_KEY = 'GF2';

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
      const feeders: [Feeder, Feeder] = [
        { from: dropped[2 * position - 2], as: 'loser' },
        { from: dropped[2 * position - 1], as: 'loser' },
      ];
      previous.push(losersMatch(1, position, feeders));
    }
    layouts.push(...previous);
    for (let round = 2; round <= 2 * (rounds - 1); round++) {
      const current: MatchLayout[] = [];
      if (round % 2 === 0) {
        const drops = orderDrops(winners[round / 2], plan.later[round / 2 - 1]);
        previous.forEach((survivors, index) => {
          current.push(
            losersMatch(round, index + 1, [
              { from: drops[index], as: 'loser' },
              { from: survivors, as: 'winner' },
            ]),
          );
        });
      } else {
        for (let position = 1; position <= previous.length / 2; position++) {
          const feeders: [Feeder, Feeder] = [
            { from: previous[2 * position - 2], as: 'winner' },
            { from: previous[2 * position - 1], as: 'winner' },
          ];
          current.push(losersMatch(round, position, feeders));
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

/** Where a losers-bracket slot is filled from: the winner or the loser of an earlier match. */
interface Feeder {
  from: MatchLayout;
  as: 'winner' | 'loser';
}

/** A losers-bracket match whose two slots are fed as given; the feeders are pointed at it. */
function losersMatch(round: number, position: number, feeders: [Feeder, Feeder]): MatchLayout {
  const key = losersKey(round, position);
  feeders.forEach(({ from, as }, slot) => {
    const destination = { match: key, slot: slot === 0 ? (0 as const) : (1 as const) };
    if (as === 'winner') from.winnerTo = destination;
    else from.loserTo = destination;
  });
  return {
    key,
    part: 'losers',
    round,
    position,
    sources: [
      { type: feeders[0].as, match: feeders[0].from.key },
      { type: feeders[1].as, match: feeders[1].from.key },
    ],
  };
}
