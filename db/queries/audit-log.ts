// The audit log: one row for every change to a result or a bracket (and to a tournament's set-up),
// written in the transaction that makes the change. The table refuses updates and deletes.
import { and, desc, eq, lt } from 'drizzle-orm';
import type { Db } from '../client';
import { auditLog, users, type AuditLogEntry } from '../schema';

/** What a service records: who (null for the system), where, what and why. */
export type AuditRecord = Omit<typeof auditLog.$inferInsert, 'id' | 'at'>;

export async function appendAudit(db: Db, records: AuditRecord | AuditRecord[]): Promise<void> {
  const rows = Array.isArray(records) ? records : [records];
  if (rows.length > 0) await db.insert(auditLog).values(rows);
}

export type AuditLogLine = AuditLogEntry & { actorName: string | null; actorEmail: string | null };

export interface AuditLogFilter {
  /** Only the rows about this entity (e.g. `match` and a match id). */
  entity?: string;
  entityId?: string;
  /** Rows older than this id (paging back). */
  before?: number;
  limit?: number;
}

/** A tournament's audit log, newest first, with who made each change. */
export async function listAuditLog(db: Db, tournamentId: number, filter: AuditLogFilter = {}): Promise<AuditLogLine[]> {
  const rows = await db
    .select({ entry: auditLog, actorName: users.name, actorEmail: users.email })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(
      and(
        eq(auditLog.tournamentId, tournamentId),
        filter.entity === undefined ? undefined : eq(auditLog.entity, filter.entity),
        filter.entityId === undefined ? undefined : eq(auditLog.entityId, filter.entityId),
        filter.before === undefined ? undefined : lt(auditLog.id, filter.before),
      ),
    )
    .orderBy(desc(auditLog.id))
    .limit(filter.limit ?? 200);
  return rows.map((row) => ({ ...row.entry, actorName: row.actorName, actorEmail: row.actorEmail }));
}
