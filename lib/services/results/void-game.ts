// The organisers void a game (played under the wrong rules, a mistaken report, a disputed game they
// annul): it stops counting, and the series is recomputed from the games left (settle-series.ts). A
// void that changes a finished result is a correction: refused when later matches have games
// unless forced. A game with counted games after it can be voided only if those games still
// follow the first-move rule without it (else they go first, latest first). A preview runs the
// void, forced, and rolls it back.
import type { Db } from '@/db/client';
import { appendAudit } from '@/db/queries/audit-log';
import { isLiveGame } from '@/db/queries/game-rows';
import { matchIdOfGame, voidGameRow } from '@/db/queries/games';
import { lockGame } from '@/db/queries/locks';
import type { Actor } from '@/lib/auth/actor';
import { AppError, isAppError } from '@/lib/errors';
import { dryRun } from './dry-run';
import { requireMatchStaff, type MatchPlace } from './match-access';
import { resultChange, type ResultChange } from './result-change';
import { lockedMatch } from './series-lock';
import { syncSeries } from './settle-series';

export interface GameVoid {
  gameId: number;
  reason: string;
  force: boolean;
}

export async function voidGame(db: Db, actor: Actor, input: GameVoid): Promise<ResultChange> {
  const place = await requireGameStaff(db, actor, input.gameId);
  return { preview: false, ...(await db.transaction((tx) => applyVoid(tx, place, input, input.force))) };
}

/** What voiding the game would do, forced. */
export async function previewVoidGame(db: Db, actor: Actor, input: GameVoid): Promise<ResultChange> {
  const place = await requireGameStaff(db, actor, input.gameId);
  return { preview: true, ...(await dryRun(db, (tx) => applyVoid(tx, place, input, true))) };
}

async function requireGameStaff(db: Db, actor: Actor, gameId: number): Promise<MatchPlace & { matchId: number }> {
  const matchId = await matchIdOfGame(db, gameId);
  if (matchId === null) throw new AppError('not-found', 'game-not-found', 'This game was not found.');
  return { ...(await requireMatchStaff(db, actor, matchId)), matchId };
}

/** Voids the game inside the caller's transaction (which may already hold the stage lock) and carries it through the series. */
export async function applyVoid(tx: Db, place: MatchPlace & { matchId: number }, input: GameVoid, force: boolean) {
  const match = await lockedMatch(tx, place.matchId);
  const game = (await lockGame(tx, input.gameId))!;
  if (!isLiveGame(game)) {
    throw new AppError('conflict', 'game-not-live', `Game ${game.number} of ${match.key} is already ${game.status}.`, {
      details: { match: match.key, game: game.number, status: game.status },
    });
  }
  await voidGameRow(tx, game.id);
  await appendAudit(tx, {
    actorId: place.user.id,
    tournamentId: place.tournamentId,
    entity: 'match',
    entityId: String(match.id),
    action: 'game-voided',
    before: { key: match.key, game: game.number, gameId: game.id, status: game.status, result: game.result },
    after: { key: match.key, game: game.number, gameId: game.id, status: 'voided' },
    reason: input.reason,
  });
  const sync = await syncSeries(tx, match.id, { actorId: place.user.id, reason: input.reason, force }).catch(
    (error: unknown) => {
      // The games after this one were opened as the series stood with it counted: without it, the
      // formats library finds a game opened by the wrong player. Those games must go too.
      if (isAppError(error) && error.code === 'series-inconsistent') {
        throw new AppError(
          'conflict',
          'void-breaks-order',
          `Game ${game.number} of ${match.key} cannot be voided on its own: the games after it were started by the player the series gave them with game ${game.number} counted (${error.message}). Void the later games first, or correct the series result instead.`,
          { details: { match: match.key, game: game.number } },
        );
      }
      throw error;
    },
  );
  return resultChange(tx, match.id, sync.changes, sync.reset);
}
