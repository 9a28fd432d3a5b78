// What the report page and a player's match list read: a match with its players' names and
// accounts, and the open matches a user plays in with the state of their games.
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../client';
import {
  entries,
  games,
  liveGameStatuses,
  matches,
  players,
  stages,
  tournamentStaff,
  tournaments,
  type Game,
  type Match,
  type Tournament,
  type User,
} from '../schema';

const entry1 = alias(entries, 'entry1');
const entry2 = alias(entries, 'entry2');
const player1 = alias(players, 'player1');
const player2 = alias(players, 'player2');

/** One player of a match: their entry, name and account (null when they have none). */
export interface MatchPlayer {
  entryId: number;
  name: string;
  userId: string | null;
}

export interface MatchToReport {
  match: Match;
  tournament: Tournament;
  /** Slot 1, then slot 2 (null while the slot waits for a player). */
  players: [MatchPlayer | null, MatchPlayer | null];
  /** The live games, by number. */
  games: Game[];
}

const playerOf = (
  entryId: number | null,
  player: { name: string | null; userId: string | null } | null,
): MatchPlayer | null =>
  entryId === null || !player?.name ? null : { entryId, name: player.name, userId: player.userId };

/** The match, its tournament, its two players and its live games; null when there is no such match. */
export async function findMatchToReport(db: Db, matchId: number): Promise<MatchToReport | null> {
  const [row] = await db
    .select({
      match: matches,
      tournament: tournaments,
      player1: { name: player1.displayName, userId: player1.userId },
      player2: { name: player2.displayName, userId: player2.userId },
    })
    .from(matches)
    .innerJoin(stages, eq(stages.id, matches.stageId))
    .innerJoin(tournaments, eq(tournaments.id, stages.tournamentId))
    .leftJoin(entry1, eq(entry1.id, matches.entry1Id))
    .leftJoin(player1, eq(player1.id, entry1.playerId))
    .leftJoin(entry2, eq(entry2.id, matches.entry2Id))
    .leftJoin(player2, eq(player2.id, entry2.playerId))
    .where(eq(matches.id, matchId));
  if (!row) return null;
  const live = await db
    .select()
    .from(games)
    .where(and(eq(games.matchId, matchId), inArray(games.status, liveGameStatuses)))
    .orderBy(asc(games.number));
  return {
    match: row.match,
    tournament: row.tournament,
    players: [playerOf(row.match.entry1Id, row.player1), playerOf(row.match.entry2Id, row.player2)],
    games: live,
  };
}

/** The ids of the matches still to be played (ready or in play) in which the user's player has a seat. */
export async function openMatchIdsOfUser(db: Db, userId: string): Promise<number[]> {
  const own = db
    .select({ id: entries.id })
    .from(entries)
    .innerJoin(players, eq(players.id, entries.playerId))
    .where(eq(players.userId, userId));
  const rows = await db
    .select({ id: matches.id })
    .from(matches)
    .where(
      and(
        inArray(matches.status, ['ready', 'in-play']),
        or(inArray(matches.entry1Id, own), inArray(matches.entry2Id, own)),
      ),
    )
    .orderBy(asc(matches.id));
  return rows.map((row) => row.id);
}

/** A disputed game waiting for the organisers' decision, with where it is. */
export interface DisputeToDecide {
  matchId: number;
  matchKey: string;
  number: number;
  comment: string | null;
  tournament: { slug: string; name: string };
}

/** The disputed games of running tournaments the user is staff of (every one for an admin), oldest first. */
export async function disputesForStaff(db: Db, user: { id: string; role: User['role'] }): Promise<DisputeToDecide[]> {
  const theirs =
    user.role === 'admin' ? undefined : or(eq(tournaments.organiserId, user.id), eq(tournamentStaff.userId, user.id));
  const rows = await db
    .selectDistinct({
      matchId: matches.id,
      matchKey: matches.key,
      number: games.number,
      comment: games.disputeComment,
      reportedAt: games.reportedAt,
      slug: tournaments.slug,
      name: tournaments.name,
    })
    .from(games)
    .innerJoin(matches, eq(matches.id, games.matchId))
    .innerJoin(stages, eq(stages.id, matches.stageId))
    .innerJoin(tournaments, eq(tournaments.id, stages.tournamentId))
    .leftJoin(
      tournamentStaff,
      and(eq(tournamentStaff.tournamentId, tournaments.id), eq(tournamentStaff.userId, user.id)),
    )
    .where(and(eq(games.status, 'disputed'), eq(tournaments.status, 'running'), theirs))
    .orderBy(asc(games.reportedAt));
  return rows.map(({ matchId, matchKey, number, comment, slug, name }) => ({
    matchId,
    matchKey,
    number,
    comment,
    tournament: { slug, name },
  }));
}
