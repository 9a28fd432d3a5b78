// A walkover: one side of a ready match does not play (absent, unfit, left mid-series). The present
// player wins N–0 and goes on; the games that counted stay on record, the others (not yet
// confirmed, or after one that is not) are voided.
import type { Db } from '@/db/client';
import { loadStageWithIds } from '@/db/queries/stages';
import type { Actor } from '@/lib/auth/actor';
import { AppError } from '@/lib/errors';
import { recordResult } from '@/core/tournament';
import { libraryRefusal } from './library-refusal';
import { isDecided, requireMatchStaff } from './match-access';
import { persistStageUpdate } from './persist-stage-update';
import { resultChange, type ResultChange } from './result-change';
import { lockedMatch } from './series-lock';

export async function awardWalkover(
  db: Db,
  actor: Actor,
  input: { matchId: number; winnerEntryId: number; reason: string },
): Promise<ResultChange> {
  const place = await requireMatchStaff(db, actor, input.matchId);
  return db.transaction(async (tx) => {
    const match = await lockedMatch(tx, input.matchId);
    if (isDecided(match))
      throw new AppError('conflict', 'match-over', `${match.key} already has its result; correct it instead.`, {
        details: { match: match.key },
      });
    if (input.winnerEntryId !== match.entry1Id && input.winnerEntryId !== match.entry2Id) {
      throw new AppError(
        'invalid-input',
        'not-in-match',
        `Entry ${input.winnerEntryId} does not play in ${match.key}.`,
        { field: 'winnerEntryId' },
      );
    }
    const { stage, idByKey } = await loadStageWithIds(tx, place.stageId);
    const update = recordResult(stage, match.key, { winner: String(input.winnerEntryId), walkover: true });
    if (!update.ok) throw libraryRefusal(update.error, 'winnerEntryId');
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
        action: 'walkover',
        before: { key: match.key, status: match.status, wins: [match.wins1, match.wins2] },
        after: { key: match.key, winnerEntryId: input.winnerEntryId },
      },
      { primary: match.key },
    );
    return { preview: false, ...(await resultChange(tx, match.id, update.value.changes, [])) };
  });
}
