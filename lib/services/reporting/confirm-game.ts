// The opponent confirms a reported game: on their own phone, or on the recording device by typing
// their PIN. Confirming counts the game: the series (and, when it is decided, the bracket) moves on
// in the same transaction. A confirmation that arrives after a dispute, an expiry or another
// confirmation is a conflict that changes nothing.
import type { Db } from '@/db/client';
import { confirmGameRow } from '@/db/queries/games';
import type { Actor } from '@/lib/auth/actor';
import { requireMatchPlayer } from '@/lib/auth/permissions';
import type { GameOutcome } from '@/lib/validation/games';
import { answerReport, opponentByPin } from './game-changes';

export async function confirmGame(
  db: Db,
  actor: Actor,
  matchId: number,
  number: number,
  input: { pin: string | null },
  options: { idempotencyKey?: string | null; clientAddress?: string | null } = {},
): Promise<GameOutcome> {
  const who = await requireMatchPlayer(db, actor, matchId);
  const by = input.pin ? await opponentByPin(db, matchId, who, input.pin, options.clientAddress ?? null) : who.user.id;
  const confirmedAt = new Date();
  return answerReport(db, who, matchId, number, {
    act: 'confirm',
    by,
    change: (tx, gameId) => confirmGameRow(tx, gameId, { confirmedBy: by, confirmedAt }),
    idempotencyKey: options.idempotencyKey,
    request: { operation: 'confirmGame', matchId, number },
  });
}
