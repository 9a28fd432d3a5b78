// The facts authorisation decisions rest on: who organises a tournament, who is on its staff, who
// plays in a match. lib/auth/permissions.ts decides; these only read.
import { and, eq, inArray, isNotNull, notInArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../client';
import { entries, matches, players, stages, tournamentStaff, tournaments, type Tournament, type TournamentStaff } from '../schema';

/** A tournament's organiser, its status and the user's staff role in it (none for no user), or null when there is no such tournament. */
export async function tournamentRole(
  db: Db,
  tournamentId: number,
  userId: string | null,
): Promise<{ organiserId: string; status: Tournament['status']; staffRole: TournamentStaff['role'] | null } | null> {
  const [row] = await db
    .select({ organiserId: tournaments.organiserId, status: tournaments.status, staffRole: tournamentStaff.role })
    .from(tournaments)
    .leftJoin(tournamentStaff, staffOf(userId))
    .where(eq(tournaments.id, tournamentId));
  return row ?? null;
}

/** The join condition of the user's own staff row in the tournament (none for no user). */
const staffOf = (userId: string | null) => and(eq(tournamentStaff.tournamentId, tournaments.id), userId === null ? sql`false` : eq(tournamentStaff.userId, userId));

const player1 = alias(players, 'player1');
const player2 = alias(players, 'player2');
const entry1 = alias(entries, 'entry1');
const entry2 = alias(entries, 'entry2');

/**
 * A match's tournament, the users linked to the players in its two slots, and (as `tournamentRole`
 * gives them) its organiser and the user's staff role in it; null when there is no such match.
 */
export async function matchSeats(
  db: Db,
  matchId: number,
  userId: string | null = null,
): Promise<{
  tournamentId: number;
  entry1Id: number | null;
  entry2Id: number | null;
  user1Id: string | null;
  user2Id: string | null;
  organiserId: string;
  staffRole: TournamentStaff['role'] | null;
} | null> {
  const [row] = await db
    .select({
      tournamentId: stages.tournamentId,
      entry1Id: matches.entry1Id,
      entry2Id: matches.entry2Id,
      user1Id: player1.userId,
      user2Id: player2.userId,
      organiserId: tournaments.organiserId,
      staffRole: tournamentStaff.role,
    })
    .from(matches)
    .innerJoin(stages, eq(stages.id, matches.stageId))
    .innerJoin(tournaments, eq(tournaments.id, stages.tournamentId))
    .leftJoin(tournamentStaff, staffOf(userId))
    .leftJoin(entry1, eq(entry1.id, matches.entry1Id))
    .leftJoin(player1, eq(player1.id, entry1.playerId))
    .leftJoin(entry2, eq(entry2.id, matches.entry2Id))
    .leftJoin(player2, eq(player2.id, entry2.playerId))
    .where(eq(matches.id, matchId));
  return row ?? null;
}


/** Ids of the tournaments the user manages: those they organise and those they co-organise. */
export function managedTournamentIds(db: Db, userId: string) {
  return db
    .select({ id: tournaments.id })
    .from(tournaments)
    .leftJoin(tournamentStaff, and(eq(tournamentStaff.tournamentId, tournaments.id), eq(tournamentStaff.userId, userId), eq(tournamentStaff.role, 'co-organiser')))
    .where(or(eq(tournaments.organiserId, userId), isNotNull(tournamentStaff.userId)));
}

/** What rights over a player record rest on (lib/auth/player-rights.ts decides). */
export interface PlayerStanding {
  id: number;
  /** The account that claimed the record, if any. */
  userId: string | null;
  /** The organiser who added it, if known. */
  createdBy: string | null;
  /** Entered in a tournament the user manages. */
  inManagedTournament: boolean;
  /** Entered in a tournament the user does not manage. */
  inOthersTournament: boolean;
}

/** The player's standing towards the user, or null when there is no such player. */
export async function playerStanding(db: Db, playerId: number, userId: string): Promise<PlayerStanding | null> {
  const managed = managedTournamentIds(db, userId);
  const [row] = await db
    .select({
      id: players.id,
      userId: players.userId,
      createdBy: players.createdBy,
      inManagedTournament: sql<boolean>`exists (select 1 from ${entries} where ${entries.playerId} = ${players.id} and ${inArray(entries.tournamentId, managed)})`,
      inOthersTournament: sql<boolean>`exists (select 1 from ${entries} where ${entries.playerId} = ${players.id} and ${notInArray(entries.tournamentId, managed)})`,
    })
    .from(players)
    .where(eq(players.id, playerId));
  return row ?? null;
}
