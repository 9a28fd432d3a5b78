// A signed-in user claims a player record with the code an organiser gave them. One transaction
// with the code's row locked: two people racing with one code get one link and one refusal. Tries
// are throttled per account and address like a sign-in (lib/auth/throttle.ts), so nobody guesses
// codes by the thousand; a refused try counts as a failure.
import type { Db } from '@/db/client';
import { lockClaimCodeByHash, markClaimCodeUsed } from '@/db/queries/claim-codes';
import { linkPlayerToUser, lockPlayer, playerIdOfUser } from '@/db/queries/players';
import type { Player } from '@/db/schema';
import type { SignedInActor } from '@/lib/auth/actor';
import { hashClaimCode, looksLikeClaimCode } from '@/lib/auth/claim-code';
import { throttledAttempt } from '@/lib/auth/attempts';
import { AppError, isUniqueViolation } from '@/lib/errors';

const invalid = () =>
  new AppError(
    'invalid-input',
    'invalid-claim-code',
    'That code is not valid. Check it, or ask the organiser for a new one.',
    { field: 'code' },
  );

export async function redeemClaimCode(
  db: Db,
  actor: SignedInActor,
  input: { code: string },
  clientAddress: string | null,
  now = new Date(),
): Promise<Player> {
  if (!looksLikeClaimCode(input.code)) throw invalid();
  const redeemed: { player: Player | null } = { player: null };
  const key = { kind: 'claim-code', identifier: `claim-code:${actor.id}`, clientAddress } as const;
  // A refusal thrown by `redeem` leaves the attempt counted as a failure.
  const check = async () => {
    redeemed.player = await redeem(db, actor, input.code, now);
    return true;
  };
  await throttledAttempt(db, key, check, now);
  if (!redeemed.player) throw invalid();
  return redeemed.player;
}

async function redeem(db: Db, actor: SignedInActor, code: string, now: Date): Promise<Player> {
  try {
    return await db.transaction(async (tx) => {
      const claim = await lockClaimCodeByHash(tx, hashClaimCode(code));
      if (!claim) throw invalid();
      if (claim.usedAt)
        throw new AppError(
          'conflict',
          'claim-code-used',
          'That code has already been used. Ask the organiser for a new one.',
          { field: 'code' },
        );
      if (claim.expiresAt <= now)
        throw new AppError(
          'invalid-input',
          'claim-code-expired',
          'That code has expired. Ask the organiser for a new one.',
          { field: 'code' },
        );
      if ((await playerIdOfUser(tx, actor.id)) !== null)
        throw new AppError('conflict', 'account-already-linked', 'Your account is already linked to a player.', {
          field: 'code',
        });
      const player = (await lockPlayer(tx, claim.playerId))!;
      if (player.userId)
        throw new AppError('conflict', 'player-already-linked', 'This player is already linked to another account.', {
          field: 'code',
        });
      await markClaimCodeUsed(tx, claim.id, actor.id, now);
      return linkPlayerToUser(tx, player.id, actor.id);
    });
  } catch (error) {
    // Two different codes redeemed at once by one account: the unique user link lets one through.
    if (isUniqueViolation(error, 'players_user_id_unique')) {
      throw new AppError('conflict', 'account-already-linked', 'Your account is already linked to a player.', {
        field: 'code',
      });
    }
    throw error;
  }
}
