// What a player (or staff) should do next in a match, in one sentence: shown on the report page and
// in the player's list of matches.
import type { Game } from '@/db/schema';

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

export function nextStep({ games, slot, viewerId, next, finished }: NextStepInput): string {
  if (finished) return 'The match is over.';
  const recording = games.find((game) => game.status === 'in-progress');
  if (recording) return `Game ${recording.number} is being recorded at the table.`;
  const toAnswer = games.find((game) => game.status === 'reported' && game.reportedBy !== viewerId);
  if (toAnswer && slot !== null) return `Confirm or dispute game ${toAnswer.number}.`;
  const disputed = games.find((game) => game.status === 'disputed');
  if (disputed)
    return slot === null
      ? `Resolve the dispute over game ${disputed.number}.`
      : `Game ${disputed.number} is disputed: the organisers will decide it.`;
  const waiting = games.find((game) => game.status === 'reported');
  if (waiting && !next) return `Waiting for game ${waiting.number} to be confirmed.`;
  if (!next) return 'Waiting for the organisers (a coin toss decides who opens game 1).';
  return `Play game ${next.number}: ${next.openerIsViewer ? 'you move' : `${next.openerName} moves`} first.`;
}
