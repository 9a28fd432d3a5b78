import { downloadRoute } from '@/lib/exports/download';
import { tournamentResults } from '@/lib/services/views/tournament-results';

export const GET = downloadRoute(async (db, slug) => {
  const { tournament, standings, matches } = await tournamentResults(db, slug);
  const { id, name, venue, startsOn, endsOn, ruleSet, format, formatSettings, winsNeeded, status } = tournament;
  const body = {
    tournament: { id, slug, name, venue, startsOn, endsOn, ruleSet, format, formatSettings, winsNeeded, status },
    standings,
    matches,
  };
  return {
    body: `${JSON.stringify(body, null, 2)}\n`,
    contentType: 'application/json; charset=utf-8',
    filename: `${tournament.slug}-results.json`,
  };
});
