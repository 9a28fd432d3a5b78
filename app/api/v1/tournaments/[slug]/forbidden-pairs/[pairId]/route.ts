import { apiRoute } from '@/lib/api/handler';
import { removeForbiddenPair } from '@/lib/services/swiss/remove-forbidden-pair';
import { tournamentOfSlug } from '@/lib/services/tournaments/tournament-state';
import { removeForbiddenPairOperation } from '../operations';

export const DELETE = apiRoute(removeForbiddenPairOperation, async ({ actor, db, params }) => {
  const tournament = await tournamentOfSlug(db, actor, params.slug);
  await removeForbiddenPair(db, actor, tournament.id, params.pairId);
});
