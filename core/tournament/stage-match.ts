import type { Destination, Part, SlotIndex, SlotSource, StageMatch } from './types';

/** The fixed parts of a match row, as a format lays it out. */
export interface MatchLayout {
  key: string;
  part: Part;
  group?: number;
  round: number;
  position: number;
  sources: [SlotSource, SlotSource];
  winnerTo?: Destination;
  loserTo?: Destination;
  firstMover?: SlotIndex;
  onlyIf?: { match: string; wonBy: SlotIndex };
}

/** A new, unplayed match row: slots empty (filled when the stage is settled), pending. */
export function createMatch(layout: MatchLayout): StageMatch {
  return {
    key: layout.key,
    part: layout.part,
    group: layout.group ?? null,
    round: layout.round,
    position: layout.position,
    slots: [
      { source: layout.sources[0], entry: null, bye: false },
      { source: layout.sources[1], entry: null, bye: false },
    ],
    winnerTo: layout.winnerTo ?? null,
    loserTo: layout.loserTo ?? null,
    firstMover: layout.firstMover ?? null,
    onlyIf: layout.onlyIf ?? null,
    status: 'pending',
    result: null,
  };
}
