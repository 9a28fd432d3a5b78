// The arbiter's standing instructions for a Swiss (core SwissInstructions): forbidden pairs and
// requested byes in their own tables, the acceleration on the tournament, the points granted to
// late entries on the entries. Kept by tournament: round 1 is paired when the stage is made.
import { and, asc, eq, gt, inArray, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { SwissInstructions } from '@/core/tournament';
import type { Db } from '../client';
import {
  entries,
  players,
  swissForbiddenPairs,
  swissRequestedByes,
  tournaments,
  type SwissForbiddenPair,
  type SwissRequestedBye,
  type Tournament,
} from '../schema';

/** A forbidden pair with the names of its two players, as the pages and the API list them. */
export type ForbiddenPairListed = SwissForbiddenPair & { player1: string; player2: string };
/** A requested bye with its player's name. */
export type RequestedByeListed = SwissRequestedBye & { player: string };

const entry1 = alias(entries, 'entry1');
const entry2 = alias(entries, 'entry2');
const player1 = alias(players, 'player1');
const player2 = alias(players, 'player2');

/** The tournament's forbidden pairs, oldest first. */
export async function listForbiddenPairs(db: Db, tournamentId: number): Promise<ForbiddenPairListed[]> {
  const rows = await db
    .select({ pair: swissForbiddenPairs, player1: player1.displayName, player2: player2.displayName })
    .from(swissForbiddenPairs)
    .innerJoin(entry1, eq(entry1.id, swissForbiddenPairs.entry1Id))
    .innerJoin(player1, eq(player1.id, entry1.playerId))
    .innerJoin(entry2, eq(entry2.id, swissForbiddenPairs.entry2Id))
    .innerJoin(player2, eq(player2.id, entry2.playerId))
    .where(eq(swissForbiddenPairs.tournamentId, tournamentId))
    .orderBy(asc(swissForbiddenPairs.id));
  return rows.map((row) => ({ ...row.pair, player1: row.player1, player2: row.player2 }));
}

/** The tournament's requested byes by round, then by when they were asked for. */
export async function listRequestedByes(db: Db, tournamentId: number): Promise<RequestedByeListed[]> {
  const rows = await db
    .select({ bye: swissRequestedByes, player: players.displayName })
    .from(swissRequestedByes)
    .innerJoin(entries, eq(entries.id, swissRequestedByes.entryId))
    .innerJoin(players, eq(players.id, entries.playerId))
    .where(eq(swissRequestedByes.tournamentId, tournamentId))
    .orderBy(asc(swissRequestedByes.round), asc(swissRequestedByes.id));
  return rows.map((row) => ({ ...row.bye, player: row.player }));
}

/** Stores a forbidden pair; the unique index refuses the same pair either way round. */
export async function insertForbiddenPair(
  db: Db,
  pair: Pick<SwissForbiddenPair, 'tournamentId' | 'entry1Id' | 'entry2Id' | 'reason' | 'createdBy'>,
): Promise<SwissForbiddenPair> {
  const [row] = await db.insert(swissForbiddenPairs).values(pair).returning();
  return row;
}

/** Deletes a forbidden pair of the tournament; the row deleted, or null when there was none. */
export async function deleteForbiddenPair(
  db: Db,
  tournamentId: number,
  id: number,
): Promise<SwissForbiddenPair | null> {
  const [row] = await db
    .delete(swissForbiddenPairs)
    .where(and(eq(swissForbiddenPairs.tournamentId, tournamentId), eq(swissForbiddenPairs.id, id)))
    .returning();
  return row ?? null;
}

/** Stores a requested bye; the unique constraint refuses a second one for the entry and round. */
export async function insertRequestedBye(
  db: Db,
  bye: Pick<SwissRequestedBye, 'tournamentId' | 'round' | 'entryId' | 'points' | 'requestedBy'>,
): Promise<SwissRequestedBye> {
  const [row] = await db.insert(swissRequestedByes).values(bye).returning();
  return row;
}

/** The requested bye of the tournament with this id, or null. */
export async function findRequestedBye(db: Db, tournamentId: number, id: number): Promise<SwissRequestedBye | null> {
  const [row] = await db
    .select()
    .from(swissRequestedByes)
    .where(and(eq(swissRequestedByes.tournamentId, tournamentId), eq(swissRequestedByes.id, id)));
  return row ?? null;
}

/** Deletes a requested bye by id. */
export async function deleteRequestedBye(db: Db, id: number): Promise<void> {
  await db.delete(swissRequestedByes).where(eq(swissRequestedByes.id, id));
}

/** Deletes the entry's requested byes of rounds after `pairedRounds` (he withdrew: he will sit out anyway, scoring nothing). */
export async function deleteUnpairedByes(db: Db, entryId: number, pairedRounds: number): Promise<SwissRequestedBye[]> {
  return db
    .delete(swissRequestedByes)
    .where(and(eq(swissRequestedByes.entryId, entryId), gt(swissRequestedByes.round, pairedRounds)))
    .returning();
}

/** The instructions as core/tournament reads them, entry ids as its strings. */
export async function swissInstructionsOf(db: Db, tournament: Tournament): Promise<SwissInstructions> {
  const forbidden = await db
    .select({ entry1Id: swissForbiddenPairs.entry1Id, entry2Id: swissForbiddenPairs.entry2Id })
    .from(swissForbiddenPairs)
    .where(eq(swissForbiddenPairs.tournamentId, tournament.id))
    .orderBy(asc(swissForbiddenPairs.id));
  const byes = await db
    .select({ round: swissRequestedByes.round, entryId: swissRequestedByes.entryId, points: swissRequestedByes.points })
    .from(swissRequestedByes)
    .where(eq(swissRequestedByes.tournamentId, tournament.id))
    .orderBy(asc(swissRequestedByes.round), asc(swissRequestedByes.id));
  const granted = await db
    .select({ id: entries.id, points: entries.grantedPoints })
    .from(entries)
    .where(and(eq(entries.tournamentId, tournament.id), gt(entries.grantedPoints, 0)))
    .orderBy(asc(entries.id));
  return {
    forbidden: forbidden.map((pair) => [String(pair.entry1Id), String(pair.entry2Id)]),
    requestedByes: byes.map((bye) => ({ round: bye.round, entry: String(bye.entryId), points: bye.points })),
    grantedPoints: granted.map((entry) => [String(entry.id), entry.points]),
    acceleration: tournament.swissAcceleration,
  };
}

/** The Swiss tournaments (open or running) the user plays in and has not withdrawn from: where he may ask for a bye. */
export async function openSwissOfUser(db: Db, userId: string): Promise<{ slug: string; name: string }[]> {
  return db
    .select({ slug: tournaments.slug, name: tournaments.name })
    .from(entries)
    .innerJoin(players, eq(players.id, entries.playerId))
    .innerJoin(tournaments, eq(tournaments.id, entries.tournamentId))
    .where(
      and(
        eq(players.userId, userId),
        ne(entries.status, 'withdrawn'),
        eq(tournaments.format, 'swiss'),
        inArray(tournaments.status, ['registration', 'running']),
      ),
    )
    .orderBy(asc(tournaments.name));
}
