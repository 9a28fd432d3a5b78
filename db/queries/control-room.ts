// What the control room reads besides the matches: the games still in play or waiting on someone.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client';
import { games, liveGameStatuses, matches, stages, type Game } from '../schema';

export type LiveGame = Pick<
  Game,
  | 'id'
  | 'matchId'
  | 'number'
  | 'status'
  | 'result'
  | 'capturesSouth'
  | 'capturesNorth'
  | 'southEntryId'
  | 'disputeComment'
  | 'reportedAt'
>;

/** The tournament's live games (in progress, reported, confirmed, disputed), by match and number. */
export async function listLiveGamesOfTournament(db: Db, tournamentId: number): Promise<LiveGame[]> {
  return db
    .select({
      id: games.id,
      matchId: games.matchId,
      number: games.number,
      status: games.status,
      result: games.result,
      capturesSouth: games.capturesSouth,
      capturesNorth: games.capturesNorth,
      southEntryId: games.southEntryId,
      disputeComment: games.disputeComment,
      reportedAt: games.reportedAt,
    })
    .from(games)
    .innerJoin(matches, eq(matches.id, games.matchId))
    .innerJoin(stages, eq(stages.id, matches.stageId))
    .where(and(eq(stages.tournamentId, tournamentId), inArray(games.status, liveGameStatuses)))
    .orderBy(asc(games.matchId), asc(games.number));
}
