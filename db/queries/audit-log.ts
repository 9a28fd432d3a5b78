// The audit log: one row for every change to a result or a bracket (and to a tournament's set-up),
// written in the transaction that makes the change. The table refuses updates and deletes.
import { and, asc, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { auditLog, entries, matches, players, users, type AuditLogEntry } from '../schema';

/** What a service records: who (null for the system), where, what and why. */
export type AuditRecord = Omit<typeof auditLog.$inferInsert, 'id' | 'at'>;

export async function appendAudit(db: Db, records: AuditRecord | AuditRecord[]): Promise<void> {
  const rows = Array.isArray(records) ? records : [records];
  if (rows.length > 0) await db.insert(auditLog).values(rows);
}

/** A row about the tournament itself (created, edited, opened, seeded, started, closed, players imported). */
export async function appendTournamentAudit(
  db: Db,
  actorId: string | null,
  tournamentId: number,
  change: Omit<AuditRecord, 'actorId' | 'tournamentId' | 'entity' | 'entityId'>,
): Promise<void> {
  await appendAudit(db, { actorId, tournamentId, entity: 'tournament', entityId: String(tournamentId), ...change });
}

export type AuditLogLine = AuditLogEntry & { actorName: string | null; actorEmail: string | null };

export interface AuditLogFilter {
  /** Only the rows about this entity (e.g. `match` and a match id). */
  entity?: string;
  entityId?: string;
  /** Only rows of these actions (a kind of change, lib/audit/audit-kinds.ts). */
  actions?: readonly string[];
  /** Rows older than this id (paging back). */
  before?: number;
  limit?: number;
}

function matching(tournamentId: number, filter: AuditLogFilter) {
  return and(
    eq(auditLog.tournamentId, tournamentId),
    filter.entity === undefined ? undefined : eq(auditLog.entity, filter.entity),
    filter.entityId === undefined ? undefined : eq(auditLog.entityId, filter.entityId),
    filter.actions === undefined ? undefined : inArray(auditLog.action, [...filter.actions]),
  );
}

/** A tournament's audit log, newest first, with who made each change. */
export async function listAuditLog(db: Db, tournamentId: number, filter: AuditLogFilter = {}): Promise<AuditLogLine[]> {
  const rows = await db
    .select({ entry: auditLog, actorName: users.name, actorEmail: users.email })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(
      and(matching(tournamentId, filter), filter.before === undefined ? undefined : lt(auditLog.id, filter.before)),
    )
    .orderBy(desc(auditLog.id))
    .limit(filter.limit ?? 200);
  return rows.map((row) => ({ ...row.entry, actorName: row.actorName, actorEmail: row.actorEmail }));
}

/** One page of the log, newest first: the rows older than `before`, or else newer than `after` (paging forward), or else the newest. */
export interface AuditLogPage {
  lines: AuditLogLine[];
  /** Whether there are rows newer than the first and older than the last of the page. */
  newer: boolean;
  older: boolean;
}

export async function auditLogPage(
  db: Db,
  tournamentId: number,
  filter: Omit<AuditLogFilter, 'before' | 'limit'>,
  cursor: { before?: number; after?: number },
  size: number,
): Promise<AuditLogPage> {
  const where = matching(tournamentId, filter);
  if (cursor.after !== undefined) {
    // Paging forward: the `size` rows just newer than `after`, read oldest first, shown newest first.
    const rows = await db
      .select({ entry: auditLog, actorName: users.name, actorEmail: users.email })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(and(where, gt(auditLog.id, cursor.after)))
      .orderBy(asc(auditLog.id))
      .limit(size + 1);
    const lines = rows
      .slice(0, size)
      .map((row) => ({ ...row.entry, actorName: row.actorName, actorEmail: row.actorEmail }))
      .reverse();
    return { lines, newer: rows.length > size, older: true };
  }
  const rows = await listAuditLog(db, tournamentId, { ...filter, before: cursor.before, limit: size + 1 });
  const lines = rows.slice(0, size);
  return {
    lines,
    newer: cursor.before !== undefined && (await hasNewer(db, where, lines[0]?.id ?? cursor.before)),
    older: rows.length > size,
  };
}

async function hasNewer(db: Db, where: ReturnType<typeof matching>, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(and(where, gt(auditLog.id, id)))
    .limit(1);
  return row !== undefined;
}

/** The names the log's sentences mention, in one query: entries by their player's name, players by theirs. */
export async function auditNames(
  db: Db,
  ids: { entries: readonly number[]; players: readonly number[] },
): Promise<{ entries: Map<number, string>; players: Map<number, string> }> {
  const names = { entries: new Map<number, string>(), players: new Map<number, string>() };
  if (ids.entries.length === 0 && ids.players.length === 0) return names;
  const entryIds = ids.entries.length > 0 ? [...ids.entries] : [-1];
  const playerIds = ids.players.length > 0 ? [...ids.players] : [-1];
  const rows = await db.execute<{ kind: 'entry' | 'player'; id: number; name: string }>(sql`
    select 'entry' as kind, ${entries.id} as id, ${players.displayName} as name
      from ${entries} join ${players} on ${players.id} = ${entries.playerId} where ${inArray(entries.id, entryIds)}
    union all
    select 'player', ${players.id}, ${players.displayName} from ${players} where ${inArray(players.id, playerIds)}`);
  for (const row of rows.rows) (row.kind === 'entry' ? names.entries : names.players).set(Number(row.id), row.name);
  return names;
}

/** The matches a tournament's log has rows about, by key, for the log's match filter. */
export async function auditedMatches(db: Db, tournamentId: number): Promise<{ id: number; key: string }[]> {
  return db
    .selectDistinct({ id: matches.id, key: matches.key })
    .from(auditLog)
    .innerJoin(matches, and(eq(auditLog.entity, 'match'), eq(sql`${matches.id}::text`, auditLog.entityId)))
    .where(eq(auditLog.tournamentId, tournamentId))
    .orderBy(matches.key);
}
