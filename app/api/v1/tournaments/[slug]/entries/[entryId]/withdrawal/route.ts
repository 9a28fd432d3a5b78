import { apiRoute } from '@/lib/api/handler';
import { entryOfTournament, tournamentOfSlug } from '@/lib/services/tournaments/tournament-state';
import { withdrawEntry } from '@/lib/services/entries/withdraw-entry';
import { withdrawEntryOperation } from './operations';

export const POST = apiRoute(withdrawEntryOperation, async ({ actor, db, params, body }) => {
  const tournament = await tournamentOfSlug(db, actor, params.slug);
  return withdrawEntry(db, actor, {
    entryId: await entryOfTournament(db, tournament.id, params.entryId),
    reason: body.reason,
  });
});
