// The facts authorisation decisions rest on: who organises a tournament, who is on its staff, who
// plays in a match. lib/auth/permissions.ts decides; these only read.
import { and, eq, exists, inArray, isNotNull, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../client';
import {
  entries,
  matches,
  players,
  stages,
  tournamentStaff,
  tournaments,
  users,
  type Tournament,
  type TournamentStaff,
  type User,
} from '../schema';

/** A tournament's organiser as rights rest on them: their site role now decides whether organising still gives rights. */
export interface TournamentOrganiser {
  organiserId: string;
  /** The organiser's site role at the time of the query; organising gives rights only while it is organiser or admin. */
  organiserRole: User['role'];
  organiserName: string | null;
}

/** A tournament's organiser, its status and the user's staff role in it: what the user's rights in it rest on. */
export type TournamentRole = TournamentOrganiser & {
  status: Tournament['status'];
  staffRole: TournamentStaff['role'] | null;
};

const organiserColumns = { organiserId: tournaments.organiserId, organiserRole: users.role, organiserName: users.name };

/** The organiser of the tournament still holds the organiser (or admin) role: only then do their tournaments count as theirs. */
const organiserHoldsRole = inArray(users.role, ['organiser', 'admin']);

/** A tournament's organiser, its status and the user's staff role in it (none for no user), or null when there is no such tournament. */
export async function tournamentRole(
  db: Db,
  tournamentId: number,
  userId: string | null,
): Promise<TournamentRole | null> {
  const [row] = await db
    .select({ ...organiserColumns, status: tournaments.status, staffRole: tournamentStaff.role })
    .from(tournaments)
    .innerJoin(users, eq(users.id, tournaments.organiserId))
    .leftJoin(tournamentStaff, staffOf(userId))
    .where(eq(tournaments.id, tournamentId));
  return row ?? null;
}

/**
 * The tournament at this slug with, as `tournamentRole` gives them, its organiser and the user's
 * staff role in it: the lookup and the facts its rights rest on in one statement; null when there
 * is no such tournament.
 */
export async function tournamentRoleBySlug(
  db: Db,
  slug: string,
  userId: string | null,
): Promise<{ tournament: Tournament; role: TournamentRole } | null> {
  const [row] = await db
    .select({ tournament: tournaments, ...organiserColumns, staffRole: tournamentStaff.role })
    .from(tournaments)
    .innerJoin(users, eq(users.id, tournaments.organiserId))
    .leftJoin(tournamentStaff, staffOf(userId))
    .where(eq(tournaments.slug, slug))
    .limit(1);
  if (!row) return null;
  const { tournament, ...role } = row;
  return { tournament, role: { ...role, status: tournament.status } };
}

/** The join condition of the user's own staff row in the tournament (none for no user). */
const staffOf = (userId: string | null) =>
  and(
    eq(tournamentStaff.tournamentId, tournaments.id),
    userId === null ? sql`false` : eq(tournamentStaff.userId, userId),
  );

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
): Promise<
  | (TournamentOrganiser & {
      tournamentId: number;
      entry1Id: number | null;
      entry2Id: number | null;
      user1Id: string | null;
      user2Id: string | null;
      staffRole: TournamentStaff['role'] | null;
    })
  | null
> {
  const [row] = await db
    .select({
      tournamentId: stages.tournamentId,
      entry1Id: matches.entry1Id,
      entry2Id: matches.entry2Id,
      user1Id: player1.userId,
      user2Id: player2.userId,
      ...organiserColumns,
      staffRole: tournamentStaff.role,
    })
    .from(matches)
    .innerJoin(stages, eq(stages.id, matches.stageId))
    .innerJoin(tournaments, eq(tournaments.id, stages.tournamentId))
    .innerJoin(users, eq(users.id, tournaments.organiserId))
    .leftJoin(tournamentStaff, staffOf(userId))
    .leftJoin(entry1, eq(entry1.id, matches.entry1Id))
    .leftJoin(player1, eq(player1.id, entry1.playerId))
    .leftJoin(entry2, eq(entry2.id, matches.entry2Id))
    .leftJoin(player2, eq(player2.id, entry2.playerId))
    .where(eq(matches.id, matchId));
  return row ?? null;
}

/**
 * True when the user's player record is in an undecided match together with this entry (or is this
 * entry, in an undecided match): withdrawing the entry would settle a match the user plays in.
 */
export async function playsOpenMatchWith(db: Db, entryId: number, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: matches.id })
    .from(matches)
    .innerJoin(entry1, eq(entry1.id, matches.entry1Id))
    .innerJoin(player1, eq(player1.id, entry1.playerId))
    .innerJoin(entry2, eq(entry2.id, matches.entry2Id))
    .innerJoin(player2, eq(player2.id, entry2.playerId))
    .where(
      and(
        inArray(matches.status, ['pending', 'ready', 'in-play']),
        or(eq(matches.entry1Id, entryId), eq(matches.entry2Id, entryId)),
        or(eq(player1.userId, userId), eq(player2.userId, userId)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Ids of the tournaments the user manages: those they organise, while they still hold the
 * organiser (or admin) role, and those they co-organise.
 */
export function managedTournamentIds(db: Db, userId: string) {
  return db
    .select({ id: tournaments.id })
    .from(tournaments)
    .innerJoin(users, eq(users.id, tournaments.organiserId))
    .leftJoin(
      tournamentStaff,
      and(
        eq(tournamentStaff.tournamentId, tournaments.id),
        eq(tournamentStaff.userId, userId),
        eq(tournamentStaff.role, 'co-organiser'),
      ),
    )
    .where(or(and(eq(tournaments.organiserId, userId), organiserHoldsRole), isNotNull(tournamentStaff.userId)));
}

/**
 * True when the outer query's player row is entered in a tournament the condition picks. Built with
 * the query builder so the correlation reads "players"."id": in a select list drizzle leaves
 * columns unqualified, and a hand-written `${players.id}` would mean the entry's own id there.
 */
export function playerEntered(db: Db, tournamentCondition: SQL) {
  return exists(
    db
      .select({ one: sql`1` })
      .from(entries)
      .where(and(eq(entries.playerId, players.id), tournamentCondition)),
  ).mapWith(Boolean);
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
      inManagedTournament: playerEntered(db, inArray(entries.tournamentId, managed)),
      inOthersTournament: playerEntered(db, notInArray(entries.tournamentId, managed)),
    })
    .from(players)
    .where(eq(players.id, playerId));
  return row ?? null;
}
