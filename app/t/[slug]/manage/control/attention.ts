// Which part of the control room a match belongs in: what it waits for, most urgent first.
import type { Game, Match } from '@/db/schema';

// The groups' titles and empty states are in control-words.ts.
export const attentionGroups = ['disputed', 'awaiting', 'in-play', 'ready', 'finished'] as const;
export type AttentionGroup = (typeof attentionGroups)[number];

/**
 * A disputed game puts its match first whatever else it has; then a report waiting for the
 * opponent; then a game being recorded. Byes, matches still waiting for their players and
 * matches not needed are nobody's business here (null).
 */
export function attentionOf(
  match: Pick<Match, 'status' | 'resultKind'>,
  games: readonly Pick<Game, 'status'>[],
): AttentionGroup | null {
  if (match.resultKind === 'bye') return null;
  if (games.some((game) => game.status === 'disputed')) return 'disputed';
  if (games.some((game) => game.status === 'reported')) return 'awaiting';
  if (match.status === 'in-play' || games.some((game) => game.status === 'in-progress')) return 'in-play';
  if (match.status === 'ready') return 'ready';
  if (match.status === 'finished' || match.status === 'walkover') return 'finished';
  return null;
}
