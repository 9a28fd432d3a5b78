import { asc, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { tournamentStaff, tournaments, users } from '../schema';

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
    .select({ tournamentId: tournaments.id, slug: tournaments.slug, name: tournaments.name, role: tournamentStaff.role })
    .from(tournamentStaff)
    .innerJoin(tournaments, eq(tournaments.id, tournamentStaff.tournamentId))
    .where(eq(tournamentStaff.userId, userId))
    .orderBy(asc(tournaments.name));
}
