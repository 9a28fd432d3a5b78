import { apiRoute, reply } from '@/lib/api/handler';
import { checkSwissPairing } from '@/lib/services/tournaments/check-swiss-pairing';
import { tournamentOfSlug } from '@/lib/services/tournaments/tournament-state';
import { checkSwissPairingOperation } from '../operations';

export const POST = apiRoute(checkSwissPairingOperation, async ({ actor, db, params, body }) =>
  reply(await checkSwissPairing(db, actor, (await tournamentOfSlug(db, actor, params.slug)).id, body)),
);
