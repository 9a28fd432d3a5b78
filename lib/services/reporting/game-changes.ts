// What the game-reporting services share: who may act on a game of a match and as whom, the
// opponent whose PIN confirms on the recording device, the live game of a number, and the step
// every change to a game ends with (audit line, then games → series → bracket).
import { lockedMatch, type LockedSeries } from '@/lib/services/results/series-lock';
import type { Db } from '@/db/client';
import { appendAudit } from '@/db/queries/audit-log';
import { findLiveGame } from '@/db/queries/games';
import { matchSeats } from '@/db/queries/rights';
import type { Game, Match } from '@/db/schema';
import type { SignedInActor } from '@/lib/auth/actor';
import type { MatchRights } from '@/lib/auth/permissions';
import { AppError } from '@/lib/errors';
import type { RefusalCode } from '@/lib/refusal-codes';
import type { GameOutcome } from '@/lib/validation/games';
import { idempotentTransaction } from '@/lib/services/idempotency';
import { gameOutcome } from './game-outcome';
import { settleSeries, syncSeries, type SeriesSync } from '@/lib/services/results/settle-series';
import { verifyPin } from './verify-pin';

/** Who acts on a match's games (what requireMatchPlayer answers). */
export interface MatchActor {
  user: SignedInActor;
  rights: MatchRights;
}

/**
 * The user a PIN typed on the actor's device belongs to: the actor's opponent, checked (and
 * throttled) before anything is written. Staff act in their own name and need no PIN.
 */
export async function opponentByPin(
  db: Db,
  matchId: number,
  { rights }: MatchActor,
  pin: string,
  clientAddress: string | null,
): Promise<string> {
  if (rights.slot === null)
    throw new AppError('invalid-input', 'pin-not-needed', 'Staff confirm in their own name, without a PIN.', {
      field: 'pin',
    });
  const seats = await matchSeats(db, matchId);
  const opponentId = rights.slot === 1 ? seats?.user2Id : seats?.user1Id;
  if (!opponentId)
    throw new AppError(
      'invalid-input',
      'opponent-without-account',
      'Your opponent has no account here, so they cannot confirm with a PIN; they confirm on their phone once they have one, or the report is confirmed when its window runs out.',
      { field: 'pin' },
    );
  await verifyPin(db, opponentId, pin, clientAddress);
  return opponentId;
}

/** The live game of this number (locked by the stage lock the caller holds); 404 when there is none. */
export async function liveGame(tx: Db, match: Match, number: number): Promise<Game> {
  const game = await findLiveGame(tx, match.id, number);
  if (!game)
    throw new AppError('not-found', 'game-not-found', `${match.key} has no game ${number}.`, {
      details: { match: match.key, game: number },
    });
  return game;
}

/** A report is open to confirmation or dispute only while it is `reported`; anything else lost a race or came too late. */
function requireAwaitingConfirmation(game: Game, match: Match): void {
  const refusals: Partial<Record<Game['status'], [RefusalCode, string]>> = {
    confirmed: ['game-already-confirmed', 'has already been confirmed'],
    disputed: ['game-disputed', 'is disputed: the organisers will decide it'],
    'in-progress': ['game-in-progress', 'is still being recorded'],
  };
  const refusal = refusals[game.status];
  if (refusal)
    throw new AppError('conflict', refusal[0], `Game ${game.number} of ${match.key} ${refusal[1]}.`, {
      details: { match: match.key, game: game.number },
    });
}

/** A player may not confirm or dispute their own report: that is the opponent's word. */
function requireNotReporter(
  game: Game,
  match: Match,
  confirmerId: string,
  { rights }: MatchActor,
  act: 'confirm' | 'dispute',
): void {
  if (rights.slot !== null && game.reportedBy === confirmerId) {
    throw new AppError(
      'forbidden',
      'own-report',
      `You reported game ${game.number} of ${match.key}: your opponent ${act}s it (on their phone, or on this device with their PIN).`,
      { details: { match: match.key, game: game.number, act } },
    );
  }
}

/**
 * Records the change in the audit log and carries it through the series into the bracket; `series`
 * is the match's series as the caller locked and read it (`lockSeries`), the changed game among its
 * live games, else it is locked and read here.
 */
export async function settleGameChange(
  tx: Db,
  match: Match,
  change: {
    actorId: string | null;
    tournamentId: number;
    action: string;
    game: Game;
    before?: Partial<Game> | null;
    reason?: string | null;
  },
  series?: LockedSeries,
): Promise<SeriesSync> {
  const { game } = change;
  await appendAudit(tx, {
    actorId: change.actorId,
    tournamentId: change.tournamentId,
    entity: 'match',
    entityId: String(match.id),
    action: change.action,
    before: change.before ? { key: match.key, game: game.number, ...change.before } : null,
    after: {
      key: match.key,
      game: game.number,
      gameId: game.id,
      status: game.status,
      result: game.result,
      captures: [game.capturesSouth, game.capturesNorth],
      endReason: game.endReason,
    },
    reason: change.reason ?? null,
  });
  const options = { actorId: change.actorId, reason: change.reason ?? null };
  return series ? settleSeries(tx, series, options) : syncSeries(tx, match.id, options);
}

/** The opponent's answer to a report (confirm or dispute): one transaction, once per idempotency key. */
export async function answerReport(
  db: Db,
  who: MatchActor,
  matchId: number,
  number: number,
  answer: {
    act: 'confirm' | 'dispute';
    by: string;
    /** The game's change of state (confirmGameRow or disputeGameRow), on the game answered. */
    change: (tx: Db, gameId: number) => Promise<Game>;
    reason?: string | null;
    idempotencyKey?: string | null;
    request: unknown;
  },
): Promise<GameOutcome> {
  const claim = { userId: who.user.id, key: answer.idempotencyKey, request: answer.request };
  return idempotentTransaction(db, claim, async (tx) => {
    const match = await lockedMatch(tx, matchId);
    const game = await liveGame(tx, match, number);
    requireAwaitingConfirmation(game, match);
    requireNotReporter(game, match, answer.by, who, answer.act);
    const changed = await answer.change(tx, game.id);
    await settleGameChange(tx, match, {
      actorId: answer.by,
      tournamentId: who.rights.tournamentId,
      action: answer.act === 'confirm' ? 'game-confirmed' : 'game-disputed',
      game: changed,
      before: { status: game.status },
      reason: answer.reason,
    });
    return gameOutcome(tx, matchId, changed);
  });
}
