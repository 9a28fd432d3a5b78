// A player (or staff) reports a finished game of a match in one of three ways: the move list, a
// whole-game file, or the result only. The series decides the game's number and who moves first;
// a client's number that differs is a conflict, so two reports of one game (a double tap, both
// players at once) store one game. A player's report waits for the opponent (their confirmation,
// here with their PIN or later on their phone, or the tournament's confirmation window); staff
// reports stand at once.
import type { Db } from '@/db/client';
import { rowSide, type GameOutcomeColumns } from '@/db/queries/game-rows';
import { insertGame } from '@/db/queries/games';
import type { Game } from '@/db/schema';
import type { Actor } from '@/lib/auth/actor';
import { requireMatchPlayer } from '@/lib/auth/permissions';
import { AppError, isUniqueViolation } from '@/lib/errors';
import { lockSeries, withStageLock } from '@/lib/services/results/series-lock';
import type { GameOutcome, ReportGameInput } from '@/lib/validation/games';
import { adjudicateReport, type SeatedGame } from './adjudicate-report';
import { idempotentTransaction } from '@/lib/services/idempotency';
import { opponentByPin, settleGameChange } from './game-changes';
import { gameOutcome, outcomeOf } from './game-outcome';
import { planFromGames, requireNextGame } from './next-game';

export async function reportGame(
  db: Db,
  actor: Actor,
  matchId: number,
  input: ReportGameInput,
  options: { idempotencyKey?: string | null; clientAddress?: string | null } = {},
): Promise<GameOutcome> {
  const who = await requireMatchPlayer(db, actor, matchId);
  // A PIN is checked (and throttled) before the transaction, so a wrong one is counted even though nothing is stored.
  const confirmerId =
    who.rights.slot === null
      ? who.user.id
      : input.opponentPin
        ? await opponentByPin(db, matchId, who, input.opponentPin, options.clientAddress ?? null)
        : null;
  const claim = {
    userId: who.user.id,
    key: options.idempotencyKey,
    request: { operation: 'reportGame', matchId, input: { ...input, opponentPin: null } },
  };
  // Under the stage lock shared with other reports while the series goes on; a report that decides it runs again under the exclusive lock.
  return withStageLock((stageLock) =>
    idempotentTransaction(db, claim, async (tx) => {
      const series = await lockSeries(tx, matchId, stageLock);
      const { match, tournament } = series;
      const plan = planFromGames(series.setting, match, series.live);
      if (plan.recording) {
        throw new AppError(
          'conflict',
          'game-being-recorded',
          `Game ${plan.recording.number} of ${match.key} is being recorded at the table: finish it (or undo it) there.`,
          { details: { match: match.key, game: plan.recording.number } },
        );
      }
      const next = requireNextGame(match, plan, input.number);
      const southSlot = input.south ?? next.opener + 1;
      const seated = {
        number: next.number,
        southEntryId: (southSlot === 1 ? match.entry1Id : match.entry2Id)!,
        northEntryId: (southSlot === 1 ? match.entry2Id : match.entry1Id)!,
        first: southSlot - 1 === next.opener ? ('S' as const) : ('N' as const),
      };
      const outcome = await adjudicateReport(tx, input, tournament.ruleSet, seated);
      refuseUnconfirmedRepeat(series.live, seated, outcome, input);
      const now = new Date();
      const game = await insertGame(tx, {
        matchId,
        number: next.number,
        southEntryId: seated.southEntryId,
        firstMover: rowSide(seated.first),
        ruleSet: tournament.ruleSet,
        ...outcome,
        status: confirmerId ? 'confirmed' : 'reported',
        reportedBy: who.user.id,
        reportedAt: now,
        confirmedBy: confirmerId,
        confirmedAt: confirmerId ? now : null,
      }).catch((error: unknown) => {
        // The match lock serialises reports of one match; the unique index is the last word if anything ever slips past it.
        if (isUniqueViolation(error, 'games_one_live_per_number'))
          throw new AppError(
            'conflict',
            'game-already-reported',
            `Game ${next.number} of ${match.key} has already been reported.`,
            { details: { match: match.key, game: next.number } },
          );
        throw error;
      });
      const live = [...series.live, game];
      const action = confirmerId ? 'game-reported-confirmed' : 'game-reported';
      const sync = await settleGameChange(
        tx,
        match,
        { actorId: who.user.id, tournamentId: tournament.id, action, game },
        { ...series, live },
      );
      // A series that goes on is answered from what is in hand; a bracket that changed is read again.
      return sync.outcome === 'open'
        ? outcomeOf(sync.match, planFromGames(series.setting, sync.match, live), game)
        : gameOutcome(tx, matchId, game);
    }),
  );
}

/**
 * A record with the same moves and the same seats as an earlier game of the match is far more
 * likely a report sent twice (a form still holding the last game) than a game played again move
 * for move: it is refused unless `repeatOf` names that game, as the page does once the person says
 * it really was played again.
 */
function refuseUnconfirmedRepeat(
  live: readonly Game[],
  seated: SeatedGame,
  outcome: GameOutcomeColumns,
  input: ReportGameInput,
): void {
  if (outcome.record === null) return;
  const firstMover = rowSide(seated.first);
  const earlier = live.find(
    (game) =>
      game.record === outcome.record && game.southEntryId === seated.southEntryId && game.firstMover === firstMover,
  );
  if (!earlier || input.repeatOf === earlier.number) return;
  throw new AppError(
    'conflict',
    'repeated-record',
    `These are the moves of game ${earlier.number}, with the same players in the same seats. Was game ${seated.number} really played again move for move? If so, report it anyway; if not, check the moves.`,
    { field: input.kind === 'file' ? 'file' : 'moves', details: { repeatOf: earlier.number, game: seated.number } },
  );
}
