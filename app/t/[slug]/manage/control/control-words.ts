// The control room's words for stored values, in the reader's language: a switch for each, so every
// message key is written out (i18n/translator.ts).
import type { LiveGame } from '@/db/queries/control-room';
import type { MatchWithSides } from '@/db/queries/matches';
import type { Translator } from '@/i18n/translator';
import type { AttentionGroup } from './attention';

export function attentionTitle(t: Translator<'staffPages.attention'>, group: AttentionGroup): string {
  switch (group) {
    case 'disputed':
      return t('disputed');
    case 'awaiting':
      return t('awaiting');
    case 'in-play':
      return t('inPlay');
    case 'ready':
      return t('ready');
    case 'finished':
      return t('finished');
  }
}

/** What a group with no match in it says. */
export function attentionEmpty(t: Translator<'staffPages.attention'>, group: AttentionGroup): string {
  switch (group) {
    case 'disputed':
      return t('noDisputes');
    case 'awaiting':
      return t('noneAwaiting');
    case 'in-play':
      return t('noneInPlay');
    case 'ready':
      return t('noneReady');
    case 'finished':
      return t('noneFinished');
  }
}

/** "Winners bracket, round 1", "Group 2, round 1": where the match stands in the draw. */
export function placeOfMatch(
  t: Translator<'staffPages.control'>,
  match: Pick<MatchWithSides, 'bracket' | 'groupNumber' | 'round'>,
): string {
  const round = match.round;
  switch (match.bracket) {
    case 'group':
      return t('groupRound', { group: match.groupNumber ?? 0, round });
    case 'winners':
      return t('winnersRound', { round });
    case 'losers':
      return t('losersRound', { round });
    case 'grand-final':
      return t('grandFinalRound', { round });
    case 'third-place':
      return t('thirdPlaceRound', { round });
    case 'round-robin':
    case 'swiss':
      return t('round', { round });
  }
}

export function gameResultText(t: Translator<'staffPages.control'>, result: LiveGame['result']): string {
  switch (result) {
    case 'south':
      return t('southWon');
    case 'north':
      return t('northWon');
    case 'draw':
      return t('gameDrawn');
    case null:
      return t('beingPlayed');
  }
}

/** A game's status as the control room has always shown it, in a word or two. */
export function gameStatusText(t: Translator<'staffPages.control'>, status: LiveGame['status']): string {
  switch (status) {
    case 'in-progress':
      return t('statusInProgress');
    case 'reported':
      return t('statusReported');
    case 'confirmed':
      return t('statusConfirmed');
    case 'disputed':
      return t('statusDisputed');
    case 'overridden':
      return t('statusOverridden');
    case 'voided':
      return t('statusVoided');
  }
}
