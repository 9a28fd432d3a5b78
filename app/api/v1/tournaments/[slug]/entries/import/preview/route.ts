import { apiRoute } from '@/lib/api/handler';
import { previewPlayerImport } from '@/lib/services/entries/import-players';
import { tournamentOfSlug } from '@/lib/services/tournaments/tournament-state';
import { previewPlayerImportOperation } from '../operations';

export const POST = apiRoute(previewPlayerImportOperation, async ({ actor, db, params, body }) => {
  const tournament = await tournamentOfSlug(db, actor, params.slug);
  return previewPlayerImport(db, actor, tournament.id, body);
});
