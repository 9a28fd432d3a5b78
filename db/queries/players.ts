import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { players, type Player } from '../schema';

/** The player record linked to the user, or null. */
export async function findPlayerOfUser(db: Db, userId: string): Promise<Player | null> {
  const [player] = await db.select().from(players).where(eq(players.userId, userId));
  return player ?? null;
}
