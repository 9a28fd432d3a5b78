import { expand, grandSlamMode, makeSlots, MAX_CHILDREN, scoreOver, SLOT, writeSlot } from './fast-board';
import type { Position } from './position';
import type { RuleSet } from './rule-sets';

/** Bytes of the children of one ply. */
const PLY = MAX_CHILDREN * SLOT;

let slots = makeSlots(1 + 32 * MAX_CHILDREN);

/** Leaf count below slot `at`, whose children go at `out`; `depth` ≥ 1. */
function count(bytes: Uint8Array, words: Int32Array, at: number, out: number, depth: number, mode: number): number {
  if (scoreOver(bytes, at)) return 0;
  const children = expand(bytes, words, at, out, mode);
  if (depth === 1) return children;
  let nodes = 0;
  for (let i = 0, child = out; i < children; i++, child += SLOT)
    nodes += count(bytes, words, child, out + PLY, depth - 1, mode);
  return nodes;
}

/**
 * Counts the legal move sequences of exactly `depth` moves from `position` (RULES.md, Perft):
 * depth 0 counts 1; antigua's follow-up to a grand slam counts as a move; nothing is counted
 * past a game's end by score or no legal move (including a position already over); repetition
 * is ignored. The position must be valid (see `validatePosition`).
 */
export function perft(position: Position, depth: number, rules: RuleSet): number {
  if (depth === 0) return 1;
  if (slots.bytes.length < SLOT + depth * PLY) slots = makeSlots(1 + depth * MAX_CHILDREN);
  writeSlot(slots, 0, position);
  return count(slots.bytes, slots.words, 0, SLOT, depth, grandSlamMode(rules.grandSlam));
}
