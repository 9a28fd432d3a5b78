// A player asks to sit a round out (or the organisers ask for him): the round is paired without
// him and he scores the points of a requested bye, the tournament's (0, ½ or 1) unless the
// organisers set this one's. Only for a round not yet paired, and one the Swiss has.
import type { Db } from '@/db/client';
import { appendAudit } from '@/db/queries/audit-log';
import { insertRequestedBye } from '@/db/queries/swiss-instructions';
import type { SwissRequestedBye } from '@/db/schema';
import type { Actor } from '@/lib/auth/actor';
import { AppError, isUniqueViolation } from '@/lib/errors';
import { publishLive } from '@/lib/live/publish';
import { byeRequester, entryOf, lockedSwiss, requireOwnEntry, requireUnpairedRound } from './swiss-tournament';

export interface ByeRequestInput {
  entryId: number;
  round: number;
  /** The points of this bye, when the organisers set them; else the tournament's. Organisers only. */
  points: number | null;
}

export async function requestBye(
  db: Db,
  actor: Actor,
  tournamentId: number,
  input: ByeRequestInput,
): Promise<SwissRequestedBye> {
  const requester = await byeRequester(db, actor, tournamentId);
  const { user, manages } = requester;
  try {
    return await db.transaction(async (tx) => {
      const swiss = await lockedSwiss(tx, tournamentId);
      const entry = await entryOf(tx, tournamentId, input.entryId, 'entryId');
      requireOwnEntry(requester, entry);
      if (input.points !== null && !manages)
        throw new AppError(
          'forbidden',
          'not-tournament-manager',
          'Only the organisers may set what a bye scores; leave the points out.',
          {
            field: 'points',
          },
        );
      if (entry.status === 'withdrawn')
        throw new AppError('conflict', 'already-withdrawn', `${entry.player.displayName} has withdrawn.`, {
          field: 'entryId',
        });
      requireUnpairedRound(swiss, input.round);
      const bye = await insertRequestedBye(tx, {
        tournamentId,
        round: input.round,
        entryId: entry.id,
        points: input.points ?? swiss.tournament.requestedByePoints,
        requestedBy: user.id,
      });
      await appendAudit(tx, {
        actorId: user.id,
        tournamentId,
        entity: 'entry',
        entityId: String(entry.id),
        action: 'bye-requested',
        after: { round: bye.round, points: bye.points },
      });
      await publishLive(tx, { tournamentId, kind: 'event' });
      return bye;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'swiss_requested_byes_entry_round_unique'))
      throw new AppError(
        'conflict',
        'bye-already-requested',
        'This player has already asked for a bye in that round.',
        {
          field: 'round',
          details: { round: input.round },
        },
      );
    throw error;
  }
}
