// What a player (or staff) should do next in a match, in one sentence: shown on the report page and
// in the player's list of matches.
import type { Game } from '@/db/schema';
import type { Translator } from '@/i18n/translator';

export interface NextStepInput {
  /** The live games, by number. */
  games: readonly Game[];
  /** The viewer's slot, or null for staff. */
  slot: 1 | 2 | null;
  viewerId: string;
  /** The next game's number and the name of who opens it; null when none can start now. */
  next: { number: number; openerName: string; openerIsViewer: boolean } | null;
  finished: boolean;
}

export function nextStep(
  t: Translator<'report.nextStep'>,
  { games, slot, viewerId, next, finished }: NextStepInput,
): string {
  if (finished) return t('over');
  const recording = games.find((game) => game.status === 'in-progress');
  if (recording) return t('recording', { number: recording.number });
  const toAnswer = games.find((game) => game.status === 'reported' && game.reportedBy !== viewerId);
  if (toAnswer && slot !== null) return t('answer', { number: toAnswer.number });
  const disputed = games.find((game) => game.status === 'disputed');
  if (disputed)
    return slot === null ? t('resolve', { number: disputed.number }) : t('disputed', { number: disputed.number });
  const waiting = games.find((game) => game.status === 'reported');
  if (waiting && !next) return t('waitingConfirmation', { number: waiting.number });
  if (!next) return t('waitingOrganisers');
  return next.openerIsViewer
    ? t('playYou', { number: next.number })
    : t('playOpener', { number: next.number, name: next.openerName });
}
