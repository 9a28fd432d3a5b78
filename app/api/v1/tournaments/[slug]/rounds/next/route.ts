import { apiRoute, reply } from '@/lib/api/handler';
import { previewSwissRound } from '@/lib/services/tournaments/preview-swiss-round';
import { publishSwissRound } from '@/lib/services/tournaments/publish-swiss-round';
import { tournamentOfSlug } from '@/lib/services/tournaments/tournament-state';
import { previewSwissRoundOperation, publishSwissRoundOperation } from './operations';

export const GET = apiRoute(previewSwissRoundOperation, async ({ actor, db, params }) =>
  reply(await previewSwissRound(db, actor, (await tournamentOfSlug(db, actor, params.slug)).id)),
);

export const POST = apiRoute(publishSwissRoundOperation, async ({ actor, db, params, body }) =>
  reply(await publishSwissRound(db, actor, (await tournamentOfSlug(db, actor, params.slug)).id, body), {
    status: 201,
  }),
);
