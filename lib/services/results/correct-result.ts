// The organisers correct a finished series: another winner, another score, or a walkover instead of
// a played result. The games stay as reported: the ruling is kept beside them as the match's
// adjustment (`result_adjustments`, with who, when and why; core/tournament/adjustment.ts), and a
// correction back to exactly what the games give withdraws the adjustment instead. A preview runs
// the same correction, forced, and rolls it back, so the organiser sees exactly what would be
// reset before confirming.
import type { Db } from '@/db/client';
import { adjustmentOf, insertAdjustment, withdrawAdjustments } from '@/db/queries/adjustments';
import { matchKeysWithGames } from '@/db/queries/games';
import { loadStageWithIds } from '@/db/queries/stages';
import type { Actor } from '@/lib/auth/actor';
import { AppError } from '@/lib/errors';
import {
  adjustmentFor,
  correctResult,
  matchByKey,
  scoreReport,
  seriesScore,
  walkoverAdjustment,
  type SeriesAdjustment,
  type SlotIndex,
} from '@/core/tournament';
import type { CorrectionInput } from '@/lib/validation/results';
import { dryRun } from './dry-run';
import { libraryRefusal } from './library-refusal';
import { requireMatchStaff, type MatchPlace } from './match-access';
import { persistStageUpdate } from './persist-stage-update';
import { resultChange, type ResultChange } from './result-change';
import { lockSeries } from './series-lock';
import { countedGames, scoreGames } from './settle-series';

export type Correction = CorrectionInput & { matchId: number };

/**
 * Applies the correction; the formats library recomputes everything that followed. When later
 * matches already have games it refuses unless forced, and forced it resets them (their games
 * voided, their own adjustments withdrawn).
 */
export async function correctSeriesResult(db: Db, actor: Actor, input: Correction): Promise<ResultChange> {
  const place = await requireMatchStaff(db, actor, input.matchId);
  return { preview: false, ...(await db.transaction((tx) => applyCorrection(tx, place, input, input.force))) };
}

/** What the correction would do, forced: the matches it would reset are in `reset`. */
export async function previewCorrection(db: Db, actor: Actor, input: Correction): Promise<ResultChange> {
  const place = await requireMatchStaff(db, actor, input.matchId);
  return { preview: true, ...(await dryRun(db, (tx) => applyCorrection(tx, place, input, true))) };
}

async function applyCorrection(tx: Db, place: MatchPlace, input: Correction, force: boolean) {
  const { setting, match, live } = await lockSeries(tx, input.matchId, 'exclusive');
  if (input.winnerEntryId !== match.entry1Id && input.winnerEntryId !== match.entry2Id) {
    throw new AppError('invalid-input', 'not-in-match', `Entry ${input.winnerEntryId} does not play in ${match.key}.`, {
      field: 'winnerEntryId',
    });
  }
  const winner: SlotIndex = input.winnerEntryId === match.entry1Id ? 0 : 1;
  const ruled: SeriesAdjustment = input.walkover
    ? walkoverAdjustment(setting.series, winner)
    : { how: 'played', winner, wins: [input.wins1, input.wins2], draws: input.draws };
  const { state: games } = scoreGames(setting, match, countedGames(live));
  const adjustment = adjustmentFor(games, ruled);
  const score = seriesScore(games, adjustment);
  const { stage, idByKey } = await loadStageWithIds(tx, place.stageId);
  const reported = scoreReport(score, matchByKey(stage, match.key)!);
  if (!reported.ok) throw libraryRefusal(reported.error, 'winnerEntryId');
  const matchesWithGames = await matchKeysWithGames(tx, place.stageId);
  const update = correctResult(stage, match.key, reported.value, { force, matchesWithGames });
  if (!update.ok) throw libraryRefusal(update.error, update.error.code === 'bad-result' ? 'wins1' : undefined);

  const [withdrawn] = await withdrawAdjustments(tx, [match.id]);
  if (adjustment) await insertAdjustment(tx, match.id, adjustment, { userId: place.user.id, reason: input.reason });
  const entryOf = (slot: SlotIndex | null) => (slot === null ? null : slot === 0 ? match.entry1Id : match.entry2Id);
  const adjustmentRecord = (ruling: SeriesAdjustment | null) =>
    ruling && {
      how: ruling.how,
      winnerEntryId: entryOf(ruling.winner),
      wins: ruling.wins,
      draws: ruling.draws,
      change: seriesScore(games, ruling).adjustment!.change,
    };
  await persistStageUpdate(
    tx,
    {
      tournamentId: place.tournamentId,
      stageId: place.stageId,
      actorId: place.user.id,
      reason: input.reason,
      matchIds: idByKey,
    },
    update.value,
    {
      entity: 'match',
      entityId: String(match.id),
      action: 'result-corrected',
      before: {
        key: match.key,
        winnerEntryId: match.winnerEntryId,
        resultKind: match.resultKind,
        wins: [match.wins1, match.wins2],
        draws: match.draws,
        adjustment: adjustmentRecord(withdrawn ? adjustmentOf(withdrawn) : null),
      },
      after: {
        key: match.key,
        ...reported.value,
        forced: update.value.reset.length > 0,
        games: {
          winnerEntryId: entryOf(games.winner),
          wins: games.wins,
          draws: games.draws,
          captures: games.captures,
          counted: games.gamesCounted,
        },
        adjustment: adjustmentRecord(adjustment),
      },
    },
    { primary: match.key, reset: update.value.reset },
  );
  return resultChange(tx, match.id, update.value.changes, update.value.reset);
}
