import { apiRoute } from '@/lib/api/handler';
import { idempotencyKeyOf } from '@/lib/api/idempotency-key';
import { disputeGame } from '@/lib/services/reporting/dispute-game';
import { disputeGameOperation } from '../operations';

export const POST = apiRoute(disputeGameOperation, async ({ actor, db, params, body, request }) =>
  disputeGame(db, actor, params.id, params.number, body, { idempotencyKey: idempotencyKeyOf(request) }),
);
