// The series lock protocol, in one place: how a service that changes a match's games or result
// locks the stage and the match before it reads what it decides on (lock order: db/queries/locks.ts).
// syncSeries locks the stage exclusively (again, a no-op within one transaction, for callers that
// already did), so results finishing at the same moment in one stage are applied one after the
// other; a report into a series that goes on shares the stage lock and is run again exclusively
// only when its result would enter or change the bracket (`withStageLock`).
import type { Db } from '@/db/client';
import { liveGamesOfMatch } from '@/db/queries/games';
import { lockMatch, lockStageAndTournamentOfMatch, lockStageOfMatch, type StageLockMode } from '@/db/queries/locks';
import { findMatch } from '@/db/queries/matches';
import { seriesSettingOf, type SeriesSetting } from '@/db/queries/stages';
import type { Game, Match, Tournament } from '@/db/schema';
import { AppError } from '@/lib/errors';

/** A match's series as read under the caller's locks: what `settleSeries` decides on. */
export interface LockedSeries {
  stageId: number;
  /** How the transaction holds the stage lock. */
  stageLock: StageLockMode;
  tournament: Tournament;
  setting: SeriesSetting;
  match: Match;
  /** The match's live games, by number. */
  live: Game[];
}

/**
 * Thrown by `settleSeries` under a shared stage lock when the result would enter or change the
 * bracket: the transaction must be rolled back and run again with the stage locked exclusively.
 */
export class StageLockNeeded extends Error {
  constructor() {
    super('This change enters the bracket: run it again with the stage locked exclusively.');
  }
}

/**
 * Runs `attempt` (a whole transaction) holding the stage lock shared, and once more holding it
 * exclusively if the first attempt turns out to change the bracket. Most reports only add a game to
 * a series that goes on, and those of different matches then run side by side.
 */
export async function withStageLock<Answer>(attempt: (stageLock: StageLockMode) => Promise<Answer>): Promise<Answer> {
  try {
    return await attempt('shared');
  } catch (error) {
    if (!(error instanceof StageLockNeeded)) throw error;
  }
  return attempt('exclusive');
}

/** Locks the match's stage (in `stageLock` mode), then the match, and reads its series. */
export async function lockSeries(tx: Db, matchId: number, stageLock: StageLockMode): Promise<LockedSeries> {
  const stage = await lockStageAndTournamentOfMatch(tx, matchId, stageLock);
  if (!stage) throw new AppError('not-found', 'match-not-found', 'This match was not found.');
  // One after the other: a transaction's queries share one connection; and the games are read
  // after the match is locked, so they include whatever the report before this one stored.
  const match = (await lockMatch(tx, matchId))!;
  const live = await liveGamesOfMatch(tx, matchId);
  return {
    stageId: stage.stageId,
    stageLock,
    tournament: stage.tournament,
    setting: seriesSettingOf(stage.seededEntries, stage.tournament),
    match,
    live,
  };
}

/** Locks the match's stage and reads the match as it now stands. */
export async function lockedMatch(tx: Db, matchId: number): Promise<Match> {
  await lockStageOfMatch(tx, matchId);
  const match = await findMatch(tx, matchId);
  if (!match) throw new AppError('not-found', 'match-not-found', 'This match was not found.');
  return match;
}
