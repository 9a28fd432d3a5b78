// What spectators see of a tournament, read in one go: its entrants, its stages with every match
// and the players in them, the standings tables of league parts (every separation explained), a
// knockout's places decided so far, and the champion once there is one. Pages, embeds and the
// public API all read this, cached per tournament (lib/live/app-live.ts) until the tournament's
// next live event.
import { listEntries } from '@/db/queries/entries';
import { listTournamentMatches, type MatchWithSides } from '@/db/queries/matches';
import { stageInstructions, stageOfListed } from '@/db/queries/stages';
import type { Db } from '@/db/client';
import type { Stage as StageRow, Tournament } from '@/db/schema';
import {
  describeSeparation,
  hasStandings,
  leagueTables,
  placements,
  roundName,
  tieBreakValue,
  type Separation,
  type StandingRow,
  type Stage,
  type TieBreak,
} from '@/core/tournament';

/** A standings row with the player, and why it is above the next row. */
export interface PublicStandingRow extends Omit<StandingRow, 'entry' | 'separation'> {
  entryId: number;
  playerId: number;
  name: string;
  /** "Ahead of Ama on Buchholz (12 v 10)."; null for the last row. */
  explanation: string | null;
  /** What the explanation says, for pages that say it in the reader's language: the row below is the next row. */
  separation: Omit<Separation, 'below'> | null;
  /** The tournament's tie-breaks in its order, with this row's figure on each (`tieBreakValue`). */
  tieBreaks: { tieBreak: TieBreak; value: number | null }[];
}

/** One standings table: a whole league or Swiss (group null), or one group. */
export interface StandingsTable {
  group: number | null;
  rows: PublicStandingRow[];
}

export interface PublicStage {
  stage: StageRow;
  matches: MatchWithSides[];
  /** Each match's round as spectators call it ("Semi-finals", "Losers round 3"), by match key. */
  roundNames: Record<string, string>;
  tables: StandingsTable[];
}

/** A knockout entrant's place: the champion's, or one given the moment they went out (core/tournament's placements). */
export interface Placing {
  place: number;
  /** The last place it shares (8 for 5th–8th). */
  lastPlace: number;
  entryId: number;
  playerId: number;
  name: string;
}

/** A player entered and not withdrawn, as an open event lists them. */
export interface Entrant {
  entryId: number;
  playerId: number;
  name: string;
  club: string | null;
  country: string | null;
}

export interface TournamentView {
  tournament: Tournament;
  /** Who is entered (withdrawn entries left out): seeded ones by seed, then in the order they entered. */
  entrants: Entrant[];
  stages: PublicStage[];
  champion: { entryId: number; playerId: number; name: string } | null;
  /** The places of a knockout's entrants decided so far, best first (every entrant once it is over); empty for a league. */
  placings: Placing[];
}

const KNOCKOUT_FORMATS = new Set<StageRow['kind']>(['single-elimination', 'double-elimination', 'groups-knockout']);

export async function viewTournament(db: Db, tournament: Tournament): Promise<TournamentView> {
  const [stageMatches, entryRows] = await Promise.all([
    listTournamentMatches(db, tournament.id),
    listEntries(db, tournament.id),
  ]);
  const entryById = new Map(entryRows.map((entry) => [entry.id, entry]));
  const nameOf = (entry: string) => entryById.get(Number(entry))?.player.displayName ?? `Entry ${entry}`;
  let champion: TournamentView['champion'] = null;
  let placings: Placing[] = [];
  const stages: PublicStage[] = [];
  for (const { stage, matches } of stageMatches) {
    if (matches.length === 0) {
      stages.push({ stage, matches, roundNames: {}, tables: [] });
      continue;
    }
    const libraryStage = stageOfListed(
      { stage, matches },
      tournament,
      (entryId) => entryById.get(entryId),
      await stageInstructions(db, stage, tournament),
    );
    const roundNames = Object.fromEntries(
      libraryStage.matches.map((match) => [match.key, roundName(libraryStage, match)]),
    );
    const tables = hasStandings(stage.kind) ? standingsTables(libraryStage, nameOf, entryById) : [];
    if (KNOCKOUT_FORMATS.has(stage.kind)) {
      // Places so far rank those already out; the champion is the one placed without going out.
      const placed = placements(libraryStage);
      const first = placed.find((placement) => placement.eliminatedIn === null);
      if (first) champion = championEntry(Number(first.entry), entryById);
      placings = placed.map(({ entry, place, lastPlace }) => ({
        place,
        lastPlace,
        entryId: Number(entry),
        playerId: entryById.get(Number(entry))?.player.id ?? 0,
        name: nameOf(entry),
      }));
    }
    stages.push({ stage, matches, roundNames, tables });
  }
  // A league's champion is known when the organisers close the event (its final ranks).
  if (!champion && tournament.status === 'finished') {
    const first = entryRows.filter((entry) => entry.finalRank === 1);
    if (first.length === 1) champion = championEntry(first[0].id, entryById);
  }
  const entrants = entryRows
    .filter((entry) => entry.status !== 'withdrawn')
    .map((entry) => ({
      entryId: entry.id,
      playerId: entry.player.id,
      name: entry.player.displayName,
      club: entry.player.club,
      country: entry.player.country,
    }));
  return { tournament, entrants, stages, champion, placings };
}

function championEntry(
  entryId: number,
  entryById: Map<number, { player: { id: number; displayName: string } }>,
): TournamentView['champion'] {
  const entry = entryById.get(entryId);
  return entry ? { entryId, playerId: entry.player.id, name: entry.player.displayName } : null;
}

function standingsTables(
  stage: Stage,
  nameOf: (entry: string) => string,
  entryById: Map<number, { player: { id: number } }>,
): StandingsTable[] {
  return leagueTables(stage).map(({ group, rows }) => ({
    group,
    rows: rows.map(({ entry, separation, ...row }) => ({
      ...row,
      tieBreaks: stage.tieBreaks.map((tieBreak) => ({
        tieBreak,
        value: tieBreakValue({ ...row, entry, separation }, tieBreak),
      })),
      entryId: Number(entry),
      playerId: entryById.get(Number(entry))?.player.id ?? 0,
      name: nameOf(entry),
      explanation: separation ? describeSeparation(separation, nameOf) : null,
      separation: separation ? { by: separation.by, values: separation.values } : null,
    })),
  }));
}
