// Writes what an operation of the formats library changed, with everything that follows from it in
// the app: what follows is decided by the core's `planSettlement` (games voided, adjustments
// withdrawn, eliminations, the matches that get audit rows); this only maps keys to ids and writes
// it, then the audit log gets a row for the change and one for every other match it settled or reset.
// Called inside the service's transaction, with the stage row locked (db/queries/locks.ts).
import type { Db } from '@/db/client';
import { withdrawAdjustments } from '@/db/queries/adjustments';
import { appendAudit, type AuditRecord } from '@/db/queries/audit-log';
import { syncEliminations } from '@/db/queries/entries';
import { voidLiveGames } from '@/db/queries/games';
import { saveStageUpdate } from '@/db/queries/stages';
import { publishLive } from '@/lib/live/publish';
import { planSettlement, type SettlementOptions, type StageUpdate } from '@/core/tournament';

/** Who made the change, in which tournament and stage, and why. */
export interface ChangeContext {
  tournamentId: number;
  stageId: number;
  /** Null for a change the system made (e.g. a report confirmed when its window ran out). */
  actorId: string | null;
  reason: string | null;
  /** The ids of the stage's matches by key, as read with the stage the update was made on (`loadStageWithIds`). */
  matchIds: ReadonlyMap<string, number>;
}

/** The audit row of the change itself: what it was about and its before and after. */
export interface ChangeRecord {
  entity: string;
  entityId: string;
  action: string;
  before?: unknown;
  after?: unknown;
}

/**
 * Saves the update, voids the games of the matches in `reset`, marks eliminations and writes the
 * audit rows. `primary` is the key of the match the change was made on, if any: other matches
 * whose result changed as a consequence (walkovers running on) get rows of their own. `reset` is
 * given by corrections (`correctResult`), the only operation that takes finished matches back:
 * the adjustments of every match it changed but the primary are withdrawn.
 */
export async function persistStageUpdate(
  tx: Db,
  context: ChangeContext,
  update: StageUpdate,
  record: ChangeRecord,
  options: SettlementOptions = {},
): Promise<void> {
  // Every id of the stage, the new matches' too: for the voids and for naming the matches in the log.
  const ids = await saveStageUpdate(tx, context.stageId, update, context.matchIds);
  const plan = planSettlement(update, options);
  const idsOf = (keys: readonly string[]) => keys.map((key) => ids.get(key)!);
  const withdrawn = await withdrawAdjustments(tx, idsOf(plan.withdrawAdjustmentsOf));
  const voided = await voidLiveGames(tx, idsOf(plan.voidAll), { confirmedToo: true });
  await voidLiveGames(tx, idsOf(plan.voidUncounted), { confirmedToo: false });
  await syncEliminations(tx, plan.inStage.map(Number), plan.eliminated.map(Number));

  const base = { actorId: context.actorId, tournamentId: context.tournamentId, reason: context.reason };
  const rows: AuditRecord[] = [
    {
      ...base,
      ...record,
      before: record.before ?? null,
      after: { ...(record.after as object | undefined), changes: update.changes },
    },
  ];
  // A reset match's row names what the writes took back: its voided games, its withdrawn adjustment.
  for (const { key, status } of plan.resets) {
    const matchId = ids.get(key)!;
    rows.push({
      ...base,
      entity: 'match',
      entityId: String(matchId),
      action: 'match-reset',
      before: {
        key,
        games: voided.filter((game) => game.matchId === matchId).map((game) => game.number),
        adjustmentWithdrawn: withdrawn.some((adjustment) => adjustment.matchId === matchId),
      },
      after: { key, status },
    });
  }
  for (const { key, result } of plan.settled) {
    rows.push({
      ...base,
      entity: 'match',
      entityId: String(ids.get(key)!),
      action: 'result-settled',
      after: { key, result },
    });
  }
  await appendAudit(tx, rows);
  // Walkovers, withdrawals, corrections and new rounds change the bracket without a game.
  await publishLive(tx, { tournamentId: context.tournamentId, kind: 'result' });
}
