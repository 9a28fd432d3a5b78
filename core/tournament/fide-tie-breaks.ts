// The tie-breaks of the FIDE tie-break regulations (Handbook C.07, 2023 edition) on a Warri
// stage. A series is C.07's "game": won 1 point, lost 0 (no draws: a series always has a winner,
// or nobody when both sides withdrew). In a Swiss, unplayed rounds count as Art. 16 says; in a
// round robin or a group the pairings were fixed in advance, so a walkover is a regular result
// (Art. 15.2) and a rest-day bye is no round at all.
import type { EntryId, StageMatch, SwissInstructions } from './types';

/**
 * What a round was for one entry, in the categories of C.07 Art. 16.2: played over the board, a
 * pairing-allocated or full-point bye (16.2.1), a forfeit won (16.2.2) or lost (16.2.4), or a
 * requested bye of half a point or none (16.1.1: asked for; a late entry's missed rounds; every
 * round after a withdrawal).
 */
type RoundKind = 'played' | 'full-point-bye' | 'forfeit-win' | 'forfeit-loss' | 'requested-bye';

interface RoundRecord {
  kind: RoundKind;
  /** The scheduled opponent (played or forfeited); null for a bye or an absence. */
  opponent: EntryId | null;
  points: number;
}

/** An entry's figures on the FIDE tie-breaks. */
export interface FideFigures {
  buchholz: number;
  buchholzCut1: number;
  buchholzMedian1: number;
  sonnebornBerger: number;
  progressiveScore: number;
  wins: number;
  /** Rounded to a whole number; 0 when no rated opponent was met over the board. */
  averageOpponentRating: number;
}

/** A voluntary unplayed round (Art. 16.1.2): a requested (zero-point) bye or a forfeit loss. */
const isVoluntary = (record: RoundRecord): boolean => record.kind === 'requested-bye' || record.kind === 'forfeit-loss';

/** A round sat out with these points: a full-point bye at 1, else a requested bye. */
const byeOf = (points: number): RoundRecord => ({
  kind: points >= 1 ? 'full-point-bye' : 'requested-bye',
  opponent: null,
  points,
});

function recordOf(match: StageMatch, slot: 0 | 1): RoundRecord {
  const result = match.result!;
  const won = result.winner === slot ? 1 : 0;
  if (result.how === 'bye') return byeOf(1);
  const opponent = match.slots[1 - slot].entry;
  if (result.how === 'walkover') return { kind: won ? 'forfeit-win' : 'forfeit-loss', opponent, points: won };
  return { kind: 'played', opponent, points: won };
}

/**
 * Each member's rounds in order. A Swiss has a record for every round paired, a match still being
 * played left out: the bye the entry asked for, else a zero-point bye where it had no match (before
 * entering late, after withdrawing), the points granted to a late entry shared evenly among the
 * rounds it missed. A round robin has one for each finished meeting.
 */
function roundRecords(members: readonly EntryId[], matches: readonly StageMatch[], swiss: SwissInstructions | null) {
  const finished = matches.filter((match) => match.status === 'finished' && match.result);
  const records = new Map<EntryId, RoundRecord[]>(members.map((entry) => [entry, []]));
  if (!swiss) {
    const ordered = [...finished].sort((a, b) => a.round - b.round || a.position - b.position);
    for (const match of ordered) {
      if (match.result!.how === 'bye') continue;
      match.slots.forEach((slot, index) => {
        if (slot.entry !== null) records.get(slot.entry)?.push(recordOf(match, index as 0 | 1));
      });
    }
    return records;
  }
  const rounds = Math.max(0, ...matches.map((match) => match.round));
  const seat = new Map<string, StageMatch>();
  for (const match of matches)
    for (const slot of match.slots) if (slot.entry !== null) seat.set(`${match.round}:${slot.entry}`, match);
  const requested = new Map(swiss.requestedByes.map((bye) => [`${bye.round}:${bye.entry}`, bye.points]));
  const granted = new Map(swiss.grantedPoints);
  for (const entry of members) {
    const seated = Array.from({ length: rounds }, (_, index) => index + 1).findIndex((round) =>
      seat.has(`${round}:${entry}`),
    );
    const missed = seated === -1 ? rounds : seated;
    const share = (granted.get(entry) ?? 0) / Math.max(1, missed);
    for (let round = 1; round <= rounds; round++) {
      const match = seat.get(`${round}:${entry}`);
      const asked = requested.get(`${round}:${entry}`);
      if (match?.status === 'finished' && match.result)
        records.get(entry)!.push(recordOf(match, match.slots[0].entry === entry ? 0 : 1));
      else if (asked !== undefined) records.get(entry)!.push(byeOf(asked));
      else if (!match) records.get(entry)!.push(byeOf(round <= missed ? share : 0));
    }
  }
  return records;
}

const sum = (values: readonly number[]): number => values.reduce((total, value) => total + value, 0);

/**
 * Art. 16.3: an entry's score as its opponents' tie-breaks see it. A requested bye followed only
 * by voluntary unplayed rounds, or in the last round (16.2.5: the rounds after a withdrawal),
 * counts as a draw; every other round at the points it gave.
 */
function adjustedScore(records: readonly RoundRecord[]): number {
  let adjusted = 0;
  let onlyVoluntaryAfter = true;
  for (let index = records.length - 1; index >= 0; index--) {
    const record = records[index];
    adjusted += record.kind === 'requested-bye' && onlyVoluntaryAfter ? 0.5 : record.points;
    if (!isVoluntary(record)) onlyVoluntaryAfter = false;
  }
  return adjusted;
}

interface Contribution {
  value: number;
  voluntary: boolean;
}

/**
 * Art. 14.1 with 16.5: cuts the least significant contribution, or, when the entry has voluntary
 * unplayed rounds, the lowest of those (never lower than the least significant, so 16.5.1's
 * condition always holds for Buchholz).
 */
function cutLeast(contributions: readonly Contribution[]): Contribution[] {
  if (contributions.length === 0) return [];
  const voluntary = contributions.filter((contribution) => contribution.voluntary);
  const pool = voluntary.length > 0 ? voluntary : contributions;
  const least = pool.reduce((low, contribution) => (contribution.value < low.value ? contribution : low));
  return contributions.filter((contribution) => contribution !== least);
}

/** Art. 14.3: the least significant value cut first (as `cutLeast`), then the most significant. */
function cutMedian(contributions: readonly Contribution[]): Contribution[] {
  const rest = cutLeast(contributions);
  if (rest.length === 0) return [];
  const most = rest.reduce((high, contribution) => (contribution.value > high.value ? contribution : high));
  return rest.filter((contribution) => contribution !== most);
}

/**
 * Every member's figures on the FIDE tie-breaks, from the finished matches of its table.
 * Buchholz adds, round by round, the opponent's adjusted score (Art. 16.3) or, for an unplayed
 * round of its own, the score of a dummy opponent who ended with the entry's own score (16.4);
 * Sonneborn–Berger adds the same values weighted by the points the round gave. `ratings` are the
 * entries' ratings; ARO averages those of the opponents met over the board (forfeits are no
 * meetings) and leaves unrated ones out.
 */
export function fideFigures(
  members: readonly EntryId[],
  matches: readonly StageMatch[],
  swiss: SwissInstructions | null,
  ratings: Readonly<Record<EntryId, number>>,
): Map<EntryId, FideFigures> {
  const records = roundRecords(members, matches, swiss);
  const score = new Map([...records].map(([entry, rounds]) => [entry, sum(rounds.map((round) => round.points))]));
  const adjusted = new Map(
    [...records].map(([entry, rounds]) => [entry, swiss ? adjustedScore(rounds) : score.get(entry)!]),
  );
  const figures = new Map<EntryId, FideFigures>();
  for (const [entry, rounds] of records) {
    const own = score.get(entry)!;
    const contributions = rounds.map((round): Contribution & { points: number } => {
      const met = round.opponent !== null && (round.kind === 'played' || swiss === null);
      return {
        value: met ? (adjusted.get(round.opponent!) ?? 0) : own,
        voluntary: swiss !== null && isVoluntary(round),
        points: round.points,
      };
    });
    let running = 0;
    const rated = rounds
      .filter((round) => round.kind === 'played' && round.opponent !== null && ratings[round.opponent] !== undefined)
      .map((round) => ratings[round.opponent!]);
    figures.set(entry, {
      buchholz: sum(contributions.map((contribution) => contribution.value)),
      buchholzCut1: sum(cutLeast(contributions).map((contribution) => contribution.value)),
      buchholzMedian1: sum(cutMedian(contributions).map((contribution) => contribution.value)),
      sonnebornBerger: sum(contributions.map((contribution) => contribution.value * contribution.points)),
      progressiveScore: sum(rounds.map((round) => (running += round.points))),
      wins: rounds.filter((round) => round.points === 1).length,
      averageOpponentRating: rated.length === 0 ? 0 : Math.round(sum(rated) / rated.length),
    });
  }
  return figures;
}

/**
 * Direct encounter (C.07 Art. 6) in a block of entries level so far: each one's points against
 * the others of the block, the average where two met more than once. When every pair of the block
 * has met, those points rank them. When not (a Swiss), an entry goes above the rest only if no
 * one below could reach its points by winning the meetings still missing; from the first entry
 * that cannot be separated so, the rest stay level (they get that entry's points). Meetings over
 * the board only in a Swiss; a walkover counts in a round robin (Art. 15.2).
 */
export function directEncounter(
  block: readonly EntryId[],
  matches: readonly StageMatch[],
  swiss: boolean,
): Map<EntryId, number> {
  const members = new Set(block);
  const meetings = new Map<string, number[]>();
  for (const match of matches) {
    const [a, b] = match.slots.map((slot) => slot.entry);
    const result = match.result;
    if (a === null || b === null || !members.has(a) || !members.has(b)) continue;
    if (match.status !== 'finished' || !result || result.how === 'bye') continue;
    if (swiss && result.how === 'walkover') continue;
    for (const [entry, slot] of [
      [a, 0],
      [b, 1],
    ] as const) {
      const key = `${entry}\u0000${slot === 0 ? b : a}`;
      meetings.set(key, [...(meetings.get(key) ?? []), result.winner === slot ? 1 : 0]);
    }
  }
  const points = new Map<EntryId, number>();
  const unmet = new Map<EntryId, number>();
  for (const entry of block) {
    const others = block.filter((other) => other !== entry);
    const results = others.map((other) => meetings.get(`${entry}\u0000${other}`));
    points.set(entry, sum(results.map((met) => (met ? sum(met) / met.length : 0))));
    unmet.set(entry, results.filter((met) => !met).length);
  }
  if ([...unmet.values()].every((count) => count === 0)) return points;
  const sorted = [...block].sort((a, b) => points.get(b)! - points.get(a)!);
  const values = new Map<EntryId, number>();
  for (const [index, entry] of sorted.entries()) {
    const best = Math.max(...sorted.slice(index + 1).map((other) => points.get(other)! + unmet.get(other)!));
    if (index < sorted.length - 1 && points.get(entry)! > best) {
      values.set(entry, points.get(entry)!);
      continue;
    }
    for (const rest of sorted.slice(index)) values.set(rest, points.get(entry)!);
    break;
  }
  return values;
}
