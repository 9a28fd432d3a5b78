import { apiRoute, parsePart, serializeBody } from '@/lib/api/handler';
import { tournamentBody } from '@/lib/api/public-bodies';
import { requireTournamentManager } from '@/lib/auth/permissions';
import { tournamentOfSlug } from '@/lib/services/tournaments/tournament-state';
import { updateTournament } from '@/lib/services/tournaments/update-tournament';
import { cachedTournamentView, publicTournamentBySlug } from '@/lib/services/views/public-lookups';
import { tournamentFields } from '@/lib/validation/organiser-api';
import { tournamentSettingsSchema } from '@/lib/validation/tournaments';
import { getTournamentOperation, updateTournamentOperation } from './operations';

// The body and its ETag are made once per change of the tournament (dropped on its live event),
// from the same cached view as the tournament page, not once per request; so is the slug lookup.
export const GET = apiRoute(getTournamentOperation, async ({ db, params, cached }) => {
  const tournament = await publicTournamentBySlug(db, params.slug, cached);
  return cached(tournament.id, 'api:tournament', async () => {
    const view = await cachedTournamentView(db, tournament, cached);
    return serializeBody(getTournamentOperation, tournamentBody(view));
  });
});

export const PATCH = apiRoute(updateTournamentOperation, async ({ actor, db, params, body, reader }) => {
  const tournament = await tournamentOfSlug(db, actor, params.slug);
  // Before the body is merged with the stored settings: a refusal of the merge quotes them.
  await requireTournamentManager(db, actor, tournament.id);
  const given = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
  const settings = parsePart(tournamentSettingsSchema, { ...tournamentFields(tournament), ...given }, 'body', reader);
  return updateTournament(db, actor, tournament.id, settings);
});
