import { apiRoute } from '@/lib/api/handler';
import { mergePlayers } from '@/lib/services/players/merge-players';
import { mergePlayersOperation } from './operations';

export const POST = apiRoute(
  mergePlayersOperation,
  async ({ actor, db, body }) => (await mergePlayers(db, actor, body)).kept,
);
