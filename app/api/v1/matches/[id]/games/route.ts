import { apiRoute } from '@/lib/api/handler';
import { idempotencyKeyOf } from '@/lib/api/idempotency-key';
import { clientAddress } from '@/lib/auth/client-address';
import { reportGame } from '@/lib/services/reporting/report-game';
import { reportGameOperation } from './operations';

export const POST = apiRoute(reportGameOperation, async ({ actor, db, params, body, request }) =>
  reportGame(db, actor, params.id, body, {
    idempotencyKey: idempotencyKeyOf(request),
    clientAddress: clientAddress(request.headers),
  }),
);
