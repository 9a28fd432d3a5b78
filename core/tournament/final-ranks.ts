// Final places of a whole stage once it is over, for every format: where a knockout put each
// entry, where the table of a league or Swiss put them, and for groups then knockout the knockout
// first and then everyone who stayed in the groups, by their place in their group.
import { placements } from './placements';
import { standings } from './standings';
import type { EntryId, Stage } from './types';

/** An entry's final place; entries with the same place share it. */
export interface FinalRank {
  entry: EntryId;
  rank: number;
}

/**
 * The final ranks of a finished stage, best first:
 * - single and double elimination: the knockout places (`placements`);
 * - round robin and Swiss: the standings;
 * - groups: each entry's place in its group (every group's winner is 1st);
 * - groups then knockout: the knockout places, then the players who did not qualify, those
 *   third in their group sharing the next place, those fourth the place after them, and so on.
 */
export function finalRanks(stage: Stage): FinalRank[] {
  const settings = stage.settings;
  switch (settings.format) {
    case 'single-elimination':
    case 'double-elimination':
      return placements(stage).map(({ entry, place }) => ({ entry, rank: place }));
    case 'round-robin':
    case 'swiss':
      return standings(stage).map(({ entry, rank }) => ({ entry, rank }));
    case 'groups':
      return groupPlaces(stage)
        .map(({ entry, place }) => ({ entry, rank: place }))
        .sort((a, b) => a.rank - b.rank);
    case 'groups-knockout': {
      const knockout = placements(stage).map(({ entry, place }) => ({ entry, rank: place }));
      const through = new Set(knockout.map((row) => row.entry));
      const rest = groupPlaces(stage).filter((row) => !through.has(row.entry));
      const ranked = rest.map(({ entry, place }) => ({
        entry,
        rank: knockout.length + 1 + rest.filter((other) => other.place < place).length,
      }));
      return [...knockout, ...ranked.sort((a, b) => a.rank - b.rank)];
    }
  }
}

/** Each entry's place in its group. */
function groupPlaces(stage: Stage): { entry: EntryId; place: number }[] {
  return stage.groups.flatMap((_, index) =>
    standings(stage, { group: index + 1 }).map((row) => ({ entry: row.entry, place: row.rank })),
  );
}

/** The champion: the one entry ranked first, or null when none or several are (groups only). */
export function championOf(ranks: readonly FinalRank[]): EntryId | null {
  const first = ranks.filter((row) => row.rank === 1);
  return first.length === 1 ? first[0].entry : null;
}
