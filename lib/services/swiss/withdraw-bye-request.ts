// A requested bye taken back before its round is paired: the player is paired in that round after all.
import type { Db } from '@/db/client';
import { appendAudit } from '@/db/queries/audit-log';
import { deleteRequestedBye, findRequestedBye } from '@/db/queries/swiss-instructions';
import type { Actor } from '@/lib/auth/actor';
import { AppError } from '@/lib/errors';
import { publishLive } from '@/lib/live/publish';
import { byeRequester, entryOf, lockedSwiss, requireOwnEntry, requireUnpairedRound } from './swiss-tournament';

export async function withdrawByeRequest(db: Db, actor: Actor, tournamentId: number, byeId: number): Promise<void> {
  const requester = await byeRequester(db, actor, tournamentId);
  await db.transaction(async (tx) => {
    const swiss = await lockedSwiss(tx, tournamentId);
    const bye = await findRequestedBye(tx, tournamentId, byeId);
    if (!bye)
      throw new AppError(
        'not-found',
        'bye-request-not-found',
        'This bye request was not found: it may have been withdrawn already.',
        {
          details: { bye: byeId },
        },
      );
    const entry = await entryOf(tx, tournamentId, bye.entryId, 'entryId');
    requireOwnEntry(requester, entry);
    requireUnpairedRound(swiss, bye.round);
    await deleteRequestedBye(tx, bye.id);
    await appendAudit(tx, {
      actorId: requester.user.id,
      tournamentId,
      entity: 'entry',
      entityId: String(entry.id),
      action: 'bye-request-withdrawn',
      before: { round: bye.round, points: bye.points },
    });
    await publishLive(tx, { tournamentId, kind: 'event' });
  });
}
