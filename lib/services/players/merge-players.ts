// An organiser finds one person on record twice ("Kwame Boateng" added by hand and again from a
// list) and makes the two records one: the kept record takes the other's entries (and so its games
// and results), requests, claim codes and account, in one transaction with both rows locked, and
// the change is written in the audit log of every tournament it touches, whose pages refresh.
import type { Db } from '@/db/client';
import { appendAudit } from '@/db/queries/audit-log';
import { lockPlayers, mergePlayerRecords, tournamentsEnteringAll, tournamentsEnteringAny } from '@/db/queries/players';
import type { Player } from '@/db/schema';
import type { Actor } from '@/lib/auth/actor';
import { requirePlayerRight } from '@/lib/auth/player-rights';
import { AppError } from '@/lib/errors';
import { publishLive } from '@/lib/live/publish';

export interface MergePlayersInput {
  /** The record that stays. */
  keepId: number;
  /** The record that is folded into it and deleted. */
  mergeId: number;
  reason?: string | null;
}

/** What the audit log keeps of a record. */
function snapshot(player: Player) {
  return {
    id: player.id,
    displayName: player.displayName,
    club: player.club,
    country: player.country,
    rating: player.rating,
    userId: player.userId,
  };
}

/** The kept record as it now is, and the merged one as it was before it was deleted. */
export async function mergePlayers(
  db: Db,
  actor: Actor,
  input: MergePlayersInput,
): Promise<{ kept: Player; merged: Player }> {
  if (input.keepId === input.mergeId)
    throw new AppError(
      'invalid-input',
      'same-player',
      'Choose two different records: a record cannot be merged into itself.',
      { field: 'mergeId' },
    );
  return db.transaction(async (tx) => {
    const { user } = await requirePlayerRight(tx, actor, input.keepId, 'merge');
    await requirePlayerRight(tx, actor, input.mergeId, 'merge');
    const locked = await lockPlayers(tx, [input.keepId, input.mergeId]);
    const keep = locked.find((player) => player.id === input.keepId);
    const merge = locked.find((player) => player.id === input.mergeId);
    if (!keep || !merge)
      throw new AppError('not-found', 'player-not-found', 'One of the two records was deleted meanwhile.', {
        details: { player: keep ? input.mergeId : input.keepId },
      });
    if (keep.userId !== null && merge.userId !== null) {
      throw new AppError(
        'conflict',
        'both-players-linked',
        `Both records are claimed, each by its own account: two people say they are ${keep.displayName}. Ask a site admin to find out who is who before merging.`,
        { details: { name: keep.displayName } },
      );
    }
    const shared = await tournamentsEnteringAll(tx, [keep.id, merge.id]);
    if (shared.length > 0) {
      const tournaments = shared.map((tournament) => tournament.name);
      throw new AppError(
        'conflict',
        'both-entered',
        `Both records are entered in ${tournaments.join(', ')}, where they play as two people, so they cannot be one record. Remove one of the entries first, if it is a mistake.`,
        { details: { tournaments } },
      );
    }
    const touched = await tournamentsEnteringAny(tx, [keep.id, merge.id]);
    const kept = await mergePlayerRecords(tx, merge, keep);
    const record = {
      actorId: user.id,
      entity: 'player',
      entityId: String(kept.id),
      action: 'players-merged',
      before: { kept: snapshot(keep), merged: snapshot(merge) },
      after: { kept: snapshot(kept) },
      reason: input.reason ?? null,
    };
    await appendAudit(
      tx,
      touched.length === 0
        ? [{ ...record, tournamentId: null }]
        : touched.map((tournamentId) => ({ ...record, tournamentId })),
    );
    for (const tournamentId of touched) await publishLive(tx, { tournamentId, kind: 'event' });
    return { kept, merged: merge };
  });
}
