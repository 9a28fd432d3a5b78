// A player withdraws. Before the start the entry just leaves the draw; once the tournament runs,
// the formats library turns every match of theirs still to be played into a walkover for the
// opponent (now, or when the opponent arrives) and a Swiss pairs them no more. Their results stand.
import type { Db } from '@/db/client';
import { appendAudit } from '@/db/queries/audit-log';
import { entryStatus, findEntry, markWithdrawn, type EntryWithPlayer } from '@/db/queries/entries';
import { deleteUnpairedByes } from '@/db/queries/swiss-instructions';
import { findTournament } from '@/db/queries/tournaments';
import type { Actor } from '@/lib/auth/actor';
import { requireNotPlayingWith, requireTournamentManager, requireTournamentStaff } from '@/lib/auth/permissions';
import { AppError } from '@/lib/errors';
import { publishLive } from '@/lib/live/publish';
import { pairedRounds, withdraw } from '@/core/tournament';
import { libraryRefusal } from '@/lib/services/results/library-refusal';
import { persistStageUpdate, type ChangeRecord } from '@/lib/services/results/persist-stage-update';
import { lockedRunningStage, lockedTournament } from '@/lib/services/tournaments/tournament-state';

export interface Withdrawal {
  entry: EntryWithPlayer;
  /** Keys of the matches settled as walkovers because of it. */
  walkovers: string[];
}

export async function withdrawEntry(
  db: Db,
  actor: Actor,
  input: { entryId: number; reason: string },
  now = new Date(),
): Promise<Withdrawal> {
  const found = await findEntry(db, input.entryId);
  if (!found) throw new AppError('not-found', 'entry-not-found', 'This entry was not found.');
  if (found.status === 'withdrawn')
    throw new AppError('conflict', 'already-withdrawn', `${found.player.displayName} has already withdrawn.`);
  // Before the start a withdrawal is registration (the managers'); during play it settles results (the staff's too).
  const started = (await findTournament(db, found.tournamentId))?.status;
  const user =
    started === 'running' || started === 'finished'
      ? await requireTournamentStaff(db, actor, found.tournamentId)
      : await requireTournamentManager(db, actor, found.tournamentId);

  const walkovers = await db.transaction(async (tx) => {
    const tournament = await lockedTournament(tx, found.tournamentId);
    const audit = { actorId: user.id, tournamentId: tournament.id, reason: input.reason };
    const record: ChangeRecord = {
      entity: 'entry',
      entityId: String(found.id),
      action: 'entry-withdrawn',
      before: { status: found.status },
      after: { status: 'withdrawn' },
    };
    if (tournament.status === 'draft' || tournament.status === 'registration') {
      await markWithdrawn(tx, found.id, now, { clearSeed: true });
      await appendAudit(tx, { ...audit, ...record, after: await cancelByes(tx, found.id, 0) });
      await publishLive(tx, { tournamentId: tournament.id, kind: 'event' });
      return [];
    }
    const { stageRow, stage, idByKey } = await lockedRunningStage(tx, tournament);
    // Under the stage lock, so no match of the entry's changes between this check and the walkovers.
    await requireNotPlayingWith(tx, user, found.id);
    if ((await entryStatus(tx, found.id)) === 'withdrawn')
      throw new AppError('conflict', 'already-withdrawn', `${found.player.displayName} has already withdrawn.`);
    await markWithdrawn(tx, found.id, now, { clearSeed: false });
    record.after = await cancelByes(tx, found.id, pairedRounds(stage));
    if (!stage.entries.includes(String(found.id))) {
      await appendAudit(tx, { ...audit, ...record });
      await publishLive(tx, { tournamentId: tournament.id, kind: 'event' });
      return [];
    }
    const update = withdraw(stage, String(found.id));
    if (!update.ok) throw libraryRefusal(update.error);
    await persistStageUpdate(tx, { ...audit, stageId: stageRow.id, matchIds: idByKey }, update.value, record);
    return update.value.changes.filter((change) => change.type === 'result').map((change) => change.match);
  });
  return { entry: (await findEntry(db, found.id))!, walkovers };
}

/**
 * The entry's byes asked for rounds not yet paired are cancelled: a withdrawn player sits out every
 * round anyway, and a requested bye must not score for him. The audit row's `after`, naming them.
 */
async function cancelByes(
  tx: Db,
  entryId: number,
  paired: number,
): Promise<{ status: 'withdrawn'; byesCancelled?: number[] }> {
  const cancelled = await deleteUnpairedByes(tx, entryId, paired);
  return cancelled.length === 0
    ? { status: 'withdrawn' }
    : { status: 'withdrawn', byesCancelled: cancelled.map((bye) => bye.round) };
}
