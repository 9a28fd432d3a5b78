// An organiser hands a player a code (or a link holding it) so the player's own account can claim
// the player record. A new code replaces the unused ones the same organiser made for the player,
// never another organiser's: each may hand out their own, and the first one used links the record.
import type { Db } from '@/db/client';
import { deleteUnusedClaimCodes, insertClaimCode } from '@/db/queries/claim-codes';
import { lockPlayer } from '@/db/queries/players';
import type { Actor } from '@/lib/auth/actor';
import { CLAIM_CODE_DAYS, generateClaimCode, hashClaimCode } from '@/lib/auth/claim-code';
import { requirePlayerRight } from '@/lib/auth/player-rights';
import { AppError } from '@/lib/errors';

export interface CreatedClaimCode {
  playerId: number;
  /** The code itself: shown this once, never stored. */
  code: string;
  expiresAt: Date;
}

/**
 * A new one-time code for an unlinked player, by one who may manage the record (the organiser who
 * added it, or one whose tournament it is entered in; an admin for anyone: lib/auth/player-rights.ts).
 * Refused with `player-already-linked` once an account has claimed the player.
 */
export async function createClaimCode(
  db: Db,
  actor: Actor,
  input: { playerId: number },
  now = new Date(),
): Promise<CreatedClaimCode> {
  return db.transaction(async (tx) => {
    const { user } = await requirePlayerRight(tx, actor, input.playerId, 'manage');
    const player = (await lockPlayer(tx, input.playerId))!;
    if (player.userId)
      throw new AppError('conflict', 'player-already-linked', 'This player is already linked to an account.');
    await deleteUnusedClaimCodes(tx, player.id, user.id);
    const code = generateClaimCode();
    const expiresAt = new Date(now.getTime() + CLAIM_CODE_DAYS * 24 * 3600 * 1000);
    await insertClaimCode(tx, {
      playerId: player.id,
      codeHash: hashClaimCode(code),
      createdBy: user.id,
      createdAt: now,
      expiresAt,
    });
    return { playerId: player.id, code, expiresAt };
  });
}
