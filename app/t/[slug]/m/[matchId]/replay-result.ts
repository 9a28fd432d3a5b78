// What a replay says at its last position: the game's result in words, instead of a side "to
// move". The rules library decides when the moves end the game on the board; an off-board ending
// (resignation, time, forfeit, agreed end) is known only from the stored result, so that is used.
import {
  sideName,
  type EndReason,
  type FinishedGame,
  type Position,
  type Side,
  type UnfinishedGame,
} from '@/core/warri';

/** How a game ended: who won (null: a draw), the captures after any sharing (South, North), and why. */
export interface GameEnding {
  winner: Side | null;
  captures: readonly [south: number, north: number];
  reason: EndReason;
}

/** The ending of a replayed record: the library's when the moves end the game, else the stored one (null while it goes on). */
export function replayEnding(replay: FinishedGame | UnfinishedGame, stored: GameEnding | null): GameEnding | null {
  if (replay.finished) return { winner: replay.winner, captures: replay.captures, reason: replay.end };
  return stored;
}

/** Why the count is what it is, said before it (nothing for an ordinary end on the count). */
function countedEnding(reason: EndReason, last: Position, player: (side: Side) => string): string {
  switch (reason) {
    case 'score':
    case 'resignation':
    case 'loss-on-time':
    case 'forfeit':
      return '';
    case 'cycle':
      return 'The position repeated and the seeds left were shared. ';
    case 'no-moves':
      return `${player(last.toMove)} had no move, so each took the seeds on their own side. `;
    case 'agreed-end':
      return 'Ended by agreement and the seeds left were shared. ';
  }
}

const offBoardWins = { resignation: 'by resignation', 'loss-on-time': 'on time', forfeit: 'by forfeit' } as const;

/**
 * The result line of a finished game: "Keisha (South) wins 26–22." (the winner's count first),
 * "Draw 24–24.", or, when a player resigned, lost on time or forfeited, how it was won and the
 * captures as they stood (the loser may have had more).
 */
export function resultLine(ending: GameEnding, last: Position, southName: string, northName: string): string {
  const player = (side: Side) => `${side === 'S' ? southName : northName} (${sideName(side)})`;
  const [south, north] = ending.captures;
  const { reason, winner } = ending;
  if (winner && (reason === 'resignation' || reason === 'loss-on-time' || reason === 'forfeit')) {
    return `${player(winner)} wins ${offBoardWins[reason]}; captures South ${south}, North ${north}.`;
  }
  const outcome =
    winner === null
      ? `Draw ${south}–${north}.`
      : `${player(winner)} wins ${Math.max(south, north)}–${Math.min(south, north)}.`;
  return `${countedEnding(reason, last, player)}${outcome}`;
}
