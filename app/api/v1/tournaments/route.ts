import { listPublicTournaments } from '@/db/queries/tournaments';
import { apiRoute } from '@/lib/api/handler';
import { listTournamentsOperation } from './operations';

export const GET = apiRoute(listTournamentsOperation, async ({ db }) => ({ tournaments: await listPublicTournaments(db) }));
