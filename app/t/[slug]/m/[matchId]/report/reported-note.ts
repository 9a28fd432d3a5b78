import type { GameOutcome } from '@/lib/validation/games';

/**
 * What a report's answer means for the one who sent it. A staff member's report, or one the
 * opponent confirmed with their PIN, is stored confirmed and counts at once (lib/services/reporting/report-game.ts);
 * a player's own waits for the opponent. The answer's game status says which, never the form.
 */
export function reportedNote(outcome: GameOutcome, resultOnly: boolean): string {
  const game = outcome.game;
  if (!game) return 'The game is reported.';
  const what = `Game ${game.number} is reported${resultOnly ? ' (result only, unverified)' : ''}`;
  return game.status === 'confirmed'
    ? `${what} and confirmed: it counts now.`
    : `${what}; it counts once your opponent confirms it.`;
}
