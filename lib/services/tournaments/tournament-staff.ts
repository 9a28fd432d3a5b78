// A tournament's co-organisers (who manage it with the organiser) and arbiters (who act on its
// results). Only its managers change the staff.
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { findUserByEmail } from '@/db/queries/users';
import { tournamentStaff, tournaments, type TournamentStaff } from '@/db/schema';
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
    throw new AppError('not-found', 'no-such-account', 'No account has this email. Ask them to sign up first, then add them.', { field: 'email' });
  }
  const [tournament] = await db.select({ organiserId: tournaments.organiserId }).from(tournaments).where(eq(tournaments.id, input.tournamentId));
  if (tournament.organiserId === user.id) {
    throw new AppError('conflict', 'already-organiser', 'This is the tournament’s organiser, who can do everything already.', { field: 'email' });
  }
  const [staff] = await db
    .insert(tournamentStaff)
    .values({ tournamentId: input.tournamentId, userId: user.id, role: input.role })
    .onConflictDoUpdate({ target: [tournamentStaff.tournamentId, tournamentStaff.userId], set: { role: input.role } })
    .returning();
  return staff;
}

/** Takes a staff role away; removing someone who is not on the staff changes nothing. */
export async function removeTournamentStaff(db: Db, actor: Actor, input: { tournamentId: number; userId: string }): Promise<void> {
  await requireTournamentManager(db, actor, input.tournamentId);
  await db.delete(tournamentStaff).where(and(eq(tournamentStaff.tournamentId, input.tournamentId), eq(tournamentStaff.userId, input.userId)));
}
