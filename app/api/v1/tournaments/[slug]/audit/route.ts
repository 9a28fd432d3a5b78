import { createTranslator } from 'next-intl';
import { loadMessages } from '@/i18n/request';
import type { Translator } from '@/i18n/translator';
import { listAuditLog } from '@/db/queries/audit-log';
import { apiRoute } from '@/lib/api/handler';
import { requireTournamentStaff } from '@/lib/auth/permissions';
import { describeAuditLines } from '@/lib/services/views/describe-audit-lines';
import { tournamentOfSlug } from '@/lib/services/tournaments/tournament-state';
import { listAuditLogOperation } from './operations';

export const GET = apiRoute(listAuditLogOperation, async ({ actor, db, params, query }) => {
  const tournament = await tournamentOfSlug(db, actor, params.slug);
  await requireTournamentStaff(db, actor, tournament.id);
  // The API speaks English whatever the caller's browser asks for.
  const english: Translator<'staffPages.auditLines'> = createTranslator({
    locale: 'en',
    messages: await loadMessages('en'),
    namespace: 'staffPages.auditLines',
  });
  return { lines: await describeAuditLines(db, await listAuditLog(db, tournament.id, query), english) };
});
