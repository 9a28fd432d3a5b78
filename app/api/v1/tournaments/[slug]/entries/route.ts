import { countEntries, listEntries } from '@/db/queries/entries';
import { apiRoute, reply } from '@/lib/api/handler';
import { requireTournamentStaff } from '@/lib/auth/permissions';
import { addEntry } from '@/lib/services/entries/add-entry';
import { tournamentOfSlug } from '@/lib/services/tournaments/tournament-state';
import { addEntryOperation, listEntriesOperation } from './operations';

export const GET = apiRoute(listEntriesOperation, async ({ actor, db, params }) => {
  const tournament = await tournamentOfSlug(db, actor, params.slug);
  await requireTournamentStaff(db, actor, tournament.id);
  return { entries: await listEntries(db, tournament.id), counts: await countEntries(db, tournament.id) };
});

export const POST = apiRoute(addEntryOperation, async ({ actor, db, params, body }) => {
  const tournament = await tournamentOfSlug(db, actor, params.slug);
  return reply(await addEntry(db, actor, tournament.id, body), { status: 201 });
});
