import { asc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { players, type Player } from '../schema';

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
