import type { Position } from './position';
import type { GrandSlamRule } from './rule-sets';

// The fast path shared by perft and random play: no objects per node. A position is a 16-byte
// slot of one buffer: bytes 0–11 the holes, 12–13 the captures of S and N, 14 the side to move
// (0 S, 1 N), 15 the hole whose move led to it. The same bytes read as four int32 words hold four
// holes each, so a whole sowing is three word additions of a precomputed delta: every hole stays
// within 0–48, so no byte ever carries into its neighbour.

/** Bytes per position slot. */
export const SLOT = 16;
/** Most children a position can have: one per hole of the side to move. */
export const MAX_CHILDREN = 6;
const CAPTURES = 12;
const SIDE = 14;
/** Byte of a child slot holding the hole index of the move that produced it. */
export const MOVED_FROM = 15;
const SEED_COUNTS = 49;

/** DELTA[(hole * 49 + seeds) * 4 + word]: what sowing `seeds` from `hole` adds to each word, the emptied hole included. */
const DELTA = new Int32Array(12 * SEED_COUNTS * 4);
/** LAST[hole * 49 + seeds]: the hole the last seed falls in (a sowing of 12 or more skips its own hole). */
const LAST = new Uint8Array(12 * SEED_COUNTS);

for (let hole = 0; hole < 12; hole++) {
  for (let seeds = 1; seeds < SEED_COUNTS; seeds++) {
    const added = new Array<number>(12).fill(0);
    added[hole] = -seeds;
    let last = hole;
    for (let left = seeds; left > 0;) {
      last = (last + 1) % 12;
      if (last === hole) continue;
      added[last]++;
      left--;
    }
    const at = hole * SEED_COUNTS + seeds;
    LAST[at] = last;
    for (let word = 0; word < 3; word++) {
      const value = added.slice(word * 4, word * 4 + 4).reduceRight((sum, add) => sum * 256 + add, 0);
      DELTA[at * 4 + word] = value | 0;
    }
  }
}

const CAPTURE_AND_MOVE_AGAIN = 0;
const CAPTURE_NOTHING = 1;
const FORBIDDEN_UNLESS_FORCED = 2;
const FORBIDDEN = 3;
const GRAND_SLAM_MODES: Record<GrandSlamRule, number> = {
  'capture-and-move-again': CAPTURE_AND_MOVE_AGAIN,
  'capture-nothing': CAPTURE_NOTHING,
  'forbidden-unless-forced': FORBIDDEN_UNLESS_FORCED,
  forbidden: FORBIDDEN,
};

/** The engine's number for a grand-slam rule. */
export function grandSlamMode(rule: GrandSlamRule): number {
  return GRAND_SLAM_MODES[rule];
}

/** A buffer of position slots with both views the engine reads. */
export interface Slots {
  bytes: Uint8Array;
  words: Int32Array;
}

/** A buffer of `count` slots. */
export function makeSlots(count: number): Slots {
  const bytes = new Uint8Array(SLOT * count);
  return { bytes, words: new Int32Array(bytes.buffer) };
}

/** Writes a position into the slot at byte offset `at`. */
export function writeSlot(slots: Slots, at: number, position: Position): void {
  slots.bytes.set(position.board, at);
  slots.bytes[at + CAPTURES] = position.captures[0];
  slots.bytes[at + CAPTURES + 1] = position.captures[1];
  slots.bytes[at + SIDE] = position.toMove === 'S' ? 0 : 1;
}

/** The game is over by score at the slot: 25 or more captured, or 24–24. */
export function scoreOver(bytes: Uint8Array, at: number): boolean {
  const south = bytes[at + CAPTURES];
  const north = bytes[at + CAPTURES + 1];
  return south >= 25 || north >= 25 || (south === 24 && north === 24);
}

/** Copies the slot at `at` into `child` with `hole` sown; returns the last hole sown. */
function sow(bytes: Uint8Array, words: Int32Array, at: number, child: number, hole: number): number {
  const index = hole * SEED_COUNTS + bytes[at + hole];
  const delta = index * 4;
  const from = at >> 2;
  const to = child >> 2;
  words[to] = (words[from] + DELTA[delta]) | 0;
  words[to + 1] = (words[from + 1] + DELTA[delta + 1]) | 0;
  words[to + 2] = (words[from + 2] + DELTA[delta + 2]) | 0;
  words[to + 3] = words[from + 3];
  bytes[child + MOVED_FROM] = hole;
  return LAST[index];
}

function rowSum(bytes: Uint8Array, at: number, first: number): number {
  const o = at + first;
  return bytes[o] + bytes[o + 1] + bytes[o + 2] + bytes[o + 3] + bytes[o + 4] + bytes[o + 5];
}

/** Takes holes `low`…`last` of the slot at `child` and credits them to `mover`. */
function capture(bytes: Uint8Array, child: number, last: number, low: number, mover: number): void {
  let taken = 0;
  for (let h = last; h >= low; h--) {
    taken += bytes[child + h];
    bytes[child + h] = 0;
  }
  bytes[child + CAPTURES + mover] += taken;
}

/**
 * Writes the positions after each legal move at slot `at` into consecutive slots from `out`, in
 * hole order, and returns how many (0: no legal move). The same rules as `assess` in
 * legality.ts; the caller checks the score end first.
 */
export function expand(bytes: Uint8Array, words: Int32Array, at: number, out: number, mode: number): number {
  const mover = bytes[at + SIDE];
  const own = mover === 0 ? 0 : 6;
  const opp = 6 - own;
  const mustFeed = rowSum(bytes, at, opp) === 0;
  let child = out;
  let grandSlams = 0;
  for (let hole = own; hole < own + 6; hole++) {
    if (bytes[at + hole] === 0) continue;
    const last = sow(bytes, words, at, child, hole);
    let low = last + 1;
    if (last >= opp && last < opp + 6) {
      while (low > opp && (bytes[child + low - 1] === 2 || bytes[child + low - 1] === 3)) low--;
    }
    let next = mover ^ 1;
    if (low <= last) {
      let rest = 0;
      for (let h = opp; h < low; h++) rest += bytes[child + h];
      for (let h = last + 1; h < opp + 6; h++) rest += bytes[child + h];
      if (rest > 0) {
        capture(bytes, child, last, low, mover);
      } else if (mode === CAPTURE_NOTHING) {
        // A grand slam under abapa: the seeds stay, so the move feeds.
      } else if (mustFeed || mode === FORBIDDEN) {
        continue;
      } else if (mode === FORBIDDEN_UNLESS_FORCED) {
        grandSlams |= 1 << hole;
        continue;
      } else {
        capture(bytes, child, last, low, mover);
        next = mover;
      }
    } else if (mustFeed && rowSum(bytes, child, opp) === 0) {
      continue;
    }
    bytes[child + SIDE] = next;
    child += SLOT;
  }
  // Vari: grand slams are played, and capture, only when nothing else is legal.
  if (child === out && grandSlams !== 0) {
    for (let hole = own; hole < own + 6; hole++) {
      if ((grandSlams & (1 << hole)) === 0) continue;
      const last = sow(bytes, words, at, child, hole);
      let low = last;
      while (low > opp && (bytes[child + low - 1] === 2 || bytes[child + low - 1] === 3)) low--;
      capture(bytes, child, last, low, mover);
      bytes[child + SIDE] = mover ^ 1;
      child += SLOT;
    }
  }
  return (child - out) / SLOT;
}
