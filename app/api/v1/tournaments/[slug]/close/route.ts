import { apiRoute } from '@/lib/api/handler';
import { closeTournament } from '@/lib/services/tournaments/close-tournament';
import { tournamentOfSlug } from '@/lib/services/tournaments/tournament-state';
import { closeTournamentOperation } from './operations';

export const POST = apiRoute(closeTournamentOperation, async ({ actor, db, params }) =>
  closeTournament(db, actor, (await tournamentOfSlug(db, actor, params.slug)).id),
);
