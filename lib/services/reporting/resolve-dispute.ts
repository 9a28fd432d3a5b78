// The organisers (or an arbiter) decide a disputed game: accept the report as it stands, replace it
// with a record or result of their own (the disputed report is kept as `overridden`), or void the
// game so it is replayed. Each decision needs a reason, kept in the audit log, and goes through the
// series to the bracket in the same transaction.
import { lockedMatch } from '@/lib/services/results/series-lock';
import type { Db } from '@/db/client';
import { sideOfRow } from '@/db/queries/game-rows';
import { confirmGameRow, findGame, insertGame, overrideGame } from '@/db/queries/games';
import { findTournament } from '@/db/queries/tournaments';
import type { Actor } from '@/lib/auth/actor';
import { AppError } from '@/lib/errors';
import type { GameOutcome, ResolveDisputeInput } from '@/lib/validation/games';
import { adjudicateReport } from './adjudicate-report';
import { idempotentTransaction } from '@/lib/services/idempotency';
import { requireMatchStaff } from '@/lib/services/results/match-access';
import { liveGame, settleGameChange } from './game-changes';
import { gameOutcome } from './game-outcome';
import { applyVoid } from '@/lib/services/results/void-game';

export async function resolveDispute(
  db: Db,
  actor: Actor,
  matchId: number,
  number: number,
  input: ResolveDisputeInput,
  options: { idempotencyKey?: string | null } = {},
): Promise<GameOutcome> {
  const place = await requireMatchStaff(db, actor, matchId);
  const staffId = place.user.id;
  const tournament = (await findTournament(db, place.tournamentId))!;
  const claim = {
    userId: staffId,
    key: options.idempotencyKey,
    request: { operation: 'resolveDispute', matchId, number, input },
  };
  return idempotentTransaction(db, claim, async (tx) => {
    const match = await lockedMatch(tx, matchId);
    const game = await liveGame(tx, match, number);
    if (game.status !== 'disputed')
      throw new AppError(
        'conflict',
        'game-not-disputed',
        `Game ${number} of ${match.key} is ${game.status}, not disputed.`,
        { details: { match: match.key, game: number, status: game.status } },
      );
    const change = {
      actorId: staffId,
      tournamentId: place.tournamentId,
      reason: input.reason,
      before: { status: game.status, result: game.result, disputeComment: game.disputeComment },
    };
    if (input.decision === 'void') {
      await applyVoid(tx, { ...place, matchId }, { gameId: game.id, reason: input.reason, force: false }, false);
      return gameOutcome(tx, matchId, await findGame(tx, game.id));
    }
    if (input.decision === 'accept') {
      const accepted = await confirmGameRow(tx, game.id, { confirmedBy: staffId, confirmedAt: new Date() });
      await settleGameChange(tx, match, { ...change, action: 'dispute-accepted', game: accepted });
      return gameOutcome(tx, matchId, accepted);
    }
    if (!input.kind)
      throw new AppError(
        'invalid-input',
        'missing-kind',
        'Give the replacement: a move list, a game file or a result.',
        { field: 'kind' },
      );
    // The replacement keeps the seats and first mover of the game as played; only its course and outcome change.
    const seated = {
      number,
      southEntryId: game.southEntryId,
      northEntryId: (game.southEntryId === match.entry1Id ? match.entry2Id : match.entry1Id)!,
      first: sideOfRow(game.firstMover),
    };
    const outcome = await adjudicateReport(tx, { ...input, kind: input.kind }, tournament.ruleSet, seated);
    await overrideGame(tx, game.id);
    const now = new Date();
    const replacement = await insertGame(tx, {
      matchId,
      number,
      southEntryId: game.southEntryId,
      firstMover: game.firstMover,
      ruleSet: game.ruleSet,
      ...outcome,
      status: 'confirmed',
      reportedBy: staffId,
      reportedAt: now,
      confirmedBy: staffId,
      confirmedAt: now,
    });
    await settleGameChange(tx, match, { ...change, action: 'dispute-replaced', game: replacement });
    return gameOutcome(tx, matchId, replacement);
  });
}
