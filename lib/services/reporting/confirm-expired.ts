// Reports nobody confirmed or disputed within the tournament's confirmation window are confirmed
// by the system (actor null in the audit log). Run by a sweep (an interval in each app process), never
// by a page: reads never write, so a page shows what is stored, and the sweep's confirmation reaches
// open pages as a live event within its 30 s. It is
// idempotent: each game is re-checked under the stage lock, so a sweep racing a confirmation, a
// dispute or another sweep confirms a report at most once and never one that was answered.
import type { Db } from '@/db/client';
import { confirmGameRows, expiredReports } from '@/db/queries/games';
import { lockStageOfMatch } from '@/db/queries/locks';
import { findMatch } from '@/db/queries/matches';
import { tournamentIdOfStage } from '@/db/queries/stages';
import { forgetExpiredIdempotencyKeys } from '@/lib/services/idempotency';
import { settleGameChange } from './game-changes';

/** Confirms the expired reports (of one match, or of every match) and returns how many it confirmed. */
export async function confirmExpiredReports(db: Db, options: { now?: Date; matchId?: number } = {}): Promise<number> {
  const now = options.now ?? new Date();
  const due = new Set((await expiredReports(db, now, options.matchId)).map((report) => report.matchId));
  let confirmed = 0;
  for (const matchId of due) {
    confirmed += await db.transaction(async (tx) => {
      await lockStageOfMatch(tx, matchId);
      // Read again under the lock: a confirmation or dispute may have answered the report meanwhile.
      const stillDue = await expiredReports(tx, now, matchId);
      if (stillDue.length === 0) return 0;
      const match = (await findMatch(tx, matchId))!;
      const tournamentId = await tournamentIdOfStage(tx, match.stageId);
      const settled = await confirmGameRows(
        tx,
        stillDue.map((report) => report.id),
        { confirmedBy: null, confirmedAt: now },
      );
      for (const game of settled.sort((a, b) => a.number - b.number)) {
        await settleGameChange(tx, match, {
          actorId: null,
          tournamentId,
          action: 'game-confirmed-expired',
          game,
          before: { status: 'reported' },
        });
      }
      return settled.length;
    });
  }
  return confirmed;
}

const SWEEP_MILLISECONDS = 30_000;

// On globalThis: instrumentation.ts and the pages are bundled apart, and one sweep per process is enough.
const sweepKey = Symbol.for('warri-open.expiry-sweep');
type SweepHolder = { [sweepKey]?: ReturnType<typeof setInterval> };

/**
 * Starts this process's sweep, once: every 30 s the expired reports are confirmed and idempotency
 * keys older than a day forgotten. instrumentation.ts starts it with the server.
 */
export function startExpirySweep(db: Db): void {
  const holder = globalThis as SweepHolder;
  holder[sweepKey] ??= setInterval(() => {
    confirmExpiredReports(db).catch((error: unknown) => console.error('confirming expired reports failed:', error));
    forgetExpiredIdempotencyKeys(db).catch((error: unknown) =>
      console.error('forgetting old idempotency keys failed:', error),
    );
  }, SWEEP_MILLISECONDS).unref();
}
