// Who moves first in game 1 of a match's series.
import type { SlotIndex, Stage, StageMatch } from './types';

/**
 * The slot that opens game 1: the format's choice where it makes one (Berger tables,
 * Swiss colour allocation); otherwise the better seed under the `seed` rule, or the
 * organiser's recorded coin toss under `coin-toss` (null until it is recorded).
 */
export function openingMover(
  stage: Pick<Stage, 'series' | 'entries'>,
  match: Pick<StageMatch, 'firstMover' | 'slots'>,
  coinToss: SlotIndex | null = null,
): SlotIndex | null {
  if (match.firstMover !== null) return match.firstMover;
  if (stage.series.opening === 'coin-toss') return coinToss;
  const [a, b] = match.slots.map((slot) => (slot.entry === null ? Infinity : stage.entries.indexOf(slot.entry)));
  return a <= b ? 0 : 1;
}
