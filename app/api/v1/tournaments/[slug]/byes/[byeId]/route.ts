import { apiRoute } from '@/lib/api/handler';
import { withdrawByeRequest } from '@/lib/services/swiss/withdraw-bye-request';
import { tournamentOfSlug } from '@/lib/services/tournaments/tournament-state';
import { withdrawByeRequestOperation } from '../operations';

export const DELETE = apiRoute(withdrawByeRequestOperation, async ({ actor, db, params }) => {
  const tournament = await tournamentOfSlug(db, actor, params.slug);
  await withdrawByeRequest(db, actor, tournament.id, params.byeId);
});
