import { apiRoute } from '@/lib/api/handler';
import { startTournament } from '@/lib/services/tournaments/start-tournament';
import { tournamentOfSlug } from '@/lib/services/tournaments/tournament-state';
import { startTournamentOperation } from './operations';

export const POST = apiRoute(startTournamentOperation, async ({ actor, db, params }) =>
  startTournament(db, actor, (await tournamentOfSlug(db, actor, params.slug)).id),
);
