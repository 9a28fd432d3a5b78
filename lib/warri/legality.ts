import { opponent, rowSeeds, rowStart, type Position } from './position';
import type { RuleSet } from './rule-sets';
import { sowFrom, type Sowing } from './sowing';

/** Why a move of the side to move, from a non-empty hole, is not allowed. */
export type RuleRefusal = 'must-feed' | 'grand-slam-forbidden';

/** Every move of the side to move from a non-empty hole, judged under a rule set. */
export interface Assessment {
  /** Legal moves by hole index, in hole order. */
  legal: ReadonlyMap<number, Sowing>;
  /** Moves from non-empty holes that the rules forbid, by hole index. */
  refused: ReadonlyMap<number, { sowing: Sowing; code: RuleRefusal }>;
}

/**
 * Whether the side to move has a legal move, without sowing when the answer is plain: with seeds
 * on both sides, some move is legal unless grand slams are always forbidden (vari-strict).
 */
export function hasLegalMove(position: Position, rules: RuleSet): boolean {
  if (rowSeeds(position.board, position.toMove) === 0) return false;
  if (rules.grandSlam !== 'forbidden' && rowSeeds(position.board, opponent(position.toMove)) > 0) return true;
  return assess(position, rules).legal.size > 0;
}

/**
 * Judges the side to move's moves. Feeding comes first, under every rule set: when the opponent's
 * row is empty only a move that leaves him seeds is legal. Then the grand-slam rule: vari allows
 * grand slams only when nothing else is legal, vari-strict never.
 */
export function assess(position: Position, rules: RuleSet): Assessment {
  const mover = position.toMove;
  const mustFeed = rowSeeds(position.board, opponent(mover)) === 0;
  const legal = new Map<number, Sowing>();
  const refused = new Map<number, { sowing: Sowing; code: RuleRefusal }>();
  const grandSlams: Sowing[] = [];
  const first = rowStart(mover);
  for (let hole = first; hole < first + 6; hole++) {
    if (position.board[hole] === 0) continue;
    const sowing = sowFrom(position, hole, rules);
    if (mustFeed && !sowing.feeds) refused.set(hole, { sowing, code: 'must-feed' });
    else if (sowing.grandSlam && rules.grandSlam === 'forbidden') refused.set(hole, { sowing, code: 'grand-slam-forbidden' });
    else if (sowing.grandSlam && rules.grandSlam === 'forbidden-unless-forced') grandSlams.push(sowing);
    else legal.set(hole, sowing);
  }
  // Only vari gets here with grand slams: forced when nothing else is legal (pushed in hole order).
  const forced = legal.size === 0;
  for (const sowing of grandSlams) {
    if (forced) legal.set(sowing.hole, sowing);
    else refused.set(sowing.hole, { sowing, code: 'grand-slam-forbidden' });
  }
  return { legal, refused };
}
