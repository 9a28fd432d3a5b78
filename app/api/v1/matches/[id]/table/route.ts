import { apiRoute } from '@/lib/api/handler';
import { assignTable } from '@/lib/services/results/assign-table';
import { assignTableOperation } from './operations';

export const PUT = apiRoute(assignTableOperation, async ({ actor, db, params, body }) =>
  assignTable(db, actor, { matchId: params.id, tableNumber: body.tableNumber }),
);
