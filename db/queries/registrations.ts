// Players' requests to enter tournaments, for the asking player and for the organisers.
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { players, registrationRequests, tournaments, users, type RegistrationRequest } from '../schema';

/** Tournaments taking entries from players now, soonest first. */
export async function listOpenForSelfRegistration(db: Db) {
  return db
    .select({
      id: tournaments.id,
      slug: tournaments.slug,
      name: tournaments.name,
      startsOn: tournaments.startsOn,
      venue: tournaments.venue,
    })
    .from(tournaments)
    .where(and(eq(tournaments.status, 'registration'), eq(tournaments.selfRegistration, true)))
    .orderBy(asc(tournaments.startsOn), asc(tournaments.name));
}

/** The user's requests, newest first, with their tournaments. */
export async function listRequestsOfUser(db: Db, userId: string) {
  return db
    .select({
      id: registrationRequests.id,
      status: registrationRequests.status,
      createdAt: registrationRequests.createdAt,
      tournamentId: tournaments.id,
      tournamentName: tournaments.name,
      tournamentSlug: tournaments.slug,
    })
    .from(registrationRequests)
    .innerJoin(tournaments, eq(tournaments.id, registrationRequests.tournamentId))
    .where(eq(registrationRequests.userId, userId))
    .orderBy(desc(registrationRequests.createdAt), desc(registrationRequests.id));
}

/** A tournament's requests, pending first then newest, with who asked and as which player. */
export async function listRequestsOfTournament(db: Db, tournamentId: number) {
  return db
    .select({
      id: registrationRequests.id,
      status: registrationRequests.status,
      createdAt: registrationRequests.createdAt,
      message: registrationRequests.message,
      newPlayerName: registrationRequests.displayName,
      newPlayerClub: registrationRequests.club,
      newPlayerCountry: registrationRequests.country,
      playerId: players.id,
      playerName: players.displayName,
      playerClub: players.club,
      userEmail: users.email,
      userName: users.name,
    })
    .from(registrationRequests)
    .innerJoin(users, eq(users.id, registrationRequests.userId))
    .leftJoin(players, eq(players.id, registrationRequests.playerId))
    .where(eq(registrationRequests.tournamentId, tournamentId))
    .orderBy(desc(eq(registrationRequests.status, 'pending')), desc(registrationRequests.createdAt));
}

/** Stores a player's request to enter. */
export async function insertRegistrationRequest(
  db: Db,
  request: typeof registrationRequests.$inferInsert,
): Promise<RegistrationRequest> {
  const [inserted] = await db.insert(registrationRequests).values(request).returning();
  return inserted;
}

/** The tournament a request is for, or null when there is no such request. */
export async function tournamentOfRequest(db: Db, requestId: number): Promise<number | null> {
  const [found] = await db
    .select({ tournamentId: registrationRequests.tournamentId })
    .from(registrationRequests)
    .where(eq(registrationRequests.id, requestId));
  return found?.tournamentId ?? null;
}

/** Locks the request for the rest of the transaction and reads it; null when there is none. */
export async function lockRegistrationRequest(db: Db, requestId: number): Promise<RegistrationRequest | null> {
  const [request] = await db
    .select()
    .from(registrationRequests)
    .where(eq(registrationRequests.id, requestId))
    .for('update');
  return request ?? null;
}

/** The organiser's decision on the request. */
export async function decideRegistrationRequest(
  db: Db,
  requestId: number,
  decision: { status: 'approved' | 'rejected'; decidedAt: Date; decidedBy: string },
): Promise<RegistrationRequest> {
  const [decided] = await db
    .update(registrationRequests)
    .set(decision)
    .where(eq(registrationRequests.id, requestId))
    .returning();
  return decided;
}
