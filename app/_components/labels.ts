// How the app names stored values for people.
import type { Game, Match, Tournament } from '@/db/schema';
import type { Translator } from '@/i18n/translator';
import { dayFormat } from './day-format';

/** A format's name in the reader's language (a switch, so each message key is written out: i18n/translator.ts). */
export function formatName(t: Translator<'common.formats'>, format: Tournament['format']): string {
  switch (format) {
    case 'single-elimination':
      return t('singleElimination');
    case 'double-elimination':
      return t('doubleElimination');
    case 'round-robin':
      return t('roundRobin');
    case 'groups':
      return t('groups');
    case 'swiss':
      return t('swiss');
    case 'groups-knockout':
      return t('groupsKnockout');
  }
}

/** A part's name on a public page: a single knockout's one bracket is just "Knockout". */
export function partName(
  t: Translator<'common.parts'>,
  stageKind: Tournament['format'],
  part: Match['bracket'],
): string {
  return part === 'winners' && stageKind !== 'double-elimination' ? t('knockout') : bracketName(t, part);
}

/** A part's own name, whatever the format ("Winners bracket" even in a single knockout), as the printed bracket heads it. */
export function bracketName(t: Translator<'common.parts'>, part: Match['bracket']): string {
  switch (part) {
    case 'winners':
      return t('winners');
    case 'losers':
      return t('losers');
    case 'grand-final':
      return t('grandFinal');
    case 'third-place':
      return t('thirdPlace');
    case 'round-robin':
    case 'swiss':
      return t('rounds');
    case 'group':
      return t('group');
  }
}

/** Bracket parts in the order a page shows them. */
export const bracketOrder: Match['bracket'][] = [
  'group',
  'round-robin',
  'swiss',
  'winners',
  'losers',
  'grand-final',
  'third-place',
];

/** A match's status in the reader's language. */
export function matchStatusName(t: Translator<'common.matchStatuses'>, status: Match['status']): string {
  switch (status) {
    case 'pending':
      return t('pending');
    case 'ready':
      return t('ready');
    case 'in-play':
      return t('inPlay');
    case 'finished':
      return t('finished');
    case 'walkover':
      return t('walkover');
    case 'not-needed':
      return t('notNeeded');
    case 'void':
      return t('void');
  }
}

/** How a game ended, in the reader's language, after its score: "26–22 (on the count)". */
export function endReasonName(t: Translator<'common.endReasons'>, reason: NonNullable<Game['endReason']>): string {
  switch (reason) {
    case 'score':
      return t('score');
    case 'cycle':
      return t('cycle');
    case 'no-moves':
      return t('noMoves');
    case 'resignation':
      return t('resignation');
    case 'loss-on-time':
      return t('lossOnTime');
    case 'forfeit':
      return t('forfeit');
    case 'agreed-end':
      return t('agreedEnd');
  }
}

/** `12 June 2026`, `12–14 June 2026` in the reader's language (English the British way, see dayFormat), or null when no date is set. Dates are calendar days, read as UTC. */
export function dateRange(locale: string, startsOn: string | null, endsOn: string | null): string | null {
  if (!startsOn) return null;
  const days = dayFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  const start = new Date(`${startsOn}T00:00:00Z`);
  if (!endsOn || endsOn === startsOn) return days.format(start);
  return days.formatRange(start, new Date(`${endsOn}T00:00:00Z`));
}

/** `1st`, `2nd`, `3rd–4th`, `5th–8th` (ordinals by ICU, in the reader's language): a place, or the places it shares. */
export function placeLabel(t: Translator<'common.places'>, place: number, lastPlace: number): string {
  return lastPlace > place ? t('shared', { place, lastPlace }) : t('single', { place });
}
