// The games of a series as the series is scored from them.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { games, liveGameStatuses, matches, type Game } from '../schema';

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

/** Keys of the stage's matches that have live games, and are not finished. */
export async function unfinishedMatchKeysWithGames(db: Db, stageId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ key: matches.key })
    .from(matches)
    .innerJoin(games, eq(games.matchId, matches.id))
    .where(and(eq(matches.stageId, stageId), inArray(games.status, liveGameStatuses), sql`${matches.status} not in ('finished', 'walkover')`));
  return rows.map((row) => row.key);
}

/**
 * Voids the live games of these matches that do not count (or, with `confirmedToo`, every live
 * game) and returns the rows voided. A game counts when it and every game before it are
 * confirmed (`countedGames`), so a confirmed game after one still awaiting its confirmation goes
 * too: kept, it would follow a gap its series was never scored across.
 */
export async function voidLiveGames(db: Db, matchIds: readonly number[], options: { confirmedToo: boolean }): Promise<Game[]> {
  if (matchIds.length === 0) return [];
  const awaiting = liveGameStatuses.filter((status) => status !== 'confirmed').map((status) => sql`${status}`);
  const uncounted = sql`(${games.status} <> 'confirmed' or exists (select 1 from ${games} as held where held.match_id = ${games.matchId} and held.number < ${games.number} and held.status in (${sql.join(awaiting, sql`, `)})))`;
  return db
    .update(games)
    .set({ status: 'voided' })
    .where(and(inArray(games.matchId, [...matchIds]), inArray(games.status, liveGameStatuses), options.confirmedToo ? undefined : uncounted))
    .returning();
}
