// Round robin and groups: everyone in a group meets everyone else (twice in a double round).
import { roundRobinRounds } from './berger';
import { snakeGroups } from './seeding';
import { createMatch, type MatchLayout } from './stage-match';
import type { Part, StageMatch } from './types';

/** The key of a league match: `R{round}-{board}`, in a group `G{group}-R{round}-{board}`. */
export function leagueKey(round: number, board: number, group: number | null): string {
  const key = `R${round}-${board}`;
  return group === null ? key : `G${group}-${key}`;
}

/**
 * The matches of one round robin among the given seeds (best first: Berger numbers follow
 * this order). The first-named of each Berger pair moves first in game 1. In an odd field
 * the player paired with the phantom highest number sits the round out; that bye is listed
 * after the real boards so that board numbers stay those of the table.
 */
export function roundRobinMatches(
  seeds: number[],
  doubleRound: boolean,
  part: Part,
  group: number | null,
): StageMatch[] {
  const layouts: MatchLayout[] = [];
  roundRobinRounds(seeds.length, doubleRound).forEach((pairs, index) => {
    const round = index + 1;
    const boards = pairs.filter(([a, b]) => a <= seeds.length && b <= seeds.length);
    const resting = pairs.find(([a, b]) => a > seeds.length || b > seeds.length);
    boards.forEach(([a, b], board) => {
      layouts.push({
        key: leagueKey(round, board + 1, group),
        part,
        group: group ?? undefined,
        round,
        position: board + 1,
        sources: [
          { type: 'seed', seed: seeds[a - 1] },
          { type: 'seed', seed: seeds[b - 1] },
        ],
        firstMover: 0,
      });
    });
    if (resting) {
      const player = Math.min(...resting);
      const position = boards.length + 1;
      layouts.push({
        key: leagueKey(round, position, group),
        part,
        group: group ?? undefined,
        round,
        position,
        sources: [{ type: 'seed', seed: seeds[player - 1] }, { type: 'bye' }],
      });
    }
  });
  return layouts.map(createMatch);
}

/** The seeds (1-based) of each group of at most `groupSize`, spread by snake seeding. */
export function groupSeeds(entryCount: number, groupSize: number): number[][] {
  const groupCount = Math.ceil(entryCount / groupSize);
  return snakeGroups(entryCount, groupCount).map((indices) => indices.map((index) => index + 1));
}

/** The matches of every group, each group a round robin of its own. */
export function groupMatches(groups: number[][], doubleRound: boolean): StageMatch[] {
  return groups.flatMap((seeds, index) => roundRobinMatches(seeds, doubleRound, 'group', index + 1));
}
