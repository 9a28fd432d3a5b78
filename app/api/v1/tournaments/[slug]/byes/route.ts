import { apiRoute, reply } from '@/lib/api/handler';
import { listRequestedByes } from '@/db/queries/swiss-instructions';
import { requestBye } from '@/lib/services/swiss/request-bye';
import { tournamentOfSlug } from '@/lib/services/tournaments/tournament-state';
import { requestByeOperation } from './operations';

export const POST = apiRoute(requestByeOperation, async ({ actor, db, params, body }) => {
  const tournament = await tournamentOfSlug(db, actor, params.slug);
  const bye = await requestBye(db, actor, tournament.id, body);
  const listed = (await listRequestedByes(db, tournament.id)).find((row) => row.id === bye.id)!;
  return reply(listed, { status: 201 });
});
