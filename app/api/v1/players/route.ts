import { apiRoute, reply } from '@/lib/api/handler';
import { createPlayer } from '@/lib/services/players/create-player';
import { createPlayerOperation } from './operations';

export const POST = apiRoute(createPlayerOperation, async ({ actor, db, body }) =>
  reply(await createPlayer(db, actor, body), { status: 201 }),
);
