import { apiRoute } from '@/lib/api/handler';
import { awardWalkover } from '@/lib/services/results/award-walkover';
import { awardWalkoverOperation } from './operations';

export const POST = apiRoute(awardWalkoverOperation, async ({ actor, db, params, body }) =>
  awardWalkover(db, actor, { matchId: params.id, ...body }),
);
