import { expand, grandSlamMode, makeSlots, MAX_CHILDREN, MOVED_FROM, scoreOver, SLOT, writeSlot } from './fast-board';
import type { BoardEndReason } from './game-end';
import { holeLetter, START_POSITION, type Move, type Position } from './position';
import type { RuleSet } from './rule-sets';

/**
 * Picks the next move among the legal ones, given their hole indices in hole order: returns an
 * index into `holes`, or -1 to stop.
 */
export type MoveChooser = (holes: readonly number[]) => number;

/** A game walked on the fast path: the moves played and how it ended (null: the chooser stopped it). */
export interface Playout {
  moves: Move[];
  end: BoardEndReason | null;
}

/**
 * Walks a game on the fast path from `from`, asking `choose` for each move, until the game ends
 * on the board (score, cycle, no legal move, checked in that order) or `choose` stops.
 */
export function playOut(rules: RuleSet, from: Position, choose: MoveChooser): Playout {
  const slots = makeSlots(1 + MAX_CHILDREN);
  const { bytes, words } = slots;
  const mode = grandSlamMode(rules.grandSlam);
  writeSlot(slots, 0, from);
  const seen = new Set<string>();
  const moves: Move[] = [];
  const holes: number[] = [];
  for (;;) {
    if (scoreOver(bytes, 0)) return { moves, end: 'score' };
    const known = seen.size;
    const b = bytes;
    seen.add(String.fromCharCode(b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7], b[8], b[9], b[10], b[11], b[14]));
    if (seen.size === known) return { moves, end: 'cycle' };
    const children = expand(bytes, words, 0, SLOT, mode);
    if (children === 0) return { moves, end: 'no-moves' };
    holes.length = 0;
    for (let i = 0; i < children; i++) holes.push(bytes[SLOT * (i + 1) + MOVED_FROM]);
    const chosen = choose(holes);
    if (chosen < 0) return { moves, end: null };
    bytes.copyWithin(0, SLOT * (chosen + 1), SLOT * (chosen + 2));
    moves.push(holeLetter(holes[chosen]));
  }
}

/**
 * A finished game of uniformly random legal moves from `from` (default: the start), drawn with
 * `random` (a function returning numbers in [0, 1), e.g. a seeded generator). Every game ends:
 * a position cannot repeat without ending it.
 */
export function randomGame(rules: RuleSet, random: () => number, from: Position = START_POSITION): Move[] {
  return playOut(rules, from, (holes) => Math.floor(random() * holes.length)).moves;
}
