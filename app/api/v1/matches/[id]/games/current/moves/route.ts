import { apiRoute } from '@/lib/api/handler';
import { idempotencyKeyOf } from '@/lib/api/idempotency-key';
import { recordMove } from '@/lib/services/reporting/record-move';
import { recordMoveOperation } from './operations';

export const POST = apiRoute(recordMoveOperation, async ({ actor, db, params, body, request }) =>
  recordMove(db, actor, params.id, body, { idempotencyKey: idempotencyKeyOf(request) }),
);
