import { apiRoute, reply } from '@/lib/api/handler';
import { importPlayers } from '@/lib/services/entries/import-players';
import { tournamentOfSlug } from '@/lib/services/tournaments/tournament-state';
import { importPlayersOperation } from './operations';

export const POST = apiRoute(importPlayersOperation, async ({ actor, db, params, body }) => {
  const tournament = await tournamentOfSlug(db, actor, params.slug);
  return reply(await importPlayers(db, actor, tournament.id, body), { status: 201 });
});
