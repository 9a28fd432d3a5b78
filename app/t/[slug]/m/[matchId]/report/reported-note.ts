import type { GameOutcome } from '@/lib/validation/games';
import type { Translator } from '@/i18n/translator';

/**
 * What a report's answer means for the one who sent it. A staff member's report, or one the
 * opponent confirmed with their PIN, is stored confirmed and counts at once (lib/services/reporting/report-game.ts);
 * a player's own waits for the opponent. The answer's game status says which, never the form.
 */
export function reportedNote(t: Translator<'report.reported'>, outcome: GameOutcome, resultOnly: boolean): string {
  const game = outcome.game;
  if (!game) return t('game');
  const facts = { number: game.number, resultOnly: resultOnly ? 'yes' : 'no' };
  return game.status === 'confirmed' ? t('confirmed', facts) : t('waiting', facts);
}
