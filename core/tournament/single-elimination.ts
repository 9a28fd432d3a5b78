// Single elimination: one loss and you are out, with an optional match for third place.
import { createMatch, type MatchLayout } from './stage-match';
import type { SlotSource, StageMatch } from './types';
import { winnersBracket } from './winners-bracket';

/** The key of the third-place match. */
const THIRD_PLACE_KEY = '3P';

/** The matches of a single-elimination bracket for the seeds whose sources are given. */
export function singleEliminationMatches(seedSources: SlotSource[], thirdPlace: boolean): StageMatch[] {
  const rounds = winnersBracket(seedSources);
  const layouts: MatchLayout[] = rounds.flat();
  if (thirdPlace && rounds.length >= 2) {
    const semiFinals = rounds[rounds.length - 2];
    semiFinals.forEach((semiFinal, slot) => {
      semiFinal.loserTo = { match: THIRD_PLACE_KEY, slot: slot === 0 ? 0 : 1 };
    });
    layouts.push({
      key: THIRD_PLACE_KEY,
      part: 'third-place',
      round: 1,
      position: 1,
      sources: [
        { type: 'loser', match: semiFinals[0].key },
        { type: 'loser', match: semiFinals[1].key },
      ],
    });
  }
  return layouts.map(createMatch);
}
