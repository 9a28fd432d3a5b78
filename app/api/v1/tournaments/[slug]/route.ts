import { apiRoute } from '@/lib/api/handler';
import { publicTournamentBySlug, tournamentBody } from '@/lib/api/public-views';
import { getTournamentOperation } from './operations';

export const GET = apiRoute(getTournamentOperation, async ({ db, params }) => tournamentBody(await publicTournamentBySlug(db, params.slug)));
