// The organisers take an entry off the list before the start (entered by mistake); once the
// tournament runs, a player leaves by withdrawing instead, which keeps their results.
import type { Db } from '@/db/client';
import { appendAudit } from '@/db/queries/audit-log';
import { deleteEntry, findEntry } from '@/db/queries/entries';
import type { Actor } from '@/lib/auth/actor';
import { requireTournamentManager } from '@/lib/auth/permissions';
import { AppError } from '@/lib/errors';
import { publishLive } from '@/lib/live/publish';
import { lockedTournament, requireNotStarted } from '@/lib/services/tournaments/tournament-state';

export async function removeEntry(db: Db, actor: Actor, entryId: number): Promise<void> {
  const found = await findEntry(db, entryId);
  if (!found) throw new AppError('not-found', 'entry-not-found', 'This entry was not found.');
  const user = await requireTournamentManager(db, actor, found.tournamentId);
  await db.transaction(async (tx) => {
    const tournament = await lockedTournament(tx, found.tournamentId);
    requireNotStarted(tournament, 'removing an entry (withdraw it instead)');
    const removed = await deleteEntry(tx, entryId);
    if (!removed) throw new AppError('not-found', 'entry-not-found', 'This entry was not found.');
    await appendAudit(tx, {
      actorId: user.id,
      tournamentId: tournament.id,
      entity: 'entry',
      entityId: String(entryId),
      action: 'entry-removed',
      before: { playerId: found.playerId, name: found.player.displayName, seed: found.seed },
    });
    await publishLive(tx, { tournamentId: tournament.id, kind: 'event' });
  });
}
