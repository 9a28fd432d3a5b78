// Players' requests to enter tournaments, for the asking player and for the organisers.
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { players, registrationRequests, tournaments, users } from '../schema';

/** Tournaments taking entries from players now, soonest first. */
export async function listOpenForSelfRegistration(db: Db) {
  return db
    .select({ id: tournaments.id, slug: tournaments.slug, name: tournaments.name, startsOn: tournaments.startsOn, venue: tournaments.venue })
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
