// Check-in on the day: only checked-in entries are in the draw when the tournament starts.
import type { Db } from '@/db/client';
import { findEntry, setCheckedIn, type EntryWithPlayer } from '@/db/queries/entries';
import type { Actor } from '@/lib/auth/actor';
import { requireTournamentManager } from '@/lib/auth/permissions';
import { AppError } from '@/lib/errors';
import { lockedTournament, requireNotStarted } from '@/lib/services/tournaments/tournament-state';

export async function setCheckIn(
  db: Db,
  actor: Actor,
  input: { entryId: number; checkedIn: boolean },
): Promise<EntryWithPlayer> {
  const found = await findEntry(db, input.entryId);
  if (!found) throw new AppError('not-found', 'entry-not-found', 'This entry was not found.');
  await requireTournamentManager(db, actor, found.tournamentId);
  await db.transaction(async (tx) => {
    const tournament = await lockedTournament(tx, found.tournamentId);
    requireNotStarted(tournament, 'checking in');
    if (!(await setCheckedIn(tx, input.entryId, input.checkedIn)))
      throw new AppError(
        'conflict',
        'entry-withdrawn',
        `${found.player.displayName} has withdrawn; enter them again to check them in.`,
        { details: { player: found.player.displayName } },
      );
  });
  return (await findEntry(db, input.entryId))!;
}
