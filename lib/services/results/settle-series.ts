// Games → series → bracket: the one place where a match's games become its score and a decided
// series becomes a result in the bracket. Game reporting (confirm, dispute, replace) and the
// organiser's actions (void a game) change games, then call `syncSeries` in the same transaction,
// so the stored score, the bracket and the audit log follow the games by one path. Locks:
// db/queries/locks.ts, taken as series-lock.ts says.
import type { Db } from '@/db/client';
import { adjustmentInForce, adjustmentOf } from '@/db/queries/adjustments';
import { seriesGameOf } from '@/db/queries/game-rows';
import { matchKeysWithGames } from '@/db/queries/games';
import { storeSeriesScore } from '@/db/queries/matches';
import { loadStageWithIds, seatsOf, type SeriesSetting } from '@/db/queries/stages';
import type { Game, Match } from '@/db/schema';
import { AppError } from '@/lib/errors';
import { publishLive } from '@/lib/live/publish';
import {
  correctResult,
  matchByKey,
  openingMover,
  recordResult,
  scoreReport,
  seriesScore,
  seriesState,
  type ReportedResult,
  type SeriesState,
  type SlotIndex,
  type StageChange,
} from '@/core/tournament';
import { libraryRefusal } from './library-refusal';
import { persistStageUpdate } from './persist-stage-update';
import { lockSeries, StageLockNeeded, type LockedSeries } from './series-lock';

export interface SyncOptions {
  /** Who caused the change (null for the system), for the audit log. */
  actorId: string | null;
  /** Why, when an organiser acted (required for corrections and voids), for the audit log. */
  reason?: string | null;
  /** Reset later matches that already have games when a finished result changes. */
  force?: boolean;
}

/** What the synchronisation did to the match. */
export type SyncOutcome =
  /** The series goes on: the score was stored. */
  | 'open'
  /** The series was decided: its result is in the bracket. */
  | 'recorded'
  /** A finished result changed: corrected in the bracket. */
  | 'corrected'
  /** Nothing changed in the bracket (a finished result the games still give, or a walkover). */
  | 'unchanged';

interface SeriesSyncBase {
  matchId: number;
  key: string;
  outcome: SyncOutcome;
  /** The series as its counted games give it. */
  state: SeriesState;
  /** Games counted, by number. */
  counted: number[];
  /** What the formats library changed in the bracket (empty while the series goes on). */
  changes: StageChange[];
  /** Later matches reset by a forced correction. */
  reset: string[];
}

export type SeriesSync = SeriesSyncBase &
  (
    | {
        outcome: 'open';
        /** The match as stored with its new score. */
        match: Match;
      }
    | { outcome: Exclude<SyncOutcome, 'open'> }
  );

/** The confirmed games from game 1 on, stopping at the first game that is not confirmed. */
export function countedGames(live: readonly Game[]): Game[] {
  const counted: Game[] = [];
  for (const game of live) {
    if (game.status !== 'confirmed') break;
    counted.push(game);
  }
  return counted;
}

/**
 * The series as these games (finished, in number order) make it, and the slot that opens game 1
 * (null while a coin toss it depends on is not recorded). Refuses games the series rules reject.
 */
export function scoreGames(
  stage: SeriesSetting,
  match: Match,
  played: readonly Game[],
): { opener: SlotIndex | null; state: SeriesState } {
  const coinToss: SlotIndex | null = match.coinTossSlot === null ? null : match.coinTossSlot === 1 ? 0 : 1;
  const opener = openingMover(stage, seatsOf(match), coinToss);
  if (opener === null && played.length > 0) {
    throw new AppError(
      'conflict',
      'coin-toss-missing',
      `Record the coin toss of ${match.key} before its games are counted.`,
      { details: { match: match.key } },
    );
  }
  const scored = seriesState(
    played.map((game) => {
      const counted = seriesGameOf(game, match);
      if (counted === null) {
        throw new AppError(
          'conflict',
          'series-inconsistent',
          `Game ${game.number} of ${match.key} was played by an entry that is not in the match.`,
          { details: { match: match.key } },
        );
      }
      return counted;
    }),
    stage.series,
    opener ?? 0,
  );
  if (!scored.ok)
    throw new AppError('conflict', 'series-inconsistent', `${match.key}: ${scored.error.message}`, {
      details: { match: match.key },
    });
  return { opener, state: scored.value };
}

const sameResult = (match: Match, report: ReportedResult): boolean =>
  match.winnerEntryId === Number(report.winner) &&
  match.resultKind === 'played' &&
  match.wins1 === report.wins?.[0] &&
  match.wins2 === report.wins?.[1] &&
  match.draws === (report.draws ?? 0) &&
  match.captures1 === report.captures?.[0] &&
  match.captures2 === report.captures?.[1];

/**
 * Recomputes the match's series from its counted games and carries a decided series into the bracket:
 * 1. Takes the match's counted games: the confirmed games in number order, up to the first game
 *    that is not confirmed (a game still being recorded, awaiting confirmation or disputed holds
 *    back everything after it). Voided and overridden games are not live and never count.
 * 2. Recomputes the series from them with the formats library (`seriesState`): score, draws,
 *    seeds captured, who opens the next game, whether and how it is decided. Game 1 is opened by
 *    the format's choice, else the better seed, else the recorded coin toss. A finished series
 *    that an organiser corrected has an adjustment in force (correct-result.ts): its score is
 *    then the games plus the adjustment (`seriesScore`), the same function for every writer.
 * 3. Stores the score on the match (and marks it `in-play` once it has games).
 * 4. When the series is decided and the match was still open, records the result in the bracket
 *    (`recordResult`): the winner (and in double elimination the loser) is placed in the next
 *    match, which becomes ready; byes and walkovers that follow settle at once.
 * 5. When the match was already finished and its games now give a different outcome (a game
 *    voided or replaced), corrects it (`correctResult`); later matches that already have games
 *    make this a `later-matches-played` conflict unless `force` is given, and then they are reset
 *    and their games voided. A walkover stands whatever games the match has, and so does a
 *    corrected result: the arbiter's ruling keeps its winner and score, and only the seeds
 *    captured follow the games left. A finished series that its games no longer decide is refused
 *    (`series-reopened`): the library cannot reopen a match, so the organiser corrects it instead.
 * Every result recorded or changed is written to the audit log.
 */
export async function syncSeries(tx: Db, matchId: number, options: SyncOptions): Promise<SeriesSync> {
  return settleSeries(tx, await lockSeries(tx, matchId, 'exclusive'), options);
}

/**
 * `syncSeries` on a series the caller has locked and read (`lockSeries`), with the games it changed
 * among `live`. The series is scored from the stage's settings and this match alone; the whole
 * stage (every match of the bracket) is read only below, when the result enters or changes the
 * bracket, which needs the stage locked exclusively.
 */
export async function settleSeries(tx: Db, series: LockedSeries, options: SyncOptions): Promise<SeriesSync> {
  const { stageId, setting, match, live } = series;
  const matchId = match.id;
  const counted = countedGames(live);

  const { state } = scoreGames(setting, match, counted);
  const base = {
    matchId,
    key: match.key,
    state,
    counted: counted.map((game) => game.number),
    changes: [] as StageChange[],
    reset: [] as string[],
  };
  const finished = match.status === 'finished' || match.status === 'walkover';
  await publishLive(tx, { tournamentId: series.tournament.id, matchId, kind: 'result' });

  if (!finished && !state.finished) {
    // Only a finished series can have been corrected: one that goes on is its games alone.
    const score = seriesScore(state, null);
    const status =
      match.status === 'ready' || match.status === 'in-play' ? (live.length > 0 ? 'in-play' : 'ready') : match.status;
    const stored = await storeSeriesScore(tx, matchId, {
      status,
      wins1: score.wins[0],
      wins2: score.wins[1],
      draws: score.draws,
      captures1: score.captures[0],
      captures2: score.captures[1],
    });
    return { ...base, outcome: 'open', match: stored };
  }
  if (series.stageLock === 'shared') throw new StageLockNeeded();
  // A walkover (or a bye) stands whatever games the match has.
  if (finished && match.resultKind !== 'played') return { ...base, outcome: 'unchanged' };
  const adjustment = finished ? await adjustmentInForce(tx, matchId) : null;
  const score = seriesScore(state, adjustment && adjustmentOf(adjustment));
  if (finished && !score.finished) {
    throw new AppError(
      'conflict',
      'series-reopened',
      `${match.key} is finished, and without this game its series would be undecided (${state.wins[0]}–${state.wins[1]}). Correct the series result instead.`,
      { details: { matches: [match.key] } },
    );
  }

  const { stage, idByKey } = await loadStageWithIds(tx, stageId);
  const report = scoreReport(score, matchByKey(stage, match.key)!);
  if (!report.ok) throw libraryRefusal(report.error);
  const context = {
    tournamentId: series.tournament.id,
    stageId,
    actorId: options.actorId,
    reason: options.reason ?? null,
    matchIds: idByKey,
  };
  const before = {
    key: match.key,
    status: match.status,
    winnerEntryId: match.winnerEntryId,
    wins: [match.wins1, match.wins2],
    draws: match.draws,
  };
  const after = {
    key: match.key,
    winnerEntryId: Number(report.value.winner),
    wins: report.value.wins,
    draws: report.value.draws,
    captures: report.value.captures,
    games: base.counted,
  };

  if (!finished) {
    const update = recordResult(stage, match.key, report.value);
    if (!update.ok) throw libraryRefusal(update.error);
    await persistStageUpdate(
      tx,
      context,
      update.value,
      { entity: 'match', entityId: String(matchId), action: 'result-recorded', before, after },
      { primary: match.key },
    );
    return { ...base, outcome: 'recorded', changes: update.value.changes };
  }
  if (sameResult(match, report.value)) return { ...base, outcome: 'unchanged' };
  const matchesWithGames = await matchKeysWithGames(tx, stageId);
  const update = correctResult(stage, match.key, report.value, { force: options.force ?? false, matchesWithGames });
  if (!update.ok) throw libraryRefusal(update.error);
  await persistStageUpdate(
    tx,
    context,
    update.value,
    { entity: 'match', entityId: String(matchId), action: 'result-corrected', before, after },
    { primary: match.key, reset: update.value.reset },
  );
  return { ...base, outcome: 'corrected', changes: update.value.changes, reset: update.value.reset };
}
