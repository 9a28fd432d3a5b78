import { listPublicTournaments } from '@/db/queries/tournaments';
import { apiRoute, reply } from '@/lib/api/handler';
import { createTournament } from '@/lib/services/tournaments/create-tournament';
import { createTournamentOperation, listTournamentsOperation } from './operations';

export const GET = apiRoute(listTournamentsOperation, async ({ db }) => ({
  tournaments: await listPublicTournaments(db),
}));

export const POST = apiRoute(createTournamentOperation, async ({ actor, db, body }) => {
  const tournament = await createTournament(db, actor, body);
  return reply(tournament, { status: 201, headers: { location: `/api/v1/tournaments/${tournament.slug}` } });
});
