import { holeLetter, opponent, rowStart, sideOfHole, type Move, type Position, type Side } from './position';
import type { RuleSet } from './rule-sets';

/** The mechanics of one move before any rule decides whether it may be played. */
export interface Sowing {
  move: Move;
  mover: Side;
  hole: number;
  /** Seeds taken from the hole. */
  seeds: number;
  /** Holes that received a seed, in sowing order (a 12+ sowing skips its own hole). */
  sown: readonly number[];
  /** The board after sowing, before any capture. */
  afterSowing: readonly number[];
  /** Opponent's holes that make the capture, from the last hole sown backwards. */
  chain: readonly number[];
  /** The capture would leave the opponent's row empty. */
  grandSlam: boolean;
  /** Whether the capture is made under the rule set (not for a grand slam under abapa). */
  captures: boolean;
  /** The opponent still holds seeds after the whole move, captures included. */
  feeds: boolean;
}

/** The hole the last of `seeds` seeds sown from `hole` falls in (a sowing of 12 or more skips its hole). */
export function lastHole(hole: number, seeds: number): number {
  return (hole + ((seeds - 1) % 11) + 1) % 12;
}

/**
 * Sows the seeds of the mover's `hole` and judges the capture. A grand slam is judged after
 * sowing, whatever the opponent held before. Under vari and vari-strict a grand slam is treated
 * as capturing, so it never feeds (RULES.md, Feeding); only abapa's captures nothing and feeds.
 */
export function sowFrom(position: Position, hole: number, rules: RuleSet): Sowing {
  const board = position.board.slice();
  const mover = sideOfHole(hole);
  const seeds = board[hole];
  board[hole] = 0;
  const sown: number[] = [];
  let last = hole;
  for (let left = seeds; left > 0;) {
    last = last === 11 ? 0 : last + 1;
    if (last === hole) continue;
    board[last]++;
    sown.push(last);
    left--;
  }

  const first = rowStart(opponent(mover));
  const chain: number[] = [];
  let chainSeeds = 0;
  if (seeds > 0 && last >= first && last < first + 6) {
    for (let h = last; h >= first && (board[h] === 2 || board[h] === 3); h--) {
      chain.push(h);
      chainSeeds += board[h];
    }
  }
  let rowLeft = -chainSeeds;
  for (let h = first; h < first + 6; h++) rowLeft += board[h];
  const grandSlam = chain.length > 0 && rowLeft === 0;
  const captures = chain.length > 0 && !(grandSlam && rules.grandSlam === 'capture-nothing');
  const feeds = (captures ? rowLeft : rowLeft + chainSeeds) > 0;
  return { move: holeLetter(hole), mover, hole, seeds, sown, afterSowing: board, chain, grandSlam, captures, feeds };
}
