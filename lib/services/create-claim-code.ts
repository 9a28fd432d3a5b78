// An organiser hands a player a code (or a link holding it) so the player's own account can claim
// the player record. Each new code replaces the player's unused ones.
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { playerClaimCodes, players } from '@/db/schema';
import type { Actor } from '@/lib/auth/actor';
import { CLAIM_CODE_DAYS, generateClaimCode, hashClaimCode } from '@/lib/auth/claim-code';
import { requireRole } from '@/lib/auth/permissions';
import { AppError } from '@/lib/errors';
import { playerInOthersTournaments } from '@/db/queries/rights';

export interface CreatedClaimCode {
  playerId: number;
  /** The code itself: shown this once, never stored. */
  code: string;
  expiresAt: Date;
}

/**
 * A new one-time code for an unlinked player. Organisers may make codes for players of the
 * tournaments they manage and for players in no tournament yet (the ones they just added); an
 * admin for anyone. Refused with `player-already-linked` once an account has claimed the player.
 */
export async function createClaimCode(db: Db, actor: Actor, input: { playerId: number }, now = new Date()): Promise<CreatedClaimCode> {
  const user = requireRole(actor, 'organiser');
  return db.transaction(async (tx) => {
    const [player] = await tx.select({ id: players.id, userId: players.userId }).from(players).where(eq(players.id, input.playerId)).for('update');
    if (!player) throw new AppError('not-found', 'player-not-found', 'This player was not found.');
    if (user.role !== 'admin' && (await playerInOthersTournaments(tx, player.id, user.id))) {
      throw new AppError('forbidden', 'not-players-organiser', 'Only the organisers of this player’s tournaments may make a claim code for them.');
    }
    if (player.userId) throw new AppError('conflict', 'player-already-linked', 'This player is already linked to an account.');
    await tx.delete(playerClaimCodes).where(and(eq(playerClaimCodes.playerId, player.id), isNull(playerClaimCodes.usedAt)));
    const code = generateClaimCode();
    const expiresAt = new Date(now.getTime() + CLAIM_CODE_DAYS * 24 * 3600 * 1000);
    await tx.insert(playerClaimCodes).values({ playerId: player.id, codeHash: hashClaimCode(code), createdBy: user.id, createdAt: now, expiresAt });
    return { playerId: player.id, code, expiresAt };
  });
}
