// A tournament's counted games with the players at each side, for the game-records export.
import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../client';
import { entries, games, matches, players, stages, type Game } from '../schema';

export interface TournamentGame {
  game: Pick<
    Game,
    | 'id'
    | 'number'
    | 'firstMover'
    | 'ruleSet'
    | 'record'
    | 'result'
    | 'endReason'
    | 'capturesSouth'
    | 'capturesNorth'
    | 'reportedAt'
  >;
  matchId: number;
  matchKey: string;
  south: string;
  north: string;
}

const southEntry = alias(entries, 'south_entry');
const southPlayer = alias(players, 'south_player');
const northEntry = alias(entries, 'north_entry');
const northPlayer = alias(players, 'north_player');

/** The confirmed games of every match of the tournament, by match and game number. */
export async function listConfirmedGames(db: Db, tournamentId: number): Promise<TournamentGame[]> {
  return (
    db
      .select({
        game: {
          id: games.id,
          number: games.number,
          firstMover: games.firstMover,
          ruleSet: games.ruleSet,
          record: games.record,
          result: games.result,
          endReason: games.endReason,
          capturesSouth: games.capturesSouth,
          capturesNorth: games.capturesNorth,
          reportedAt: games.reportedAt,
        },
        matchId: matches.id,
        matchKey: matches.key,
        south: southPlayer.displayName,
        north: northPlayer.displayName,
      })
      .from(games)
      .innerJoin(matches, eq(matches.id, games.matchId))
      .innerJoin(stages, eq(stages.id, matches.stageId))
      .innerJoin(southEntry, eq(southEntry.id, games.southEntryId))
      .innerJoin(southPlayer, eq(southPlayer.id, southEntry.playerId))
      // The north side is the match's other entry.
      .innerJoin(
        northEntry,
        eq(
          northEntry.id,
          sql`case when ${games.southEntryId} = ${matches.entry1Id} then ${matches.entry2Id} else ${matches.entry1Id} end`,
        ),
      )
      .innerJoin(northPlayer, eq(northPlayer.id, northEntry.playerId))
      .where(and(eq(stages.tournamentId, tournamentId), eq(games.status, 'confirmed')))
      .orderBy(asc(stages.ordinal), asc(matches.id), asc(games.number))
  );
}
