// The tournament form's names for stored settings, in the reader's language. Switches, so each
// message key is written out (i18n/translator.ts). The rule sets' own names and descriptions in
// core/ stay English: the rules library is not the app's text.
import type { Tournament } from '@/db/schema';
import type { TieBreak } from '@/core/tournament';
import type { RuleSetId } from '@/core/warri';
import type { Translator } from '@/i18n/translator';

export function ruleSetName(t: Translator<'organise.ruleSets'>, id: RuleSetId): string {
  switch (id) {
    case 'antigua':
      return t('antiguaName');
    case 'abapa':
      return t('abapaName');
    case 'vari':
      return t('variName');
    case 'vari-strict':
      return t('variStrictName');
  }
}

/** The rules every set shares, then what sets this one apart (the grand slam, a repeated position). */
export function ruleSetDescription(t: Translator<'organise.ruleSets'>, id: RuleSetId): string {
  switch (id) {
    case 'antigua':
      return `${t('common')} ${t('antiguaRules')}`;
    case 'abapa':
      return `${t('common')} ${t('abapaRules')}`;
    case 'vari':
      return `${t('common')} ${t('variRules')}`;
    case 'vari-strict':
      return `${t('common')} ${t('variStrictRules')}`;
  }
}

/** A tie-break's name; `explained` adds the note the settings form shows beside it. */
export function tieBreakName(t: Translator<'organise.tieBreaks'>, tieBreak: TieBreak, explained: boolean): string {
  switch (tieBreak) {
    case 'head-to-head':
      return explained ? t('headToHeadExplained') : t('headToHead');
    case 'buchholz':
      return explained ? t('buchholzExplained') : t('buchholz');
    case 'sonneborn-berger':
      return t('sonnebornBerger');
    case 'game-difference':
      return explained ? t('gameDifferenceExplained') : t('gameDifference');
    case 'seeds-captured':
      return t('seedsCaptured');
    case 'fide-buchholz':
      return explained ? t('fideBuchholzExplained') : t('fideBuchholz');
    case 'fide-buchholz-cut1':
      return explained ? t('fideBuchholzCut1Explained') : t('fideBuchholzCut1');
    case 'fide-buchholz-median1':
      return explained ? t('fideBuchholzMedian1Explained') : t('fideBuchholzMedian1');
    case 'fide-sonneborn-berger':
      return explained ? t('fideSonnebornBergerExplained') : t('fideSonnebornBerger');
    case 'progressive-score':
      return explained ? t('progressiveScoreExplained') : t('progressiveScore');
    case 'direct-encounter':
      return explained ? t('directEncounterExplained') : t('directEncounter');
    case 'wins':
      return explained ? t('winsExplained') : t('wins');
    case 'average-opponent-rating':
      return explained ? t('averageOpponentRatingExplained') : t('averageOpponentRating');
  }
}

export function gameOneName(t: Translator<'organise.form'>, rule: Tournament['gameOneRule']): string {
  switch (rule) {
    case 'seed':
      return t('gameOneSeed');
    case 'coin-toss':
      return t('gameOneCoinToss');
  }
}

export function firstMoveName(t: Translator<'organise.form'>, rule: Tournament['firstMoveRule']): string {
  switch (rule) {
    case 'alternate':
      return t('firstMoveAlternate');
    case 'winner-starts':
      return t('firstMoveWinnerStarts');
  }
}
