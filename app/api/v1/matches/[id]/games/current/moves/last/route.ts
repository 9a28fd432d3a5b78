import { apiRoute } from '@/lib/api/handler';
import { idempotencyKeyOf } from '@/lib/api/idempotency-key';
import { undoLastMove } from '@/lib/services/reporting/record-move';
import { undoLastMoveOperation } from '../operations';

export const DELETE = apiRoute(undoLastMoveOperation, async ({ actor, db, params, request }) =>
  undoLastMove(db, actor, params.id, { idempotencyKey: idempotencyKeyOf(request) }),
);
