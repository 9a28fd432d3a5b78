import { apiRoute, reply } from '@/lib/api/handler';
import { explainSwissRound } from '@/lib/services/views/explain-swiss-round';
import { explainSwissRoundOperation } from './operations';

export const GET = apiRoute(explainSwissRoundOperation, async ({ actor, db, params }) =>
  reply(await explainSwissRound(db, actor, params.slug, params.round)),
);
