// What a round is called, in the reader's language. core/tournament's roundName gives the English
// names the public API serves; a page names rounds from the same facts (the part, the round, how
// many rounds the part has) with a message for each kind of round, so each language can say it its
// own way ("Round of 16" is "Huitièmes de finale", "1/8 финала").
import type { MatchWithSides } from '@/db/queries/matches';
import type { Stage } from '@/db/schema';
import type { Translator } from '@/i18n/translator';

type RoundFacts = Pick<MatchWithSides, 'key' | 'bracket' | 'round' | 'groupNumber'>;

/** Each match's round name by match key, as `PublicStage.roundNames` holds them in English. */
export function roundNamesOf(
  t: Translator<'bracket.rounds'>,
  stageKind: Stage['kind'],
  matches: readonly RoundFacts[],
): Record<string, string> {
  const roundsIn = new Map<RoundFacts['bracket'], number>();
  for (const match of matches) roundsIn.set(match.bracket, Math.max(roundsIn.get(match.bracket) ?? 0, match.round));
  return Object.fromEntries(
    matches.map((match) => [match.key, roundName(t, stageKind, match, roundsIn.get(match.bracket)!)]),
  );
}

function roundName(t: Translator<'bracket.rounds'>, stageKind: Stage['kind'], match: RoundFacts, rounds: number) {
  switch (match.bracket) {
    case 'winners': {
      const name = knockoutRoundName(t, rounds - match.round);
      if (stageKind !== 'double-elimination') return name;
      // Each language's message puts the bracket before the round's name, which reads in lower case after it.
      return t('winnersBracket', { name: `${name.charAt(0).toLocaleLowerCase()}${name.slice(1)}` });
    }
    case 'losers':
      return match.round === rounds ? t('losersFinal') : t('losersRound', { round: match.round });
    case 'grand-final':
      return match.round === 1 ? t('grandFinal') : t('grandFinalReset');
    case 'third-place':
      return t('thirdPlace');
    case 'group':
      return t('groupRound', { group: match.groupNumber ?? 0, round: match.round });
    case 'round-robin':
    case 'swiss':
      return t('round', { round: match.round });
  }
}

/** Final, semi-finals, quarter-finals, then the round of 16, 32… counted back from the final. */
function knockoutRoundName(t: Translator<'bracket.rounds'>, fromEnd: number): string {
  switch (fromEnd) {
    case 0:
      return t('final');
    case 1:
      return t('semiFinals');
    case 2:
      return t('quarterFinals');
    case 3:
      return t('roundOf16');
    case 4:
      return t('roundOf32');
    case 5:
      return t('roundOf64');
    case 6:
      return t('roundOf128');
    default:
      return t('roundOf', { size: 2 ** (fromEnd + 1) });
  }
}
