// The organisers correct a finished series: another winner, another score, or a walkover instead of
// a played result. The formats library recomputes everything that followed; when later matches
// already have games it refuses unless forced, and forced it resets them (their games voided). A
// preview runs the same correction, forced, and rolls it back, so the organiser sees exactly what
// would be reset before confirming.
import type { Db } from '@/db/client';
import { unfinishedMatchKeysWithGames } from '@/db/queries/games';
import { loadStage } from '@/db/queries/stages';
import type { Actor } from '@/lib/auth/actor';
import { AppError } from '@/lib/errors';
import { correctResult, type ReportedResult } from '@/lib/tournament';
import type { CorrectionInput } from '@/lib/validation/results';
import { dryRun } from './dry-run';
import { libraryRefusal } from './library-refusal';
import { lockedMatch, requireMatchStaff, type MatchPlace } from './match-access';
import { persistStageUpdate } from './persist-stage-update';
import { resultChange, type ResultChange } from './result-change';

export type Correction = CorrectionInput & { matchId: number };

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
  const match = await lockedMatch(tx, input.matchId);
  if (input.winnerEntryId !== match.entry1Id && input.winnerEntryId !== match.entry2Id) {
    throw new AppError('invalid-input', 'not-in-match', `Entry ${input.winnerEntryId} does not play in ${match.key}.`, { field: 'winnerEntryId' });
  }
  const reported: ReportedResult = input.walkover
    ? { winner: String(input.winnerEntryId), walkover: true }
    : {
        winner: String(input.winnerEntryId),
        wins: [input.wins1, input.wins2],
        draws: input.draws,
        ...(input.captures1 !== null && input.captures2 !== null ? { captures: [input.captures1, input.captures2] as [number, number] } : {}),
      };
  const stage = await loadStage(tx, place.stageId);
  const matchesWithGames = await unfinishedMatchKeysWithGames(tx, place.stageId);
  const update = correctResult(stage, match.key, reported, { force, matchesWithGames });
  if (!update.ok) throw libraryRefusal(update.error, update.error.code === 'bad-result' ? 'wins1' : undefined);
  await persistStageUpdate(
    tx,
    { tournamentId: place.tournamentId, stageId: place.stageId, actorId: place.user.id, reason: input.reason },
    update.value,
    {
      entity: 'match',
      entityId: String(match.id),
      action: 'result-corrected',
      before: { key: match.key, winnerEntryId: match.winnerEntryId, resultKind: match.resultKind, wins: [match.wins1, match.wins2], draws: match.draws },
      after: { key: match.key, ...reported, forced: update.value.reset.length > 0 },
    },
    { primary: match.key, reset: update.value.reset },
  );
  return resultChange(tx, match.id, update.value.changes, update.value.reset);
}
