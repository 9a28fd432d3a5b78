// The audit log's rows with their sentences (lib/audit/audit-sentence.ts), the names of the
// entries and players they mention read in one query: for the audit page, in its reader's
// language, and the API, in English.
import type { Db } from '@/db/client';
import { auditNames, type AuditLogLine } from '@/db/queries/audit-log';
import { auditReferences, auditSentence } from '@/lib/audit/audit-sentence';
import type { Translator } from '@/i18n/translator';

export type DescribedAuditLine = AuditLogLine & { sentence: string };

export async function describeAuditLines(
  db: Db,
  lines: readonly AuditLogLine[],
  t: Translator<'staffPages.auditLines'>,
): Promise<DescribedAuditLine[]> {
  const references = lines.map((line) => auditReferences(line));
  const names = await auditNames(db, {
    entries: [...new Set(references.flatMap((ids) => ids.entries))],
    players: [...new Set(references.flatMap((ids) => ids.players))],
  });
  return lines.map((line) => ({
    ...line,
    sentence: auditSentence(t, line, {
      actor: line.actorId === null ? null : (line.actorName ?? line.actorEmail ?? t('someone')),
      ...names,
    }),
  }));
}
