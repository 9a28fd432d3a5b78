// The games of a series as the series is scored from them, and every change of a game's state:
// recorded move by move, reported, confirmed, disputed, overridden by the organisers' replacement,
// voided. The row <-> library mappers are in game-rows.ts.
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { games, liveGameStatuses, matches, stages, tournaments, type Game } from '../schema';
import type { GameOutcomeColumns } from './game-rows';

/** A game row to store. */
export type NewGame = typeof games.$inferInsert;

/** Who confirmed a game (null for the system, when the window ran out) and when. */
export interface Confirmation {
  confirmedBy: string | null;
  confirmedAt: Date;
}

/** The match's live games (being recorded, reported, confirmed or disputed), by game number. */
export async function liveGamesOfMatch(db: Db, matchId: number): Promise<Game[]> {
  return liveGamesOfMatches(db, [matchId]);
}

/** The live games of these matches, by match and game number. */
export async function liveGamesOfMatches(db: Db, matchIds: readonly number[]): Promise<Game[]> {
  if (matchIds.length === 0) return [];
  return db
    .select()
    .from(games)
    .where(and(inArray(games.matchId, [...matchIds]), inArray(games.status, liveGameStatuses)))
    .orderBy(asc(games.matchId), asc(games.number));
}

/**
 * Keys of the stage's matches that have live games, finished or not: a walkover awarded mid-series
 * keeps the games already counted, so a decided match can hold games too.
 */
export async function matchKeysWithGames(db: Db, stageId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ key: matches.key })
    .from(matches)
    .innerJoin(games, eq(games.matchId, matches.id))
    .where(and(eq(matches.stageId, stageId), inArray(games.status, liveGameStatuses)));
  return rows.map((row) => row.key);
}

/**
 * Voids the live games of these matches that do not count (or, with `confirmedToo`, every live
 * game) and returns the rows voided. A game counts when it and every game before it are
 * confirmed (`countedGames`), so a confirmed game after one still awaiting its confirmation goes
 * too: kept, it would follow a gap its series was never scored across.
 */
export async function voidLiveGames(
  db: Db,
  matchIds: readonly number[],
  options: { confirmedToo: boolean },
): Promise<Game[]> {
  if (matchIds.length === 0) return [];
  const awaiting = liveGameStatuses.filter((status) => status !== 'confirmed').map((status) => sql`${status}`);
  const uncounted = sql`(${games.status} <> 'confirmed' or exists (select 1 from ${games} as held where held.match_id = ${games.matchId} and held.number < ${games.number} and held.status in (${sql.join(awaiting, sql`, `)})))`;
  return db
    .update(games)
    .set({ status: 'voided' })
    .where(
      and(
        inArray(games.matchId, [...matchIds]),
        inArray(games.status, liveGameStatuses),
        options.confirmedToo ? undefined : uncounted,
      ),
    )
    .returning();
}

/** A game by id, or null. */
export async function findGame(db: Db, gameId: number): Promise<Game | null> {
  const [game] = await db.select().from(games).where(eq(games.id, gameId));
  return game ?? null;
}

/** The match a game belongs to, or null when there is no such game. */
export async function matchIdOfGame(db: Db, gameId: number): Promise<number | null> {
  const [game] = await db.select({ matchId: games.matchId }).from(games).where(eq(games.id, gameId));
  return game?.matchId ?? null;
}

/** The live game of this number in the match, or null. */
export async function findLiveGame(db: Db, matchId: number, number: number): Promise<Game | null> {
  const [game] = await db
    .select()
    .from(games)
    .where(and(eq(games.matchId, matchId), eq(games.number, number), inArray(games.status, liveGameStatuses)));
  return game ?? null;
}

/** Stores a new game (a report, the first move of a recording, a dispute's replacement). */
export async function insertGame(db: Db, game: NewGame): Promise<Game> {
  const [inserted] = await db.insert(games).values(game).returning();
  return inserted;
}

/** Saves the moves recorded so far of a game being recorded at the table. */
export async function saveRecordedMoves(db: Db, gameId: number, record: string, moveCount: number): Promise<Game> {
  const [saved] = await db.update(games).set({ record, moveCount }).where(eq(games.id, gameId)).returning();
  return saved;
}

/** A recording whose last move ended the game becomes a report awaiting the opponent's confirmation. */
export async function reportRecordedGame(
  db: Db,
  gameId: number,
  outcome: GameOutcomeColumns,
  report: { reportedBy: string; reportedAt: Date },
): Promise<Game> {
  const [reported] = await db
    .update(games)
    .set({ ...outcome, status: 'reported', ...report })
    .where(eq(games.id, gameId))
    .returning();
  return reported;
}

/** Removes a recording whose only move was undone. */
export async function deleteRecording(db: Db, gameId: number): Promise<void> {
  await db.delete(games).where(eq(games.id, gameId));
}

/** The report is confirmed: it counts from now on. */
export async function confirmGameRow(db: Db, gameId: number, confirmation: Confirmation): Promise<Game> {
  const [confirmed] = await db
    .update(games)
    .set({ status: 'confirmed', ...confirmation })
    .where(eq(games.id, gameId))
    .returning();
  return confirmed;
}

/** The reports whose window ran out are confirmed by the system (`confirmedBy` null). */
export async function confirmGameRows(db: Db, gameIds: readonly number[], confirmation: Confirmation): Promise<Game[]> {
  return db
    .update(games)
    .set({ status: 'confirmed', ...confirmation })
    .where(inArray(games.id, [...gameIds]))
    .returning();
}

/** The opponent disputes the report: it stops counting, and holds back the games after it, until the organisers decide. */
export async function disputeGameRow(db: Db, gameId: number, comment: string): Promise<Game> {
  const [disputed] = await db
    .update(games)
    .set({ status: 'disputed', disputeComment: comment })
    .where(eq(games.id, gameId))
    .returning();
  return disputed;
}

/** The organisers replaced the disputed report with their own: it is kept, no longer live. */
export async function overrideGame(db: Db, gameId: number): Promise<void> {
  await db.update(games).set({ status: 'overridden' }).where(eq(games.id, gameId));
}

/** The organisers void the game: it stops counting, and is kept on record. */
export async function voidGameRow(db: Db, gameId: number): Promise<void> {
  await db.update(games).set({ status: 'voided' }).where(eq(games.id, gameId));
}

/** The reports (of one match, or of every match) whose tournament's confirmation window has run out at `now`. */
export async function expiredReports(db: Db, now: Date, matchId?: number): Promise<{ id: number; matchId: number }[]> {
  const expired = and(
    eq(games.status, 'reported'),
    lte(sql`${games.reportedAt} + make_interval(mins => ${tournaments.confirmationWindowMinutes})`, now),
  );
  return db
    .select({ id: games.id, matchId: games.matchId })
    .from(games)
    .innerJoin(matches, eq(matches.id, games.matchId))
    .innerJoin(stages, eq(stages.id, matches.stageId))
    .innerJoin(tournaments, eq(tournaments.id, stages.tournamentId))
    .where(matchId === undefined ? expired : and(expired, eq(games.matchId, matchId)));
}
