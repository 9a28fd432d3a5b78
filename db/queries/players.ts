import { and, asc, eq, ilike, inArray, isNotNull, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { entries, players, tournamentStaff, tournaments, type Player, type User } from '../schema';

/** The player record linked to the user, or null. */
export async function findPlayerOfUser(db: Db, userId: string): Promise<Player | null> {
  const [player] = await db.select().from(players).where(eq(players.userId, userId));
  return player ?? null;
}

/** Players whose name contains the text (any case), best matches first: names that start with it, then the rest. */
export async function searchPlayers(db: Db, text: string, limit = 20): Promise<Player[]> {
  const pattern = `%${escapeLike(text.trim())}%`;
  const prefix = `${escapeLike(text.trim())}%`;
  return db
    .select()
    .from(players)
    .where(ilike(players.displayName, pattern))
    .orderBy(sql`${players.displayName} ilike ${prefix} desc`, asc(players.displayName), asc(players.id))
    .limit(limit);
}

/** Players with any of these names (compared without case), for matching an imported list against the records. */
export async function findPlayersByNames(db: Db, names: readonly string[]): Promise<Player[]> {
  if (names.length === 0) return [];
  const lowered = [...new Set(names.map((name) => name.toLowerCase()))];
  return db
    .select()
    .from(players)
    .where(inArray(sql`lower(${players.displayName})`, lowered));
}

/** `%`, `_` and `\` taken literally in a LIKE pattern. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}
/**
 * Players without an account that the user may hand a claim code to: those entered in the
 * tournaments they manage and those in no tournament yet (every unlinked player for an admin).
 */
export async function listClaimablePlayers(db: Db, user: { id: string; role: User['role'] }, limit = 500) {
  const managed = db
    .select({ id: tournaments.id })
    .from(tournaments)
    .leftJoin(tournamentStaff, and(eq(tournamentStaff.tournamentId, tournaments.id), eq(tournamentStaff.userId, user.id), eq(tournamentStaff.role, 'co-organiser')))
    .where(or(eq(tournaments.organiserId, user.id), isNotNull(tournamentStaff.userId)));
  const enteredElsewhere = db
    .select({ playerId: entries.playerId })
    .from(entries)
    .where(notInArray(entries.tournamentId, managed));
  return db
    .select({ id: players.id, displayName: players.displayName, club: players.club })
    .from(players)
    .where(and(isNull(players.userId), user.role === 'admin' ? undefined : notInArray(players.id, enteredElsewhere)))
    .orderBy(asc(players.displayName))
    .limit(limit);
}
