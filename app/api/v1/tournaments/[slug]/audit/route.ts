import { listAuditLog } from '@/db/queries/audit-log';
import { apiRoute } from '@/lib/api/handler';
import { requireTournamentStaff } from '@/lib/auth/permissions';
import { describeAuditLines } from '@/lib/services/views/describe-audit-lines';
import { tournamentOfSlug } from '@/lib/services/tournaments/tournament-state';
import { listAuditLogOperation } from './operations';

export const GET = apiRoute(listAuditLogOperation, async ({ actor, db, params, query }) => {
  const tournament = await tournamentOfSlug(db, actor, params.slug);
  await requireTournamentStaff(db, actor, tournament.id);
  return { lines: await describeAuditLines(db, await listAuditLog(db, tournament.id, query)) };
});
