// The organisers keep two players apart: the Swiss never pairs them (family, the same club when
// the organiser chooses), from the next round paired on.
import type { Db } from '@/db/client';
import { appendAudit } from '@/db/queries/audit-log';
import { insertForbiddenPair } from '@/db/queries/swiss-instructions';
import type { SwissForbiddenPair } from '@/db/schema';
import type { Actor } from '@/lib/auth/actor';
import { requireTournamentManager } from '@/lib/auth/permissions';
import { AppError, isUniqueViolation } from '@/lib/errors';
import { publishLive } from '@/lib/live/publish';
import { entryOf, lockedSwiss } from './swiss-tournament';

export interface ForbiddenPairInput {
  entry1Id: number;
  entry2Id: number;
  reason: string | null;
}

export async function addForbiddenPair(
  db: Db,
  actor: Actor,
  tournamentId: number,
  input: ForbiddenPairInput,
): Promise<SwissForbiddenPair> {
  const user = await requireTournamentManager(db, actor, tournamentId);
  if (input.entry1Id === input.entry2Id)
    throw new AppError(
      'invalid-input',
      'pair-with-itself',
      'Choose two different players: a player cannot be kept apart from himself.',
      { field: 'entry2Id' },
    );
  try {
    return await db.transaction(async (tx) => {
      await lockedSwiss(tx, tournamentId);
      const first = await entryOf(tx, tournamentId, input.entry1Id, 'entry1Id');
      const second = await entryOf(tx, tournamentId, input.entry2Id, 'entry2Id');
      const pair = await insertForbiddenPair(tx, { tournamentId, ...input, createdBy: user.id });
      await appendAudit(tx, {
        actorId: user.id,
        tournamentId,
        entity: 'forbidden-pair',
        entityId: String(pair.id),
        action: 'forbidden-pair-added',
        after: { entries: [first.id, second.id], reason: input.reason },
        reason: input.reason,
      });
      await publishLive(tx, { tournamentId, kind: 'event' });
      return pair;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'swiss_forbidden_pairs_unique'))
      throw new AppError('conflict', 'forbidden-pair-exists', 'These two players are already kept apart.', {
        field: 'entry2Id',
      });
    throw error;
  }
}
