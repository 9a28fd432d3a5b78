import { apiRoute } from '@/lib/api/handler';
import { previewVoidGame, voidGame } from '@/lib/services/results/void-game';
import { voidGameOperation } from './operations';

export const POST = apiRoute(voidGameOperation, async ({ actor, db, params, query, body }) =>
  (query.preview ? previewVoidGame : voidGame)(db, actor, { gameId: params.id, ...body }),
);
