import type { Db } from '@/db/client';
import { insertPlayers } from '@/db/queries/players';
import type { Player } from '@/db/schema';
import type { Actor } from '@/lib/auth/actor';
import { requireRole } from '@/lib/auth/permissions';
import { createClaimCode, type CreatedClaimCode } from '@/lib/services/accounts/create-claim-code';
import { askAboutNamesakes } from './namesakes';

export interface NewPlayer {
  displayName: string;
  club?: string | null;
  /** ISO 3166-1 alpha-2, upper case. */
  country?: string | null;
  rating?: number | null;
  /** The person has seen the players of this name on record and says this is someone else. */
  sameNameConfirmed?: boolean;
}

/** An organiser adds a player record (not yet linked to any account), theirs to manage; a namesake on record is asked about first. */
export async function createPlayer(db: Db, actor: Actor, input: NewPlayer): Promise<Player> {
  const user = requireRole(actor, 'organiser');
  return db.transaction(async (tx) => {
    await askAboutNamesakes(tx, input.displayName, input.sameNameConfirmed ?? false);
    const [player] = await insertPlayers(tx, [input], user.id);
    return player;
  });
}

/** Adds a player and the claim code to hand them, together or not at all. */
export async function createPlayerWithClaimCode(
  db: Db,
  actor: Actor,
  input: NewPlayer,
  now = new Date(),
): Promise<{ player: Player; claim: CreatedClaimCode }> {
  return db.transaction(async (tx) => {
    const player = await createPlayer(tx, actor, input);
    const claim = await createClaimCode(tx, actor, { playerId: player.id }, now);
    return { player, claim };
  });
}
