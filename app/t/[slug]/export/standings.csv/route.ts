// The standings as a spreadsheet. A knockout lists each entry's place; a league, Swiss or group
// stage also gives each line of its standings table (series played, won and lost, match points and
// every tie-break the tournament uses, one column each), the same figures its page shows.
import { toCsv } from '@/lib/exports/csv';
import { downloadRoute } from '@/lib/exports/download';
import { tournamentResults, type LeagueLayout, type StandingLine } from '@/lib/services/views/tournament-results';

/** The table's columns in a league, and each line's values for them. */
function leagueColumns(layout: LeagueLayout): {
  header: string[];
  values: (line: StandingLine) => (string | number | null)[];
} {
  const swiss = layout.format === 'swiss';
  return {
    header: [
      ...(layout.grouped ? ['group', 'group_rank'] : []),
      'played',
      'won',
      'lost',
      ...(swiss ? ['byes'] : []),
      'points',
      ...layout.tieBreaks.map((tieBreak) => tieBreak.replaceAll('-', '_')),
    ],
    values: ({ league }) => [
      ...(layout.grouped ? [league?.group ?? null, league?.tableRank ?? null] : []),
      league?.played ?? null,
      league?.won ?? null,
      league?.lost ?? null,
      ...(swiss ? [league?.byes ?? null] : []),
      league?.matchPoints ?? null,
      ...layout.tieBreaks.map((_, index) => league?.tieBreaks[index].value ?? null),
    ],
  };
}

export const GET = downloadRoute(async (db, slug) => {
  const { tournament, league, standings } = await tournamentResults(db, slug);
  const table = league ? leagueColumns(league) : { header: [], values: () => [] };
  const rows = standings.map((line) => [
    line.rank,
    line.seed,
    line.name,
    line.club,
    line.country,
    ...table.values(line),
    line.status,
    line.entryId,
  ]);
  return {
    body: toCsv(['rank', 'seed', 'name', 'club', 'country', ...table.header, 'status', 'entry_id'], rows),
    contentType: 'text/csv; charset=utf-8',
    filename: `${tournament.slug}-standings.csv`,
  };
});
