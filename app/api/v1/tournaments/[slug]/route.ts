import { apiRoute, parsePart } from '@/lib/api/handler';
import { publicTournamentBySlug, tournamentBody } from '@/lib/api/public-views';
import { tournamentOfSlug } from '@/lib/services/tournament-state';
import { updateTournament } from '@/lib/services/update-tournament';
import { tournamentFields } from '@/lib/validation/organiser-api';
import { tournamentSettingsSchema } from '@/lib/validation/tournaments';
import { getTournamentOperation, updateTournamentOperation } from './operations';

export const GET = apiRoute(getTournamentOperation, async ({ db, params }) => tournamentBody(await publicTournamentBySlug(db, params.slug)));

export const PATCH = apiRoute(updateTournamentOperation, async ({ actor, db, params, body }) => {
  const tournament = await tournamentOfSlug(db, params.slug);
  const given = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
  const settings = parsePart(tournamentSettingsSchema, { ...tournamentFields(tournament), ...given }, 'body');
  return updateTournament(db, actor, tournament.id, settings);
});
