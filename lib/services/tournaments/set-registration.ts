// Opening registration publishes the tournament (it leaves draft) and, when it takes
// self-registration, lets signed-in players ask to enter; closing it takes it back to draft, where
// only its organisers add entries. Neither is possible once it has started.
import type { Db } from '@/db/client';
import { appendTournamentAudit } from '@/db/queries/audit-log';
import { updateTournamentRow } from '@/db/queries/tournaments';
import type { Tournament } from '@/db/schema';
import type { Actor } from '@/lib/auth/actor';
import { requireTournamentManager } from '@/lib/auth/permissions';
import { publishLive } from '@/lib/live/publish';
import { lockedTournament, requireNotStarted } from './tournament-state';

export async function setRegistration(
  db: Db,
  actor: Actor,
  input: { tournamentId: number; open: boolean },
): Promise<Tournament> {
  const user = await requireTournamentManager(db, actor, input.tournamentId);
  return db.transaction(async (tx) => {
    const tournament = await lockedTournament(tx, input.tournamentId);
    requireNotStarted(tournament, `${input.open ? 'opening' : 'closing'} registration`);
    const status = input.open ? 'registration' : 'draft';
    if (tournament.status === status) return tournament;
    const updated = await updateTournamentRow(tx, tournament.id, { status });
    await appendTournamentAudit(tx, user.id, tournament.id, {
      action: input.open ? 'registration-opened' : 'registration-closed',
      before: { status: tournament.status },
      after: { status },
    });
    // Opening makes the tournament public and closing hides it again: its pages must follow.
    await publishLive(tx, { tournamentId: tournament.id, kind: 'event' });
    return updated;
  });
}
