// Final places of an elimination stage: who went out where.
import { matchIndex, outcomeEntries } from './progression';
import type { EntryId, Stage, StageMatch } from './types';

/** An entry's place so far: 1 for the champion; entries out in the same round share a place. */
export interface Placement {
  entry: EntryId;
  place: number;
  /** The match that ended the entry's run; null for the champion. */
  eliminatedIn: string | null;
}

const KNOCKOUT_PARTS = new Set<StageMatch['part']>(['winners', 'losers', 'grand-final', 'third-place']);

/**
 * The places decided so far in a knockout (single or double elimination, or the knockout
 * after groups): the champion once the last match is won, then everyone out, the later the
 * better (a grand final above the whole losers bracket); the third-place match ranks its
 * winner and loser just below the runner-up. Entries still in the running are left out.
 */
export function placements(stage: Stage): Placement[] {
  const index = matchIndex(stage.matches);
  const notNeeded = (key: string | undefined): boolean =>
    key !== undefined && stage.matches[index.get(key)!]?.status === 'not-needed';
  const depth = (match: StageMatch): number => (match.part === 'grand-final' ? 10_000 + match.round : match.round);
  const out: { entry: EntryId; depth: number; match: string }[] = [];
  let champion: EntryId | null = null;
  for (const match of stage.matches) {
    if (match.status !== 'finished' || !KNOCKOUT_PARTS.has(match.part)) continue;
    const { winner, loser } = outcomeEntries(match);
    if (match.part === 'third-place') {
      const semiFinal = match.slots[0].source;
      const semiRound = semiFinal.type === 'loser' ? stage.matches[index.get(semiFinal.match)!].round : 0;
      if (winner !== null) out.push({ entry: winner, depth: semiRound + 0.5, match: match.key });
      if (loser !== null) out.push({ entry: loser, depth: semiRound, match: match.key });
      continue;
    }
    if (winner !== null && (!match.winnerTo || notNeeded(match.winnerTo.match))) champion = winner;
    if (loser !== null && (!match.loserTo || notNeeded(match.loserTo.match))) {
      out.push({ entry: loser, depth: depth(match), match: match.key });
    }
  }
  const ahead = champion === null ? 0 : 1;
  const placed = out
    .sort((a, b) => b.depth - a.depth)
    .map((item) => ({
      entry: item.entry,
      place: ahead + 1 + out.filter((other) => other.depth > item.depth).length,
      eliminatedIn: item.match,
    }));
  return champion === null ? placed : [{ entry: champion, place: 1, eliminatedIn: null }, ...placed];
}
