import { downloadRoute } from '@/lib/exports/download';
import { gameRecordsFile } from '@/lib/exports/game-records';
import { tournamentGames } from '@/lib/services/views/tournament-results';

export const GET = downloadRoute(async (db, slug) => {
  const { tournament, games } = await tournamentGames(db, slug);
  return {
    body: gameRecordsFile({ event: tournament.name, site: tournament.venue }, games),
    contentType: 'text/plain; charset=utf-8',
    filename: `${tournament.slug}-games.txt`,
  };
});
