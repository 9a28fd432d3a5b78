// How the app names stored values for people.
import type { Game, Match, Tournament } from '@/db/schema';
import type { Formatter, Translator } from '@/i18n/translator';

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

export const formatLabels: Record<Tournament['format'], string> = {
  'single-elimination': 'Knockout',
  'double-elimination': 'Double elimination',
  'round-robin': 'Round robin',
  groups: 'Groups',
  swiss: 'Swiss',
  'groups-knockout': 'Groups, then knockout',
};

export const bracketLabels: Record<Match['bracket'], string> = {
  winners: 'Winners bracket',
  losers: 'Losers bracket',
  'grand-final': 'Grand final',
  'third-place': 'Third place',
  'round-robin': 'Rounds',
  swiss: 'Rounds',
  group: 'Group',
};

/** A part's name on a public page: a single knockout's one bracket is just "Knockout". */
export function partLabel(stageKind: Tournament['format'], part: Match['bracket']): string {
  return part === 'winners' && stageKind !== 'double-elimination' ? 'Knockout' : bracketLabels[part];
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

export const matchStatusLabels: Record<Match['status'], string> = {
  pending: 'To be decided',
  ready: 'Ready',
  'in-play': 'In play',
  finished: 'Finished',
  walkover: 'Walkover',
  'not-needed': 'Not needed',
  void: 'Void',
};

/** How a game ended, after its score: "26–22 (on the count)". */
export const endReasonLabels: Record<NonNullable<Game['endReason']>, string> = {
  score: 'on the count',
  cycle: 'repeated position',
  'no-moves': 'no legal move',
  resignation: 'resignation',
  'loss-on-time': 'loss on time',
  forfeit: 'forfeit',
  'agreed-end': 'agreed end',
};

/** `12 June 2026`, `12 – 14 June 2026` in the reader's language, or null when no date is set. Dates are calendar days, read as UTC. */
export function dateRange(format: Formatter, startsOn: string | null, endsOn: string | null): string | null {
  if (!startsOn) return null;
  const options = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' } as const;
  const start = new Date(`${startsOn}T00:00:00Z`);
  if (!endsOn || endsOn === startsOn) return format.dateTime(start, options);
  return format.dateTimeRange(start, new Date(`${endsOn}T00:00:00Z`), options);
}

const ordinalSuffixes = new Intl.PluralRules('en-GB', { type: 'ordinal' });
const suffixes: Record<Intl.LDMLPluralRule, string> = {
  one: 'st',
  two: 'nd',
  few: 'rd',
  other: 'th',
  zero: 'th',
  many: 'th',
};

/** `1st`, `2nd`, `3rd–4th`, `5th–8th`: a place, or the places it shares. */
export function placeLabel(place: number, lastPlace: number): string {
  const ordinal = (n: number) => `${n}${suffixes[ordinalSuffixes.select(n)]}`;
  return lastPlace > place ? `${ordinal(place)}–${ordinal(lastPlace)}` : ordinal(place);
}
