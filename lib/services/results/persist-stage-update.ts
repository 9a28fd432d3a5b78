// Writes what an operation of the formats library changed, with everything that follows from it in
// the app: the games of matches a correction reset are voided, so are the games of matches
// settled as walkovers that did not count (they never can now); a correction withdraws the
// adjustments of the other matches it took back (their result is gone, so is the ruling on it);
// entries knocked out are marked, and the audit log gets a row for the change and one for every
// other match it settled or reset.
// Called inside the service's transaction, with the stage row locked (db/queries/locks.ts).
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { withdrawAdjustments } from '@/db/queries/adjustments';
import { appendAudit, type AuditRecord } from '@/db/queries/audit-log';
import { voidLiveGames } from '@/db/queries/games';
import { saveStageUpdate } from '@/db/queries/stages';
import { entries, matches } from '@/db/schema';
import { publishLive } from '@/lib/live/publish';
import { placements, type Stage, type StageUpdate } from '@/core/tournament';

/** Who made the change, in which tournament and stage, and why. */
export interface ChangeContext {
  tournamentId: number;
  stageId: number;
  /** Null for a change the system made (e.g. a report confirmed when its window ran out). */
  actorId: string | null;
  reason: string | null;
}

/** The audit row of the change itself: what it was about and its before and after. */
export interface ChangeRecord {
  entity: string;
  entityId: string;
  action: string;
  before?: unknown;
  after?: unknown;
}

/** Ids of the stage's matches by key, for naming them in the log. */
async function matchIdsByKey(tx: Db, stageId: number, keys: readonly string[]): Promise<Map<string, number>> {
  if (keys.length === 0) return new Map();
  const rows = await tx.select({ id: matches.id, key: matches.key }).from(matches).where(and(eq(matches.stageId, stageId), inArray(matches.key, [...keys])));
  return new Map(rows.map((row) => [row.key, row.id]));
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
  options: { primary?: string; reset?: readonly string[] } = {},
): Promise<void> {
  await saveStageUpdate(tx, context.stageId, update);
  const reset = options.reset ?? [];
  const results = update.changes.flatMap((change) => (change.type === 'result' ? [change] : []));
  const settled = results.filter((change) => change.match !== options.primary).map((change) => change.match);
  const walkovers = results.filter((change) => change.how === 'walkover').map((change) => change.match);
  const undone = options.reset === undefined ? [] : update.changed.map((match) => match.key).filter((key) => key !== options.primary);
  const ids = await matchIdsByKey(tx, context.stageId, [...new Set([...reset, ...undone, ...results.map((change) => change.match)])]);
  const withdrawn = await withdrawAdjustments(
    tx,
    undone.map((key) => ids.get(key)!),
  );
  const voided = await voidLiveGames(
    tx,
    reset.map((key) => ids.get(key)!),
    { confirmedToo: true },
  );
  await voidLiveGames(
    tx,
    walkovers.map((key) => ids.get(key)!),
    { confirmedToo: false },
  );
  await markEliminations(tx, update.stage);

  const base = { actorId: context.actorId, tournamentId: context.tournamentId, reason: context.reason };
  const rows: AuditRecord[] = [{ ...base, ...record, before: record.before ?? null, after: { ...(record.after as object | undefined), changes: update.changes } }];
  for (const key of reset) {
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
      after: { key, status: update.stage.matches.find((match) => match.key === key)?.status ?? null },
    });
  }
  for (const key of settled) {
    const result = update.stage.matches.find((match) => match.key === key)?.result;
    rows.push({ ...base, entity: 'match', entityId: String(ids.get(key)!), action: 'result-settled', after: { key, result } });
  }
  await appendAudit(tx, rows);
  // Walkovers, withdrawals, corrections and new rounds change the bracket without a game.
  await publishLive(tx, { tournamentId: context.tournamentId, kind: 'result' });
}

/**
 * In a knockout, an entry whose run has ended is `eliminated`; one that a correction put back in
 * the running is `active` again. League formats knock nobody out before the end.
 */
async function markEliminations(tx: Db, stage: Stage): Promise<void> {
  const out = placements(stage)
    .filter((placement) => placement.eliminatedIn !== null)
    .map((placement) => Number(placement.entry));
  const inStage = stage.entries.map(Number);
  if (inStage.length === 0) return;
  await tx
    .update(entries)
    .set({ status: 'active' })
    .where(and(inArray(entries.id, inStage), eq(entries.status, 'eliminated')));
  if (out.length > 0) await tx.update(entries).set({ status: 'eliminated' }).where(and(inArray(entries.id, out), eq(entries.status, 'active')));
}
