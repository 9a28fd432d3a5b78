import { asc, eq } from 'drizzle-orm';
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
  const stageRows = await db.select().from(stages).where(eq(stages.tournamentId, tournamentId)).orderBy(asc(stages.ordinal));
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
export async function findMatchPlace(db: Db, matchId: number): Promise<{ match: Match; stageId: number; tournamentId: number } | null> {
  const [row] = await db
    .select({ match: matches, tournamentId: stages.tournamentId })
    .from(matches)
    .innerJoin(stages, eq(stages.id, matches.stageId))
    .where(eq(matches.id, matchId));
  return row ? { match: row.match, stageId: row.match.stageId, tournamentId: row.tournamentId } : null;
}
