import { apiRoute, reply } from '@/lib/api/handler';
import { importSwissTrf } from '@/lib/services/entries/import-trf';
import { tournamentOfSlug } from '@/lib/services/tournaments/tournament-state';
import { importSwissTrfOperation } from './operations';

export const POST = apiRoute(importSwissTrfOperation, async ({ actor, db, params, body }) => {
  const tournament = await tournamentOfSlug(db, actor, params.slug);
  const { entered, roundsPlayed } = await importSwissTrf(db, actor, tournament.id, body);
  return reply({ entered, roundsPlayed }, { status: 201 });
});
