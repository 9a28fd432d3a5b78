import { rowSeeds, type Position, type Side } from './position';
import type { BoardShare, RuleSet } from './rule-sets';

/** Why a game can end on the board: 25 captured or 24–24, a repeated position, or no legal move. */
export const BOARD_END_REASONS = ['score', 'cycle', 'no-moves'] as const;
/** Why a game ended on the board (see BOARD_END_REASONS). */
export type BoardEndReason = (typeof BOARD_END_REASONS)[number];

/** How a game ended: the reason, the captures after the seeds left on the board were shared, the winner (null: draw). */
export interface GameEnd<Reason extends string = BoardEndReason> {
  reason: Reason;
  captures: readonly [south: number, north: number];
  winner: Side | null;
}

/** The side with more captures, or null when they are equal. */
export function winnerOf(captures: readonly [number, number]): Side | null {
  if (captures[0] === captures[1]) return null;
  return captures[0] > captures[1] ? 'S' : 'N';
}

/**
 * The captures once the seeds on the board are shared: each takes his own row, or (vari-strict at
 * a cycle) each takes half of all of them rounded down, an odd seed going to nobody (RULES.md, Decided).
 */
export function shareBoard(position: Position, share: BoardShare): readonly [number, number] {
  const [south, north] = position.captures;
  if (share === 'equal') {
    const half = Math.floor((rowSeeds(position.board, 'S') + rowSeeds(position.board, 'N')) / 2);
    return [south + half, north + half];
  }
  return [south + rowSeeds(position.board, 'S'), north + rowSeeds(position.board, 'N')];
}

function ended(reason: BoardEndReason, captures: readonly [number, number]): GameEnd {
  return { reason, captures, winner: winnerOf(captures) };
}

/**
 * The end of the game at a position, checked in the order of RULES.md: score (25 or more, or
 * 24–24; the board is not shared), then cycle (`repeated`: the twelve holes and side to move
 * occurred before in this game), then no legal move for the side to move (`hasMove` false).
 */
export function boardEnd(position: Position, rules: RuleSet, repeated: boolean, hasMove: boolean): GameEnd | null {
  const [south, north] = position.captures;
  if (south >= 25 || north >= 25 || (south === 24 && north === 24)) return ended('score', position.captures);
  if (repeated) return ended('cycle', shareBoard(position, rules.cycleShare));
  if (!hasMove) return ended('no-moves', shareBoard(position, 'own-row'));
  return null;
}
