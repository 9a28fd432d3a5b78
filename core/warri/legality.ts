import { opponent, rowSeeds, rowStart, sideOfHole, type Position } from './position';
import type { RuleSet } from './rule-sets';
import { lastHole, sowFrom } from './sowing';

/** Why a move of the side to move, from a non-empty hole, is not allowed. */
export type RuleRefusal = 'must-feed' | 'grand-slam-forbidden';

/** Every move of the side to move from a non-empty hole, judged under a rule set. */
export interface Assessment {
  /** Holes of the legal moves, in hole order. */
  legal: readonly number[];
  /** Moves from non-empty holes that the rules forbid, by hole index. */
  refused: ReadonlyMap<number, RuleRefusal>;
}

const NO_REFUSALS: ReadonlyMap<number, RuleRefusal> = new Map();

/**
 * Whether the side to move has a legal move, without sowing when the answer is plain: with seeds
 * on both sides, some move is legal unless grand slams are always forbidden (vari-strict).
 */
export function hasLegalMove(position: Position, rules: RuleSet): boolean {
  if (rowSeeds(position.board, position.toMove) === 0) return false;
  if (rules.grandSlam !== 'forbidden' && rowSeeds(position.board, opponent(position.toMove)) > 0) return true;
  return assess(position, rules).legal.length > 0;
}

/**
 * Judges the side to move's moves. Feeding comes first, under every rule set: when the opponent's
 * row is empty only a move that leaves him seeds is legal. Then the grand-slam rule: vari allows
 * grand slams only when nothing else is legal, vari-strict never. When the opponent has seeds and
 * grand slams are allowed (antigua, abapa), every non-empty hole is legal without sowing it; so
 * is, under vari, a move whose last seed falls in the mover's own row (it cannot capture).
 */
export function assess(position: Position, rules: RuleSet): Assessment {
  const mover = position.toMove;
  const first = rowStart(mover);
  const mustFeed = rowSeeds(position.board, opponent(mover)) === 0;
  const legal: number[] = [];
  if (!mustFeed && (rules.grandSlam === 'capture-and-move-again' || rules.grandSlam === 'capture-nothing')) {
    for (let hole = first; hole < first + 6; hole++) if (position.board[hole] > 0) legal.push(hole);
    return { legal, refused: NO_REFUSALS };
  }
  const refused = new Map<number, RuleRefusal>();
  const grandSlams: number[] = [];
  for (let hole = first; hole < first + 6; hole++) {
    if (position.board[hole] === 0) continue;
    if (!mustFeed && sideOfHole(lastHole(hole, position.board[hole])) === mover) {
      legal.push(hole);
      continue;
    }
    const sowing = sowFrom(position, hole, rules);
    if (mustFeed && !sowing.feeds) refused.set(hole, 'must-feed');
    else if (sowing.grandSlam && rules.grandSlam === 'forbidden') refused.set(hole, 'grand-slam-forbidden');
    else if (sowing.grandSlam && rules.grandSlam === 'forbidden-unless-forced') grandSlams.push(hole);
    else legal.push(hole);
  }
  // Only vari gets here with grand slams: forced when nothing else is legal (pushed in hole order).
  const forced = legal.length === 0;
  for (const hole of grandSlams) {
    if (forced) legal.push(hole);
    else refused.set(hole, 'grand-slam-forbidden');
  }
  return { legal, refused };
}
