// Standings of a round robin, a group or a Swiss: match points, then the tournament's
// tie-breaks in its order, every separation explained. How byes, walkovers and withdrawals
// count: `standings`.
import { instructionsOf, pairedRounds } from './swiss';
import { directEncounter, fideFigures, type FideFigures } from './fide-tie-breaks';
import type { EntryId, Format, Stage, StageMatch, TieBreak } from './types';

/** What separated a row from the row below it. */
export interface Separation {
  /** The entry ranked just below. */
  below: EntryId;
  /** The criterion that decided: match points, a tie-break, or (nothing decided) the seed. */
  by: 'match-points' | TieBreak | 'seed';
  /** This row's value and the row below's for that criterion. */
  values: [number, number];
}

/** One line of a standings table. */
export interface StandingRow {
  entry: EntryId;
  /** 1-based place; rows that nothing but the seed separates share a place. */
  rank: number;
  seed: number;
  played: number;
  won: number;
  lost: number;
  /** Byes that scored (Swiss). */
  byes: number;
  matchPoints: number;
  /** Games won plus half the drawn ones, and the same for the opponents. */
  gamesFor: number;
  gamesAgainst: number;
  gameDifference: number;
  seedsCaptured: number;
  buchholz: number;
  sonnebornBerger: number;
  /** Match points taken from the others level with it, when that tie-break was applied to its block (null when it was not). */
  headToHead: number | null;
  /** The FIDE C.07 tie-breaks' figures (fide-tie-breaks.ts). */
  fide: FideFigures;
  /** Direct encounter (C.07 Art. 6) as last applied to its block, like `headToHead` (null when it was not). */
  directEncounter: number | null;
  withdrawn: boolean;
  /** How this row was separated from the next one (null for the last row). */
  separation: Separation | null;
}

/** Which matches a table covers: a whole league or Swiss, or one group. */
export interface StandingsScope {
  group?: number;
}

interface Tally extends Omit<
  StandingRow,
  'rank' | 'separation' | 'buchholz' | 'sonnebornBerger' | 'headToHead' | 'fide' | 'directEncounter'
> {
  opponents: EntryId[];
  beaten: EntryId[];
}

function inScope(match: StageMatch, scope: StandingsScope): boolean {
  if (scope.group !== undefined) return match.part === 'group' && match.group === scope.group;
  return match.part === 'round-robin' || match.part === 'swiss' || match.part === 'group';
}

function membersOf(stage: Stage, scope: StandingsScope): EntryId[] {
  if (scope.group !== undefined) return stage.groups[scope.group - 1] ?? [];
  return stage.entries;
}

function tallyMatches(stage: Stage, members: EntryId[], matches: StageMatch[]): Map<EntryId, Tally> {
  const withdrawn = new Set(stage.withdrawn);
  const seedOf = new Map(stage.entries.map((entry, index) => [entry, index + 1]));
  const tallies = new Map<EntryId, Tally>();
  for (const entry of members) {
    tallies.set(entry, {
      entry,
      seed: seedOf.get(entry) ?? 0,
      played: 0,
      won: 0,
      lost: 0,
      byes: 0,
      matchPoints: 0,
      gamesFor: 0,
      gamesAgainst: 0,
      gameDifference: 0,
      seedsCaptured: 0,
      withdrawn: withdrawn.has(entry),
      opponents: [],
      beaten: [],
    });
  }
  for (const match of matches) {
    const result = match.result;
    if (match.status !== 'finished' || !result) continue;
    const [a, b] = match.slots.map((slot) => (slot.entry === null ? undefined : tallies.get(slot.entry)));
    if (result.how === 'bye') {
      const player = a ?? b;
      if (player && match.part === 'swiss') {
        player.byes++;
        player.matchPoints++;
      }
      continue;
    }
    if (!a || !b) continue;
    const sides: [Tally, Tally] = [a, b];
    sides.forEach((player, slot) => {
      const opponent = sides[1 - slot];
      player.played++;
      player.opponents.push(opponent.entry);
      if (result.winner === slot) {
        player.won++;
        player.matchPoints++;
        player.beaten.push(opponent.entry);
      } else if (result.winner !== null) player.lost++;
      if (result.wins) {
        player.gamesFor += result.wins[slot] + result.draws / 2;
        player.gamesAgainst += result.wins[1 - slot] + result.draws / 2;
      }
      if (result.captures) player.seedsCaptured += result.captures[slot];
    });
  }
  for (const tally of tallies.values()) tally.gameDifference = tally.gamesFor - tally.gamesAgainst;
  addSwissPoints(stage, tallies);
  return tallies;
}

/** A Swiss's points won without a series: granted to late entries, and requested byes of rounds paired. */
function addSwissPoints(stage: Stage, tallies: Map<EntryId, Tally>): void {
  const instructions = instructionsOf(stage);
  const paired = pairedRounds(stage);
  for (const [entry, points] of instructions.grantedPoints) {
    const tally = tallies.get(entry);
    if (tally) tally.matchPoints += points;
  }
  for (const bye of instructions.requestedByes) {
    const tally = tallies.get(bye.entry);
    if (tally && bye.round <= paired) tally.matchPoints += bye.points;
  }
}

/** Match points each member of `block` took from the others of the block, if all of them met. */
function headToHead(block: EntryId[], matches: StageMatch[]): Map<EntryId, number> | null {
  const members = new Set(block);
  const points = new Map(block.map((entry) => [entry, 0]));
  const met = new Set<string>();
  for (const match of matches) {
    const [a, b] = match.slots.map((slot) => slot.entry);
    if (a === null || b === null || !members.has(a) || !members.has(b)) continue;
    if (match.status !== 'finished' || !match.result || match.result.how === 'bye') continue;
    met.add([a, b].sort().join('\u0000'));
    const winner = match.result.winner;
    if (winner !== null) {
      const entry = winner === 0 ? a : b;
      points.set(entry, (points.get(entry) ?? 0) + 1);
    }
  }
  const pairs = (block.length * (block.length - 1)) / 2;
  return met.size === pairs ? points : null;
}

/**
 * The standings of a stage's league matches (or of one group), ranked by match points and
 * then by the stage's tie-breaks in order. Each tie-break is applied to the whole block
 * still level and splits it; the parts go on to the next tie-break. Head-to-head counts
 * only when every pair of the block has met. Rows nothing separates are listed by seed
 * and share a place.
 *
 * A series won is 1 match point, lost 0. A Swiss bye counts as a series won (the pairing
 * took the round away); a round-robin bye is a rest day and counts for nothing, since every
 * player of an odd field has one. Walkovers count as recorded (N–0). A match where both
 * sides withdrew gives nobody a point. Buchholz (sum of the opponents' match points) and
 * Sonneborn–Berger (sum of the beaten opponents' match points) count the opponents actually
 * met, walkovers included; a bye adds nothing to either. The FIDE tie-breaks count unplayed
 * rounds as C.07 does (`fideFigures`); direct encounter, once it splits a block, is applied
 * again to each part still level (Art. 6) before the next tie-break.
 */
export function standings(stage: Stage, scope: StandingsScope = {}): StandingRow[] {
  const matches = stage.matches.filter((match) => inScope(match, scope));
  const members = membersOf(stage, scope);
  const tallies = tallyMatches(stage, members, matches);
  const swiss = stage.settings.format === 'swiss';
  const fide = fideFigures(members, matches, swiss ? instructionsOf(stage) : null, stage.ratings ?? {});
  const fideValue = (key: keyof FideFigures) => new Map([...fide].map(([entry, figures]) => [entry, figures[key]]));
  const points = (entry: EntryId): number => tallies.get(entry)?.matchPoints ?? 0;
  const buchholz = new Map<EntryId, number>();
  const sonnebornBerger = new Map<EntryId, number>();
  for (const tally of tallies.values()) {
    buchholz.set(
      tally.entry,
      tally.opponents.reduce((sum, opponent) => sum + points(opponent), 0),
    );
    sonnebornBerger.set(
      tally.entry,
      tally.beaten.reduce((sum, opponent) => sum + points(opponent), 0),
    );
  }
  const criterion = (tieBreak: TieBreak, block: EntryId[]): Map<EntryId, number> | null => {
    switch (tieBreak) {
      case 'head-to-head':
        return headToHead(block, matches);
      case 'buchholz':
        return buchholz;
      case 'sonneborn-berger':
        return sonnebornBerger;
      case 'game-difference':
        return new Map(block.map((entry) => [entry, tallies.get(entry)?.gameDifference ?? 0]));
      case 'seeds-captured':
        return new Map(block.map((entry) => [entry, tallies.get(entry)?.seedsCaptured ?? 0]));
      case 'fide-buchholz':
        return fideValue('buchholz');
      case 'fide-buchholz-cut1':
        return fideValue('buchholzCut1');
      case 'fide-buchholz-median1':
        return fideValue('buchholzMedian1');
      case 'fide-sonneborn-berger':
        return fideValue('sonnebornBerger');
      case 'progressive-score':
        return fideValue('progressiveScore');
      case 'direct-encounter':
        return directEncounter(block, matches, swiss);
      case 'wins':
        return fideValue('wins');
      case 'average-opponent-rating':
        return fideValue('averageOpponentRating');
    }
  };

  const bySeed = [...tallies.values()].sort((a, b) => a.seed - b.seed).map((tally) => tally.entry);
  const order: EntryId[] = [];
  const rankOf = new Map<EntryId, number>();
  const separations = new Map<EntryId, Separation>();
  const headToHeadOf = new Map<EntryId, number>();
  const directEncounterOf = new Map<EntryId, number>();
  const rankBlock = (block: EntryId[], steps: ('match-points' | TieBreak)[]): void => {
    const [step, ...rest] = steps;
    if (block.length === 1 || step === undefined) {
      const rank = order.length + 1;
      block.forEach((entry, index) => {
        rankOf.set(entry, rank);
        const below = block[index + 1];
        if (below !== undefined) {
          separations.set(entry, { below, by: 'seed', values: [seedOf(entry), seedOf(below)] });
        }
      });
      order.push(...block);
      return;
    }
    const values =
      step === 'match-points' ? new Map(block.map((entry) => [entry, points(entry)])) : criterion(step, block);
    if (!values) return rankBlock(block, rest);
    const value = (entry: EntryId): number => values.get(entry) ?? 0;
    if (step === 'head-to-head') for (const entry of block) headToHeadOf.set(entry, value(entry));
    if (step === 'direct-encounter') for (const entry of block) directEncounterOf.set(entry, value(entry));
    const sorted = [...block].sort((a, b) => value(b) - value(a));
    const split = value(sorted[0]) !== value(sorted[sorted.length - 1]);
    // C.07 Art. 6: direct encounter is applied again among those it left level, until it splits no more.
    const next = step === 'direct-encounter' && split ? steps : rest;
    let start = 0;
    for (let index = 1; index <= sorted.length; index++) {
      if (index < sorted.length && value(sorted[index]) === value(sorted[start])) continue;
      const upper = order[order.length - 1];
      const firstBelow = order.length;
      rankBlock(sorted.slice(start, index), next);
      if (start > 0) {
        const lower = order[firstBelow];
        separations.set(upper, { below: lower, by: step, values: [value(upper), value(lower)] });
      }
      start = index;
    }
  };
  const seedOf = (entry: EntryId): number => tallies.get(entry)?.seed ?? 0;
  rankBlock(bySeed, ['match-points', ...stage.tieBreaks]);

  return order.map((entry) => {
    const { opponents: _opponents, beaten: _beaten, ...tally } = tallies.get(entry)!;
    return {
      ...tally,
      rank: rankOf.get(entry) ?? 0,
      buchholz: buchholz.get(entry) ?? 0,
      sonnebornBerger: sonnebornBerger.get(entry) ?? 0,
      headToHead: headToHeadOf.get(entry) ?? null,
      fide: fide.get(entry)!,
      directEncounter: directEncounterOf.get(entry) ?? null,
      separation: separations.get(entry) ?? null,
    };
  });
}

const LEAGUE_FORMATS: ReadonlySet<Format> = new Set<Format>(['round-robin', 'swiss', 'groups', 'groups-knockout']);

/** The formats with standings tables (a round robin, a Swiss, groups, groups before a knockout). */
export function hasStandings(format: Format): boolean {
  return LEAGUE_FORMATS.has(format);
}

/** One standings table: a whole league or Swiss (group null), or one group. */
export interface LeagueTable {
  group: number | null;
  rows: StandingRow[];
}

/** The tables a league stage shows: one per group, or the one league or Swiss table. */
export function leagueTables(stage: Stage): LeagueTable[] {
  const scopes: (number | null)[] = stage.groups.length > 0 ? stage.groups.map((_, index) => index + 1) : [null];
  return scopes.map((group) => ({ group, rows: standings(stage, group === null ? {} : { group }) }));
}

/** A row's figure for a tie-break, as the ranking used it (head-to-head: null where it did not come into play). */
export function tieBreakValue(row: StandingRow, tieBreak: TieBreak): number | null {
  switch (tieBreak) {
    case 'head-to-head':
      return row.headToHead;
    case 'buchholz':
      return row.buchholz;
    case 'sonneborn-berger':
      return row.sonnebornBerger;
    case 'game-difference':
      return row.gameDifference;
    case 'seeds-captured':
      return row.seedsCaptured;
    case 'fide-buchholz':
      return row.fide.buchholz;
    case 'fide-buchholz-cut1':
      return row.fide.buchholzCut1;
    case 'fide-buchholz-median1':
      return row.fide.buchholzMedian1;
    case 'fide-sonneborn-berger':
      return row.fide.sonnebornBerger;
    case 'progressive-score':
      return row.fide.progressiveScore;
    case 'direct-encounter':
      return row.directEncounter;
    case 'wins':
      return row.fide.wins;
    case 'average-opponent-rating':
      return row.fide.averageOpponentRating;
  }
}

const CRITERION_NAMES: Record<Separation['by'], string> = {
  'match-points': 'match points',
  'head-to-head': 'head-to-head',
  buchholz: 'Buchholz',
  'sonneborn-berger': 'Sonneborn–Berger',
  'game-difference': 'game difference',
  'seeds-captured': 'seeds captured',
  'fide-buchholz': 'Buchholz (FIDE)',
  'fide-buchholz-cut1': 'Buchholz cut-1 (FIDE)',
  'fide-buchholz-median1': 'median Buchholz (FIDE)',
  'fide-sonneborn-berger': 'Sonneborn–Berger (FIDE)',
  'progressive-score': 'progressive score',
  'direct-encounter': 'direct encounter',
  wins: 'wins',
  'average-opponent-rating': 'average rating of opponents',
  seed: 'seed (no tie-break separates them)',
};

/** A sentence for a standings table: "Ahead of Ama on Buchholz (12 v 10)." */
export function describeSeparation(separation: Separation, nameOf: (entry: EntryId) => string): string {
  const [upper, lower] = separation.values;
  if (separation.by === 'seed') return `Level with ${nameOf(separation.below)} on every tie-break; listed by seed.`;
  return `Ahead of ${nameOf(separation.below)} on ${CRITERION_NAMES[separation.by]} (${upper} v ${lower}).`;
}
