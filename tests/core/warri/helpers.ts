import { legalMoves, parsePosition, play, RULE_SETS, type Position, type RuleSet, type RuleSetId } from '@/core/warri';

/** A position from its string; throws on a malformed one (test tables hold only valid ones). */
export function position(text: string): Position {
  const parsed = parsePosition(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
}

/** A rule set by id. */
export function rules(id: RuleSetId): RuleSet {
  return RULE_SETS[id];
}

/** A small seeded generator of numbers in [0, 1) (mulberry32), so random tests repeat. */
export function seededRandom(seed: number): () => number {
  let state = seed | 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Perft over the public immutable API (legalMoves and play), to cross-check the fast path. */
export function slowPerft(from: Position, depth: number, ruleSet: RuleSet): number {
  if (depth === 0) return 1;
  const moves = legalMoves(from, ruleSet);
  if (depth === 1) return moves.length;
  let nodes = 0;
  for (const move of moves) {
    const played = play(from, move, ruleSet);
    if (!played.ok) throw new Error(`legal move ${move} refused: ${played.error.message}`);
    nodes += slowPerft(played.value.position, depth - 1, ruleSet);
  }
  return nodes;
}
