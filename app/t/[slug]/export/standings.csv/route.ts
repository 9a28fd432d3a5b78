import { toCsv } from '@/lib/exports/csv';
import { downloadRoute } from '@/lib/exports/download';
import { tournamentResults } from '@/lib/services/tournament-results';

export const GET = downloadRoute(async (db, slug) => {
  const { tournament, standings } = await tournamentResults(db, slug);
  const rows = standings.map((line) => [line.rank, line.seed, line.name, line.club, line.country, line.status, line.entryId]);
  return {
    body: toCsv(['rank', 'seed', 'name', 'club', 'country', 'status', 'entry_id'], rows),
    contentType: 'text/csv; charset=utf-8',
    filename: `${tournament.slug}-standings.csv`,
  };
});
