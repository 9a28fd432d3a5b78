// A match as pages show it, and the changes of a match row that are not the bracket's (stages.ts
// writes those): the series score as its games give it, the table it is played at, the coin toss.
import { and, asc, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../client';
import { entries, matches, players, stages, type Match, type Stage } from '../schema';

/** One side of a match as a page shows it. */
export interface MatchSide {
  entryId: number;
  seed: number | null;
  playerId: number;
  name: string;
  club: string | null;
}

export type MatchWithSides = Match & { side1: MatchSide | null; side2: MatchSide | null };

export interface StageWithMatches {
  stage: Stage;
  /** By group, round and position; a page orders the bracket parts. */
  matches: MatchWithSides[];
}

const entry1 = alias(entries, 'entry1');
const entry2 = alias(entries, 'entry2');
const player1 = alias(players, 'player1');
const player2 = alias(players, 'player2');

/** Every stage of the tournament with its matches and the players in them. */
export async function listTournamentMatches(db: Db, tournamentId: number): Promise<StageWithMatches[]> {
  const stageRows = await db
    .select()
    .from(stages)
    .where(eq(stages.tournamentId, tournamentId))
    .orderBy(asc(stages.ordinal));
  const rows = await db
    .select({
      match: matches,
      entry1: { id: entry1.id, seed: entry1.seed },
      player1: { id: player1.id, name: player1.displayName, club: player1.club },
      entry2: { id: entry2.id, seed: entry2.seed },
      player2: { id: player2.id, name: player2.displayName, club: player2.club },
    })
    .from(matches)
    .innerJoin(stages, eq(stages.id, matches.stageId))
    .leftJoin(entry1, eq(entry1.id, matches.entry1Id))
    .leftJoin(player1, eq(player1.id, entry1.playerId))
    .leftJoin(entry2, eq(entry2.id, matches.entry2Id))
    .leftJoin(player2, eq(player2.id, entry2.playerId))
    .where(eq(stages.tournamentId, tournamentId))
    .orderBy(asc(matches.groupNumber), asc(matches.round), asc(matches.position));

  return stageRows.map((stage) => ({
    stage,
    matches: rows
      .filter((row) => row.match.stageId === stage.id)
      .map((row) => ({ ...row.match, side1: toSide(row.entry1, row.player1), side2: toSide(row.entry2, row.player2) })),
  }));
}

function toSide(
  entry: { id: number; seed: number | null } | null,
  player: { id: number; name: string; club: string | null } | null,
): MatchSide | null {
  if (!entry || !player) return null;
  return { entryId: entry.id, seed: entry.seed, playerId: player.id, name: player.name, club: player.club };
}

/** A match with the ids of its stage and tournament, or null. */
export async function findMatchPlace(
  db: Db,
  matchId: number,
): Promise<{ match: Match; stageId: number; tournamentId: number } | null> {
  const [row] = await db
    .select({ match: matches, tournamentId: stages.tournamentId })
    .from(matches)
    .innerJoin(stages, eq(stages.id, matches.stageId))
    .where(eq(matches.id, matchId));
  return row ? { match: row.match, stageId: row.match.stageId, tournamentId: row.tournamentId } : null;
}

/** A match by id, or null. */
export async function findMatch(db: Db, matchId: number): Promise<Match | null> {
  const [match] = await db.select().from(matches).where(eq(matches.id, matchId));
  return match ?? null;
}

/** The score of a series that goes on, as its counted games give it, and the match's status. */
export type SeriesScoreColumns = Pick<Match, 'status' | 'wins1' | 'wins2' | 'draws' | 'captures1' | 'captures2'>;

/** Stores the score of a series that goes on and returns the match as stored. */
export async function storeSeriesScore(db: Db, matchId: number, score: SeriesScoreColumns): Promise<Match> {
  const [stored] = await db.update(matches).set(score).where(eq(matches.id, matchId)).returning();
  return stored;
}

/** The unfinished match of the tournament, other than this one, that has the table; null when it is free. */
export async function matchAtTable(
  db: Db,
  tournamentId: number,
  tableNumber: number,
  exceptMatchId: number,
): Promise<{ key: string } | null> {
  const [taken] = await db
    .select({ key: matches.key })
    .from(matches)
    .where(
      and(
        inArray(
          matches.stageId,
          db.select({ id: stages.id }).from(stages).where(eq(stages.tournamentId, tournamentId)),
        ),
        eq(matches.tableNumber, tableNumber),
        ne(matches.id, exceptMatchId),
        notInArray(matches.status, ['finished', 'walkover', 'not-needed', 'void']),
      ),
    );
  return taken ?? null;
}

/** Puts the match on a table (or, with null, takes it off). */
export async function setTableNumber(db: Db, matchId: number, tableNumber: number | null): Promise<Match> {
  const [updated] = await db.update(matches).set({ tableNumber }).where(eq(matches.id, matchId)).returning();
  return updated;
}

/** Records which slot won the coin toss for game 1. */
export async function setCoinToss(db: Db, matchId: number, slot: 1 | 2): Promise<Match> {
  const [updated] = await db.update(matches).set({ coinTossSlot: slot }).where(eq(matches.id, matchId)).returning();
  return updated;
}

/** The last Swiss round of the tournament paired so far (0 before the start). */
export async function pairedSwissRounds(db: Db, tournamentId: number): Promise<number> {
  const [row] = await db
    .select({ round: sql<number>`coalesce(max(${matches.round}), 0)::int` })
    .from(matches)
    .innerJoin(stages, eq(stages.id, matches.stageId))
    .where(and(eq(stages.tournamentId, tournamentId), eq(matches.bracket, 'swiss')));
  return row.round;
}
