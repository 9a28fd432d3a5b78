// Final places of an elimination stage: who went out where.
import { matchIndex, outcomeEntries } from './progression';
import type { EntryId, Stage, StageMatch } from './types';

/** An entry's place so far: 1 for the champion; entries out in the same round share a place. */
export interface Placement {
  entry: EntryId;
  place: number;
  /** The last of the places it shares: 8 for 5th–8th, from the first quarter-final loser on; `place` when it is alone. */
  lastPlace: number;
  /** The match that ended the entry's run; null for the champion. */
  eliminatedIn: string | null;
}

const KNOCKOUT_PARTS = new Set<StageMatch['part']>(['winners', 'losers', 'grand-final', 'third-place']);

/**
 * The places decided so far in a knockout (single or double elimination, or the knockout
 * after groups): the champion once the last match is won, then everyone out, the later the
 * better (a grand final above the whole losers bracket); the third-place match ranks its
 * winner and loser just below the runner-up. Entries still in the running are left out.
 *
 * A place is final as soon as the entry is out, even mid-round: it is one more than the number of
 * entrants who will go out later or not at all, and which matches will put someone out is known
 * from the bracket (every match whose loser goes nowhere, unless it is a bye). So the losers of
 * the quarter-finals are 5th–8th from the first of them on. Only a withdrawal can shift the places
 * of those already out: it can put someone out where the bracket had a bye waiting for them.
 */
export function placements(stage: Stage): Placement[] {
  const index = matchIndex(stage.matches);
  const notNeeded = (key: string | undefined): boolean =>
    key !== undefined && stage.matches[index.get(key)!]?.status === 'not-needed';
  const knockout = stage.matches.filter((match) => KNOCKOUT_PARTS.has(match.part) && match.status !== 'not-needed');
  // Who enters the knockout: a seeded slot, or a group's qualifier.
  const entrants = knockout
    .flatMap((match) => match.slots)
    .filter((slot) => slot.source.type === 'seed' || slot.source.type === 'qualifier').length;
  const out: { entry: EntryId; depth: number; match: string }[] = [];
  // How deep in the knockout each elimination is or will be: the later, the better the place.
  const eliminations: number[] = [];
  let champion: EntryId | null = null;
  for (const match of knockout) {
    const hasBye = match.slots.some((slot) => slot.bye);
    const finished = match.status === 'finished';
    const bothWithdrew = finished && match.result?.winner === null;
    const { winner, loser } = outcomeEntries(match);
    if (match.part === 'third-place') {
      // Its winner and loser go out just below the runner-up, the winner first.
      const semiFinal = match.slots[0].source;
      const semiRound = semiFinal.type === 'loser' ? stage.matches[index.get(semiFinal.match)!].round : 0;
      const bothOut = bothWithdrew || (!finished && !hasBye);
      if (bothWithdrew)
        for (const slot of match.slots) out.push({ entry: slot.entry!, depth: semiRound, match: match.key });
      if (winner !== null) out.push({ entry: winner, depth: semiRound + 0.5, match: match.key });
      if (loser !== null) out.push({ entry: loser, depth: semiRound, match: match.key });
      if (!finished) eliminations.push(...(bothOut ? [semiRound, semiRound + 0.5] : hasBye ? [] : [semiRound + 0.5]));
      continue;
    }
    const depth = match.part === 'grand-final' ? 10_000 + match.round : match.round;
    if (!finished) {
      if (!match.loserTo && !hasBye) eliminations.push(depth);
      continue;
    }
    if (bothWithdrew)
      for (const slot of match.slots) if (slot.entry !== null) out.push({ entry: slot.entry, depth, match: match.key });
    if (winner !== null && (!match.winnerTo || notNeeded(match.winnerTo.match))) champion = winner;
    if (loser !== null && (!match.loserTo || notNeeded(match.loserTo.match)))
      out.push({ entry: loser, depth, match: match.key });
  }
  eliminations.push(...out.map((item) => item.depth));
  const placed = out
    .sort((a, b) => b.depth - a.depth)
    .map((item) => {
      const place = entrants + 1 - eliminations.filter((depth) => depth <= item.depth).length;
      return {
        entry: item.entry,
        place,
        lastPlace: place - 1 + eliminations.filter((depth) => depth === item.depth).length,
        eliminatedIn: item.match,
      };
    });
  return champion === null ? placed : [{ entry: champion, place: 1, lastPlace: 1, eliminatedIn: null }, ...placed];
}
