// Who may act on a player record. Records have no single owner: the organiser who added one, and
// every organiser whose tournament it is entered in, may vouch for who the player is (hand them a
// claim code). Merging two records rewrites every tournament they are entered in, so it takes the
// right to manage both and no entry in a tournament someone else runs. An admin may do both.
import type { Db } from '@/db/client';
import { playerStanding, type PlayerStanding } from '@/db/queries/rights';
import { AppError } from '@/lib/errors';
import type { SignedInActor } from './actor';
import { requireRole } from './permissions';

/** What the user may do with one player record. */
export interface PlayerRights {
  /** Make claim codes for it. */
  manage: boolean;
  /** Merge it with another record (or another into it). */
  merge: boolean;
}

export function playerRights(user: SignedInActor, standing: PlayerStanding): PlayerRights {
  if (user.role === 'admin') return { manage: true, merge: true };
  if (user.role !== 'organiser') return { manage: false, merge: false };
  const manage = standing.createdBy === user.id || standing.inManagedTournament;
  return { manage, merge: manage && !standing.inOthersTournament };
}

/**
 * The organiser and the record's standing when they have the right; else 401, 403 (not an
 * organiser, or not theirs, saying why) or 404.
 */
export async function requirePlayerRight(
  db: Db,
  actor: Parameters<typeof requireRole>[0],
  playerId: number,
  right: keyof PlayerRights,
): Promise<{ user: SignedInActor; standing: PlayerStanding }> {
  const user = requireRole(actor, 'organiser');
  const standing = await playerStanding(db, playerId, user.id);
  if (!standing)
    throw new AppError('not-found', 'player-not-found', `There is no player ${playerId}.`, {
      field: 'playerId',
      details: { player: playerId },
    });
  if (!playerRights(user, standing)[right]) {
    const enteredElsewhere = right === 'merge' && standing.inOthersTournament && playerRights(user, standing).manage;
    // The sentence in another language tells the two refusals apart by `enteredElsewhere` (i18n/refusal-sentence.ts).
    const details = { player: playerId, enteredElsewhere };
    throw new AppError(
      'forbidden',
      'not-players-organiser',
      right === 'manage'
        ? 'Only the organiser who added this player, or one whose tournament they are entered in, may do this.'
        : enteredElsewhere
          ? `Player ${playerId} is entered in a tournament you do not run, whose organisers vouch for who they are: ask a site admin to merge them.`
          : `Player ${playerId} is not one of yours: you may merge only players you added or entered in your tournaments.`,
      { details },
    );
  }
  return { user, standing };
}
