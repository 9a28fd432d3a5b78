import { apiRoute } from '@/lib/api/handler';
import { setCheckIn } from '@/lib/services/entries/set-check-in';
import { entryOfTournament, tournamentOfSlug } from '@/lib/services/tournaments/tournament-state';
import { setCheckInOperation } from './operations';

export const PUT = apiRoute(setCheckInOperation, async ({ actor, db, params, body }) => {
  const tournament = await tournamentOfSlug(db, actor, params.slug);
  return setCheckIn(db, actor, {
    entryId: await entryOfTournament(db, tournament.id, params.entryId),
    checkedIn: body.checkedIn,
  });
});
