// How a match reads in words, shared by the bracket picture, the list of matches and the match page.
import type { MatchSide, MatchWithSides } from '@/db/queries/matches';
import type { Translator } from '@/i18n/translator';
import { matchStatusName } from '../labels';

/** Badge colours per status; each pair passes WCAG AA (4.5:1) for small text. */
export const statusStyles: Record<MatchWithSides['status'], string> = {
  pending: 'bg-stone-100 text-stone-700',
  ready: 'bg-sky-100 text-sky-900',
  'in-play': 'bg-amber-100 text-amber-900',
  finished: 'bg-emerald-100 text-emerald-900',
  walkover: 'bg-emerald-100 text-emerald-900',
  'not-needed': 'bg-stone-100 text-stone-700',
  void: 'bg-red-100 text-red-900',
};

/** A bye: nobody was there to play, so the one player goes through unopposed (no games, no score). */
export function isBye(match: Pick<MatchWithSides, 'resultKind'>): boolean {
  return match.resultKind === 'bye';
}

/** The status badge: its words and colours. A bye is not a finished match, and says so. */
export function statusBadge(
  t: Translator<'bracket.match'>,
  tStatuses: Translator<'common.matchStatuses'>,
  match: Pick<MatchWithSides, 'status' | 'resultKind'>,
): { text: string; style: string } {
  if (isBye(match)) return { text: t('bye'), style: statusStyles.pending };
  return { text: matchStatusName(tStatuses, match.status), style: statusStyles[match.status] };
}

export function isWinner(match: Pick<MatchWithSides, 'winnerEntryId'>, side: MatchSide | null): boolean {
  return side !== null && match.winnerEntryId === side.entryId;
}

/** Whether the series score means anything yet (a bye never has one). */
export function showsScore(match: Pick<MatchWithSides, 'status' | 'resultKind'>): boolean {
  return match.status !== 'pending' && match.status !== 'not-needed' && match.status !== 'ready' && !isBye(match);
}

/** Who will fill an empty slot, from where the formats library says it comes, in the reader's language. */
export function sourceLabel(t: Translator<'bracket.match'>, source: MatchWithSides['source1']): string {
  switch (source.type) {
    case 'winner':
      return t('winnerOf', { match: source.match });
    case 'loser':
      return t('loserOf', { match: source.match });
    case 'seed':
      return t('seed', { seed: source.seed });
    case 'qualifier':
      return t('qualifier', { group: source.group, place: source.place });
    default:
      return t('toBeDecided');
  }
}

/** The name in a slot, or what stands in for it. */
export function slotLabel(
  t: Translator<'bracket.match'>,
  side: MatchSide | null,
  bye: boolean,
  source: MatchWithSides['source1'],
): string {
  if (side) return side.name;
  return bye ? t('bye') : sourceLabel(t, source);
}

/** Ids of the players in a match, for "find a player" (space-separated, as `~=` selectors read them). */
export function playerIdsOf(match: MatchWithSides): string {
  return [match.side1?.playerId, match.side2?.playerId].filter((id) => id !== undefined).join(' ');
}
