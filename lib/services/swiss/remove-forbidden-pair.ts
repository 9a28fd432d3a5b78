// The organisers let two players they had kept apart be paired again, from the next round paired on.
import type { Db } from '@/db/client';
import { appendAudit } from '@/db/queries/audit-log';
import { deleteForbiddenPair } from '@/db/queries/swiss-instructions';
import type { Actor } from '@/lib/auth/actor';
import { requireTournamentManager } from '@/lib/auth/permissions';
import { AppError } from '@/lib/errors';
import { publishLive } from '@/lib/live/publish';
import { lockedSwiss } from './swiss-tournament';

export async function removeForbiddenPair(db: Db, actor: Actor, tournamentId: number, pairId: number): Promise<void> {
  const user = await requireTournamentManager(db, actor, tournamentId);
  await db.transaction(async (tx) => {
    await lockedSwiss(tx, tournamentId);
    const removed = await deleteForbiddenPair(tx, tournamentId, pairId);
    if (!removed)
      throw new AppError(
        'not-found',
        'forbidden-pair-not-found',
        'This forbidden pair was not found: it may have been removed already.',
        {
          details: { pair: pairId },
        },
      );
    await appendAudit(tx, {
      actorId: user.id,
      tournamentId,
      entity: 'forbidden-pair',
      entityId: String(pairId),
      action: 'forbidden-pair-removed',
      before: { entries: [removed.entry1Id, removed.entry2Id], reason: removed.reason },
    });
    await publishLive(tx, { tournamentId, kind: 'event' });
  });
}
