// What a replay says at its last position: the game's result in words, instead of a side "to
// move". The rules library decides when the moves end the game on the board; an off-board ending
// (resignation, time, forfeit, agreed end) is known only from the stored result, so that is used.
import { playerOf } from '@/app/_components/board/board-words';
import { type EndReason, type FinishedGame, type Position, type Side, type UnfinishedGame } from '@/core/warri';
import type { Translator } from '@/i18n/translator';

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
function countedEnding(
  t: Translator<'match.replay'>,
  reason: EndReason,
  last: Position,
  player: (side: Side) => string,
): string | null {
  switch (reason) {
    case 'score':
    case 'resignation':
    case 'loss-on-time':
    case 'forfeit':
      return null;
    case 'cycle':
      return t('cycle');
    case 'no-moves':
      return t('noMoves', { player: player(last.toMove) });
    case 'agreed-end':
      return t('agreedEnd');
  }
}

const offBoardWins = { resignation: 'resignation', 'loss-on-time': 'time', forfeit: 'forfeit' } as const;

/**
 * The result line of a finished game: "Keisha (South) wins 26–22." (the winner's count first),
 * "Draw 24–24.", or, when a player resigned, lost on time or forfeited, how it was won and the
 * captures as they stood (the loser may have had more).
 */
export function resultLine(
  t: Translator<'match.replay'>,
  tBoard: Translator<'match.board'>,
  ending: GameEnding,
  last: Position,
  southName: string,
  northName: string,
): string {
  const player = (side: Side) => playerOf(tBoard, side === 'S' ? southName : northName, side);
  const [south, north] = ending.captures;
  const { reason, winner } = ending;
  if (winner && (reason === 'resignation' || reason === 'loss-on-time' || reason === 'forfeit')) {
    return t('winsOffBoard', { player: player(winner), how: offBoardWins[reason], south, north });
  }
  const outcome =
    winner === null
      ? t('draw', { south, north })
      : t('wins', { player: player(winner), high: Math.max(south, north), low: Math.min(south, north) });
  return [countedEnding(t, reason, last, player), outcome].filter(Boolean).join(' ');
}
