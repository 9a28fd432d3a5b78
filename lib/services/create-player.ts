import type { Db } from '@/db/client';
import { players, type Player } from '@/db/schema';
import type { Actor } from '@/lib/auth/actor';
import { requireRole } from '@/lib/auth/permissions';
import { createClaimCode, type CreatedClaimCode } from './create-claim-code';

export interface NewPlayer {
  displayName: string;
  club?: string | null;
  /** ISO 3166-1 alpha-2, upper case. */
  country?: string | null;
  rating?: number | null;
}

/** An organiser adds a player record (not yet linked to any account). */
export async function createPlayer(db: Db, actor: Actor, input: NewPlayer): Promise<Player> {
  requireRole(actor, 'organiser');
  const [player] = await db
    .insert(players)
    .values({ displayName: input.displayName, club: input.club ?? null, country: input.country ?? null, rating: input.rating ?? null })
    .returning();
  return player;
}

/** Adds a player and the claim code to hand them, together or not at all. */
export async function createPlayerWithClaimCode(db: Db, actor: Actor, input: NewPlayer, now = new Date()): Promise<{ player: Player; claim: CreatedClaimCode }> {
  return db.transaction(async (tx) => {
    const player = await createPlayer(tx, actor, input);
    const claim = await createClaimCode(tx, actor, { playerId: player.id }, now);
    return { player, claim };
  });
}
