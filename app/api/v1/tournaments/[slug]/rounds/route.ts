import { apiRoute, reply } from '@/lib/api/handler';
import { generateNextRound } from '@/lib/services/tournaments/generate-next-round';
import { tournamentOfSlug } from '@/lib/services/tournaments/tournament-state';
import { generateNextRoundOperation } from './operations';

export const POST = apiRoute(generateNextRoundOperation, async ({ actor, db, params }) =>
  reply(await generateNextRound(db, actor, (await tournamentOfSlug(db, actor, params.slug)).id), { status: 201 }),
);
