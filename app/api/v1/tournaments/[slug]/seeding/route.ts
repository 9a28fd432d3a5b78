import { apiRoute } from '@/lib/api/handler';
import { seedEntries } from '@/lib/services/entries/seed-entries';
import { tournamentOfSlug } from '@/lib/services/tournaments/tournament-state';
import { seedEntriesOperation } from './operations';

export const POST = apiRoute(seedEntriesOperation, async ({ actor, db, params, body }) =>
  seedEntries(db, actor, (await tournamentOfSlug(db, actor, params.slug)).id, body),
);
