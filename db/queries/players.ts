import { asc, eq, inArray, like, notInArray, or, sql } from 'drizzle-orm';
import type { Namesake } from '@/core/text/namesakes';
import { nameKey, normaliseName } from '@/core/text/shown-names';
import { managedTournamentIds, playerEntered } from './rights';
import type { Db } from '../client';
import {
  entries,
  playerClaimCodes,
  players,
  registrationRequests,
  tournaments,
  type Player,
  type User,
} from '../schema';

/** What a new player record holds; its name key and owner are added by `insertPlayers`. */
export interface PlayerValues {
  displayName: string;
  club?: string | null;
  country?: string | null;
  rating?: number | null;
  /** The account the record is, when it is made for a signed-in player's own request. */
  userId?: string | null;
}

/** Adds player records, each with its name key, owned by `createdBy`: the one way a player row is written. */
export async function insertPlayers(
  db: Db,
  values: readonly PlayerValues[],
  createdBy: string | null,
): Promise<Player[]> {
  if (values.length === 0) return [];
  return db
    .insert(players)
    .values(
      values.map((value) => ({
        // Normalised here too, so a record written other than through a form's schema (the
        // seed, a service called directly) is stored in the one shape names are compared in.
        displayName: normaliseName(value.displayName),
        nameKey: nameKey(value.displayName),
        club: value.club ?? null,
        country: value.country ?? null,
        rating: value.rating ?? null,
        userId: value.userId ?? null,
        createdBy,
      })),
    )
    .returning();
}

/** What tells one record from another, as the organiser is shown it (a namesake, a record of theirs). */
const recordColumns = {
  id: players.id,
  displayName: players.displayName,
  nameKey: players.nameKey,
  club: players.club,
  country: players.country,
  rating: players.rating,
  linked: sql<boolean>`${players.userId} is not null`,
};

/** Players on record whose names have one of these keys (core/text/shown-names.ts), oldest first. */
export async function findNamesakes(db: Db, keys: readonly string[]): Promise<Namesake[]> {
  if (keys.length === 0) return [];
  const played = db
    .select({
      playerId: entries.playerId,
      tournaments: sql<number>`count(*)::int`.as('tournaments'),
      lastTournament: sql<
        string | null
      >`(array_agg(${tournaments.name} order by ${tournaments.startsOn} desc nulls last, ${tournaments.id} desc) filter (where ${tournaments.status} <> 'draft'))[1]`.as(
        'last_tournament',
      ),
    })
    .from(entries)
    .innerJoin(tournaments, eq(tournaments.id, entries.tournamentId))
    .groupBy(entries.playerId)
    .as('played');
  const rows = await db
    .select({
      ...recordColumns,
      tournaments: sql<number>`coalesce(${played.tournaments}, 0)`,
      lastTournament: played.lastTournament,
    })
    .from(players)
    .leftJoin(played, eq(played.playerId, players.id))
    .where(inArray(players.nameKey, [...new Set(keys)]))
    .orderBy(asc(players.id));
  return rows;
}

/** The player record linked to the user, or null. */
export async function findPlayerOfUser(db: Db, userId: string): Promise<Player | null> {
  const [player] = await db.select().from(players).where(eq(players.userId, userId));
  return player ?? null;
}

/**
 * Players whose name contains the text, compared as names are (without case, accents or spacing:
 * "jose" finds "José"), best matches first: names that start with it, then the rest.
 */
export async function searchPlayers(db: Db, text: string, limit = 20): Promise<Player[]> {
  const key = escapeLike(nameKey(text));
  return db
    .select()
    .from(players)
    .where(like(players.nameKey, `%${key}%`))
    .orderBy(sql`${players.nameKey} like ${`${key}%`} desc`, asc(players.displayName), asc(players.id))
    .limit(limit);
}

/** `%`, `_` and `\` taken literally in a LIKE pattern. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}
/** A player record as the organiser's list shows it. */
export interface OrganisersPlayer extends Pick<
  Player,
  'id' | 'displayName' | 'nameKey' | 'club' | 'country' | 'rating'
> {
  linked: boolean;
  /** Tournaments the player is entered in. */
  tournaments: number;
  /** Entered in a tournament the user does not run (then only an admin merges the record). */
  inOthersTournament: boolean;
}

/**
 * The player records the user may manage (lib/auth/player-rights.ts): those they added and those
 * entered in the tournaments they manage; every record for an admin. By name.
 */
export async function listPlayersOfOrganiser(
  db: Db,
  user: { id: string; role: User['role'] },
  limit = 500,
): Promise<OrganisersPlayer[]> {
  const managed = managedTournamentIds(db, user.id);
  return db
    .select({
      ...recordColumns,
      tournaments: db.$count(entries, eq(entries.playerId, players.id)),
      inOthersTournament:
        user.role === 'admin' ? sql<boolean>`false` : playerEntered(db, notInArray(entries.tournamentId, managed)),
    })
    .from(players)
    .where(
      user.role === 'admin'
        ? undefined
        : or(eq(players.createdBy, user.id), playerEntered(db, inArray(entries.tournamentId, managed))),
    )
    .orderBy(asc(players.nameKey), asc(players.id))
    .limit(limit);
}

/** Player rows locked for a change that reads and rewrites them (merging), in id order so two merges cannot deadlock. */
export async function lockPlayers(db: Db, ids: readonly number[]): Promise<Player[]> {
  return db
    .select()
    .from(players)
    .where(inArray(players.id, [...ids]))
    .orderBy(asc(players.id))
    .for('update');
}

/** Locks one player row for the rest of the transaction and reads it; null when there is none. */
export async function lockPlayer(db: Db, playerId: number): Promise<Player | null> {
  const [player] = await db.select().from(players).where(eq(players.id, playerId)).for('update');
  return player ?? null;
}

/** The id of the player linked to this account, or null. */
export async function playerIdOfUser(db: Db, userId: string): Promise<number | null> {
  const [player] = await db.select({ id: players.id }).from(players).where(eq(players.userId, userId));
  return player?.id ?? null;
}

/** True when there is a player with this id. */
export async function playerExists(db: Db, playerId: number): Promise<boolean> {
  const [player] = await db.select({ id: players.id }).from(players).where(eq(players.id, playerId));
  return player !== undefined;
}

/** Links the player record to the account that claimed it. */
export async function linkPlayerToUser(db: Db, playerId: number, userId: string): Promise<Player> {
  const [linked] = await db.update(players).set({ userId }).where(eq(players.id, playerId)).returning();
  return linked;
}

/** Tournaments (id and name) in which every one of these players is entered. */
export async function tournamentsEnteringAll(
  db: Db,
  playerIds: readonly number[],
): Promise<{ id: number; name: string }[]> {
  return db
    .select({ id: tournaments.id, name: tournaments.name })
    .from(entries)
    .innerJoin(tournaments, eq(tournaments.id, entries.tournamentId))
    .where(inArray(entries.playerId, [...playerIds]))
    .groupBy(tournaments.id, tournaments.name)
    .having(sql`count(distinct ${entries.playerId}) = ${new Set(playerIds).size}`)
    .orderBy(asc(tournaments.id));
}

/** Ids of the tournaments any of these players is entered in. */
export async function tournamentsEnteringAny(db: Db, playerIds: readonly number[]): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: entries.tournamentId })
    .from(entries)
    .where(inArray(entries.playerId, [...playerIds]))
    .orderBy(asc(entries.tournamentId));
  return rows.map((row) => row.id);
}

/**
 * One person's two records become one: the entries (and with them every game and result), the
 * requests to enter and the claim codes of `fromId` move to `intoId`, which takes the account link
 * and any club, country or rating it lacks; then `fromId` is deleted. The caller holds both rows
 * locked and has checked that no tournament has both (entries are unique per tournament and player).
 */
export async function mergePlayerRecords(db: Db, from: Player, into: Player): Promise<Player> {
  await db.update(entries).set({ playerId: into.id }).where(eq(entries.playerId, from.id));
  await db.update(registrationRequests).set({ playerId: into.id }).where(eq(registrationRequests.playerId, from.id));
  await db.update(playerClaimCodes).set({ playerId: into.id }).where(eq(playerClaimCodes.playerId, from.id));
  // The account link is unique: it leaves the old record before it reaches the kept one.
  if (from.userId !== null) await db.update(players).set({ userId: null }).where(eq(players.id, from.id));
  const [merged] = await db
    .update(players)
    .set({
      userId: into.userId ?? from.userId,
      club: into.club ?? from.club,
      country: into.country ?? from.country,
      rating: into.rating ?? from.rating,
      createdBy: into.createdBy ?? from.createdBy,
    })
    .where(eq(players.id, into.id))
    .returning();
  await db.delete(players).where(eq(players.id, from.id));
  return merged;
}
