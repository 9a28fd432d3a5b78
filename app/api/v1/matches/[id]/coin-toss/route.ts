import { apiRoute } from '@/lib/api/handler';
import { recordCoinToss } from '@/lib/services/results/record-coin-toss';
import { recordCoinTossOperation } from './operations';

export const PUT = apiRoute(recordCoinTossOperation, async ({ actor, db, params, body }) =>
  recordCoinToss(db, actor, { matchId: params.id, slot: body.slot }),
);
