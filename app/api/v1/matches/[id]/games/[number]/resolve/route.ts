import { apiRoute } from '@/lib/api/handler';
import { idempotencyKeyOf } from '@/lib/api/idempotency-key';
import { resolveDispute } from '@/lib/services/reporting/resolve-dispute';
import { resolveDisputeOperation } from '../operations';

export const POST = apiRoute(resolveDisputeOperation, async ({ actor, db, params, body, request }) =>
  resolveDispute(db, actor, params.id, params.number, body, { idempotencyKey: idempotencyKeyOf(request) }),
);
