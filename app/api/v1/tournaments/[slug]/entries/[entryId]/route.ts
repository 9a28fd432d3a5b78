import { apiRoute } from '@/lib/api/handler';
import { removeEntry } from '@/lib/services/entries/remove-entry';
import { entryOfTournament, tournamentOfSlug } from '@/lib/services/tournaments/tournament-state';
import { removeEntryOperation } from './operations';

export const DELETE = apiRoute(removeEntryOperation, async ({ actor, db, params }) => {
  const tournament = await tournamentOfSlug(db, actor, params.slug);
  await removeEntry(db, actor, await entryOfTournament(db, tournament.id, params.entryId));
});
