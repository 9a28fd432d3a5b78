// The opponent disputes a reported game with a comment: it stops where it is (not counted, holding
// back the games after it) until the organisers accept it, replace its record or void it
// (resolve-dispute.ts). Their control room lists it.
import type { Db } from '@/db/client';
import { disputeGameRow } from '@/db/queries/games';
import type { Actor } from '@/lib/auth/actor';
import { requireMatchPlayer } from '@/lib/auth/permissions';
import type { GameOutcome } from '@/lib/validation/games';
import { answerReport } from './game-changes';

export async function disputeGame(
  db: Db,
  actor: Actor,
  matchId: number,
  number: number,
  input: { comment: string },
  options: { idempotencyKey?: string | null } = {},
): Promise<GameOutcome> {
  const who = await requireMatchPlayer(db, actor, matchId);
  return answerReport(db, who, matchId, number, {
    act: 'dispute',
    by: who.user.id,
    change: (tx, gameId) => disputeGameRow(tx, gameId, input.comment),
    reason: input.comment,
    idempotencyKey: options.idempotencyKey,
    request: { operation: 'disputeGame', matchId, number, input },
  });
}
