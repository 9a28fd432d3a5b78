// A game row as core/warri and core/tournament see it, and back: the row spells sides and results
// out ('south', 'north', 'draw') so they read plainly in SQL; the libraries use 'S' and 'N'.
import type { SeriesGame, SlotIndex } from '@/core/tournament';
import { printMoves, type FinishedGame, type Side } from '@/core/warri';
import { liveGameStatuses, type Game, type Match, type games } from '../schema';

/** The columns of a finished game's outcome. */
export type GameOutcomeColumns = Pick<
  typeof games.$inferInsert,
  'record' | 'moveCount' | 'capturesSouth' | 'capturesNorth' | 'result' | 'endReason' | 'verified'
>;

/** True while the game is live: being recorded, reported, confirmed or disputed (not voided or overridden). */
export const isLiveGame = (game: Game): boolean => (liveGameStatuses as readonly string[]).includes(game.status);

/** A side as a row stores it, in the libraries' letters. */
export const sideOfRow = (side: Game['firstMover']): Side => (side === 'south' ? 'S' : 'N');

/** A side in the libraries' letters, as a row stores it. */
export const rowSide = (side: Side): Game['firstMover'] => (side === 'S' ? 'south' : 'north');

/** A game row's result as a series counts it: a game with no winner is a draw. */
const resultOfRow = (result: Game['result']): SeriesGame['result'] =>
  result === 'south' ? 'S' : result === 'north' ? 'N' : 'draw';

/** The stored outcome of a game core/warri finished. */
export function outcomeColumns(game: FinishedGame): GameOutcomeColumns {
  return {
    record: printMoves(game.steps.map((step) => step.move)),
    moveCount: game.plies,
    capturesSouth: game.captures[0],
    capturesNorth: game.captures[1],
    result: game.winner === 'S' ? 'south' : game.winner === 'N' ? 'north' : 'draw',
    endReason: game.end,
    verified: true,
  };
}

/** A game row as its match's series counts it; null when the game's South is not an entry of the match. */
export function seriesGameOf(game: Game, match: Match): SeriesGame | null {
  const south: SlotIndex | null =
    game.southEntryId === match.entry1Id ? 0 : game.southEntryId === match.entry2Id ? 1 : null;
  if (south === null) return null;
  return {
    south,
    first: sideOfRow(game.firstMover),
    result: resultOfRow(game.result),
    captures: [game.capturesSouth ?? 0, game.capturesNorth ?? 0],
  };
}
