// Seeding: where each seed stands in a bracket, and how seeds are spread over groups.

/** The smallest power of two that is at least `n` (1 for n ≤ 1). */
export function nextPowerOfTwo(n: number): number {
  let size = 1;
  while (size < n) size *= 2;
  return size;
}

/**
 * The standard bracket order: the seed standing at each position of a bracket of `size`
 * (a power of two), top to bottom; positions 2i and 2i+1 meet in round 1.
 *
 * Built from the final down: every seed s of the half-size order is followed by its
 * opponent size + 1 − s. So round 1 pairs seeds that add up to size + 1 (1–16, 8–9, 4–13,
 * 5–12, 2–15, 7–10, 3–14, 6–11), and if the better seed always wins, each later round
 * again pairs the best with the worst left; the top 2^k seeds sit in different sections of
 * size/2^k and cannot meet before the last 2^k. This is the order of brackets-manager's
 * `inner_outer` and of the common bracket tools.
 */
export function bracketSeedOrder(size: number): number[] {
  let order = [1];
  for (let width = 2; width <= size; width *= 2) {
    const next: number[] = [];
    for (const seed of order) next.push(seed, width + 1 - seed);
    order = next;
  }
  return order;
}

/**
 * Snake seeding into `groupCount` groups: seeds 1..G go to groups 1..G, the next G come
 * back from group G to group 1, and so on, so every group gets one of each strength band.
 * Returns, for each group, the 0-based indices of the seeded list it holds, best first.
 */
export function snakeGroups(entryCount: number, groupCount: number): number[][] {
  const groups: number[][] = Array.from({ length: groupCount }, () => []);
  for (let index = 0; index < entryCount; index++) {
    const band = Math.floor(index / groupCount);
    const offset = index % groupCount;
    const group = band % 2 === 0 ? offset : groupCount - 1 - offset;
    groups[group].push(index);
  }
  return groups;
}

/**
 * The round (1-based) in which the players at two positions of a bracket of `size` would
 * meet if both kept winning: one more than the number of halvings that keep them together.
 */
export function meetingRound(positionA: number, positionB: number): number {
  let round = 0;
  let a = positionA;
  let b = positionB;
  while (a !== b) {
    a >>= 1;
    b >>= 1;
    round++;
  }
  return round;
}
