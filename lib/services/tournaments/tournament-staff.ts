// A tournament's co-organisers (who manage it with the organiser) and arbiters (who act on its
// results). Only its managers change the staff.
import type { Db } from '@/db/client';
import { deleteStaffRole, upsertStaffRole } from '@/db/queries/staff';
import { organiserOf } from '@/db/queries/tournaments';
import { findUserByEmail } from '@/db/queries/users';
import type { TournamentStaff } from '@/db/schema';
import type { Actor } from '@/lib/auth/actor';
import { requireTournamentManager } from '@/lib/auth/permissions';
import { AppError } from '@/lib/errors';

export interface StaffChange {
  tournamentId: number;
  email: string;
  role: TournamentStaff['role'];
}

/**
 * Gives the account with this email a staff role in the tournament (or changes its role). The
 * account must exist: organisers learn whether a colleague has signed up, which they need to know.
 */
export async function addTournamentStaff(db: Db, actor: Actor, input: StaffChange): Promise<TournamentStaff> {
  await requireTournamentManager(db, actor, input.tournamentId);
  const user = await findUserByEmail(db, input.email);
  if (!user) {
    throw new AppError(
      'not-found',
      'no-such-account',
      'No account has this email. Ask them to sign up first, then add them.',
      { field: 'email' },
    );
  }
  if ((await organiserOf(db, input.tournamentId)) === user.id) {
    throw new AppError(
      'conflict',
      'already-organiser',
      'This is the tournament’s organiser, who can do everything already.',
      { field: 'email' },
    );
  }
  return upsertStaffRole(db, { tournamentId: input.tournamentId, userId: user.id, role: input.role });
}

/** Takes a staff role away; removing someone who is not on the staff changes nothing. */
export async function removeTournamentStaff(
  db: Db,
  actor: Actor,
  input: { tournamentId: number; userId: string },
): Promise<void> {
  await requireTournamentManager(db, actor, input.tournamentId);
  await deleteStaffRole(db, input.tournamentId, input.userId);
}
