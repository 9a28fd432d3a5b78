import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { tournamentStaff, tournaments, users, type TournamentStaff } from '../schema';

/** A tournament's staff with their accounts, co-organisers first. */
export async function listTournamentStaff(db: Db, tournamentId: number) {
  return db
    .select({ userId: users.id, email: users.email, name: users.name, role: tournamentStaff.role })
    .from(tournamentStaff)
    .innerJoin(users, eq(users.id, tournamentStaff.userId))
    .where(eq(tournamentStaff.tournamentId, tournamentId))
    .orderBy(asc(tournamentStaff.role), asc(users.email));
}

/** The tournaments where the user is on the staff, with the role. */
export async function listStaffRolesOfUser(db: Db, userId: string) {
  return db
    .select({
      tournamentId: tournaments.id,
      slug: tournaments.slug,
      name: tournaments.name,
      role: tournamentStaff.role,
    })
    .from(tournamentStaff)
    .innerJoin(tournaments, eq(tournaments.id, tournamentStaff.tournamentId))
    .where(eq(tournamentStaff.userId, userId))
    .orderBy(asc(tournaments.name));
}

/** Gives the user a staff role in the tournament, or changes the role they have. */
export async function upsertStaffRole(
  db: Db,
  staff: { tournamentId: number; userId: string; role: TournamentStaff['role'] },
): Promise<TournamentStaff> {
  const [row] = await db
    .insert(tournamentStaff)
    .values(staff)
    .onConflictDoUpdate({ target: [tournamentStaff.tournamentId, tournamentStaff.userId], set: { role: staff.role } })
    .returning();
  return row;
}

/** Takes the user's staff role in the tournament away, if they have one. */
export async function deleteStaffRole(db: Db, tournamentId: number, userId: string): Promise<void> {
  await db
    .delete(tournamentStaff)
    .where(and(eq(tournamentStaff.tournamentId, tournamentId), eq(tournamentStaff.userId, userId)));
}
