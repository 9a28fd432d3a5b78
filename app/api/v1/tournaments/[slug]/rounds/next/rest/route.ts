import { apiRoute, reply } from '@/lib/api/handler';
import { pairSwissRest } from '@/lib/services/tournaments/pair-swiss-rest';
import { tournamentOfSlug } from '@/lib/services/tournaments/tournament-state';
import { pairSwissRestOperation } from '../operations';

export const POST = apiRoute(pairSwissRestOperation, async ({ actor, db, params, body }) => {
  const { draft, check } = await pairSwissRest(db, actor, (await tournamentOfSlug(db, actor, params.slug)).id, body);
  return reply({ ...check, draft });
});
