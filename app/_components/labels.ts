// How the app names stored values for people.
import type { Game, Match, Tournament } from '@/db/schema';

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

const dayMonthYear = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** `12 June 2026`, `12 – 14 June 2026`, or null when no date is set. Dates are calendar days, read as UTC. */
export function dateRange(startsOn: string | null, endsOn: string | null): string | null {
  if (!startsOn) return null;
  const start = new Date(`${startsOn}T00:00:00Z`);
  if (!endsOn || endsOn === startsOn) return dayMonthYear.format(start);
  return dayMonthYear.formatRange(start, new Date(`${endsOn}T00:00:00Z`));
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
