import { apiRoute } from '@/lib/api/handler';
import { idempotencyKeyOf } from '@/lib/api/idempotency-key';
import { clientAddress } from '@/lib/auth/client-address';
import { confirmGame } from '@/lib/services/reporting/confirm-game';
import { confirmGameOperation } from '../operations';

export const POST = apiRoute(confirmGameOperation, async ({ actor, db, params, body, request }) =>
  confirmGame(db, actor, params.id, params.number, body, {
    idempotencyKey: idempotencyKeyOf(request),
    clientAddress: clientAddress(request.headers),
  }),
);
