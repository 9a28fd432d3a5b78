import { apiRoute, reply } from '@/lib/api/handler';
import { listForbiddenPairs } from '@/db/queries/swiss-instructions';
import { addForbiddenPair } from '@/lib/services/swiss/add-forbidden-pair';
import { tournamentOfSlug } from '@/lib/services/tournaments/tournament-state';
import { addForbiddenPairOperation } from './operations';

export const POST = apiRoute(addForbiddenPairOperation, async ({ actor, db, params, body }) => {
  const tournament = await tournamentOfSlug(db, actor, params.slug);
  const pair = await addForbiddenPair(db, actor, tournament.id, body);
  const listed = (await listForbiddenPairs(db, tournament.id)).find((row) => row.id === pair.id)!;
  return reply(listed, { status: 201 });
});
