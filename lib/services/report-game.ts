// A player (or staff) reports a finished game of a match in one of three ways: the move list, a
// whole-game file, or the result only. The series decides the game's number and who moves first;
// a client's number that differs is a conflict, so two reports of one game (a double tap, both
// players at once) store one game. A player's report waits for the opponent (their confirmation,
// here with their PIN or later on their phone, or the tournament's confirmation window); staff
// reports stand at once.
import type { Db } from '@/db/client';
import { games } from '@/db/schema';
import type { Actor } from '@/lib/auth/actor';
import { requireMatchPlayer } from '@/lib/auth/permissions';
import { AppError, isUniqueViolation } from '@/lib/errors';
import type { GameOutcome, ReportGameInput } from '@/lib/validation/games';
import { adjudicateReport } from './game-report';
import { idempotentTransaction } from './idempotency';
import { opponentByPin, settleGameChange } from './match-games';
import { gameOutcome, outcomeOf, planFromGames, requireNextGame } from './next-game';
import { lockSeries, withStageLock } from './sync-series';

export async function reportGame(db: Db, actor: Actor, matchId: number, input: ReportGameInput, options: { idempotencyKey?: string | null } = {}): Promise<GameOutcome> {
  const who = await requireMatchPlayer(db, actor, matchId);
  // A PIN is checked (and throttled) before the transaction, so a wrong one is counted even though nothing is stored.
  const confirmerId = who.rights.slot === null ? who.user.id : input.opponentPin ? await opponentByPin(db, matchId, who, input.opponentPin) : null;
  const claim = { userId: who.user.id, key: options.idempotencyKey, request: { operation: 'reportGame', matchId, input: { ...input, opponentPin: null } } };
  // Under the stage lock shared with other reports while the series goes on; a report that decides it runs again under the exclusive lock.
  return withStageLock((stageLock) =>
    idempotentTransaction(db, claim, async (tx) => {
      const series = await lockSeries(tx, matchId, stageLock);
      const { match, tournament } = series;
      const plan = planFromGames(series.setting, match, series.live);
      if (plan.recording) {
        throw new AppError('conflict', 'game-being-recorded', `Game ${plan.recording.number} of ${match.key} is being recorded at the table: finish it (or undo it) there.`);
      }
      const next = requireNextGame(match, plan, input.number);
      const southSlot = input.south ?? next.opener + 1;
      const first = southSlot - 1 === next.opener ? 'S' : 'N';
      const outcome = adjudicateReport(input, tournament.ruleSet, first);
      const now = new Date();
      const [game] = await tx
        .insert(games)
        .values({
          matchId,
          number: next.number,
          southEntryId: (southSlot === 1 ? match.entry1Id : match.entry2Id)!,
          firstMover: first === 'S' ? 'south' : 'north',
          ruleSet: tournament.ruleSet,
          ...outcome,
          status: confirmerId ? 'confirmed' : 'reported',
          reportedBy: who.user.id,
          reportedAt: now,
          confirmedBy: confirmerId,
          confirmedAt: confirmerId ? now : null,
        })
        .returning()
        .catch((error: unknown) => {
          // The match lock serialises reports of one match; the unique index is the last word if anything ever slips past it.
          if (isUniqueViolation(error, 'games_one_live_per_number')) throw new AppError('conflict', 'game-already-reported', `Game ${next.number} of ${match.key} has already been reported.`);
          throw error;
        });
      const live = [...series.live, game];
      const action = confirmerId ? 'game-reported-confirmed' : 'game-reported';
      const sync = await settleGameChange(tx, match, { actorId: who.user.id, tournamentId: tournament.id, action, game }, { ...series, live });
      // A series that goes on is answered from what is in hand; a bracket that changed is read again.
      return sync.outcome === 'open' ? outcomeOf(sync.match, planFromGames(series.setting, sync.match, live), game) : gameOutcome(tx, matchId, game);
    }),
  );
}
