import { toCsv } from '@/lib/exports/csv';
import { downloadRoute } from '@/lib/exports/download';
import { correctionWithReason } from '@/lib/services/views/match-corrections';
import { tournamentResults } from '@/lib/services/views/tournament-results';

export const GET = downloadRoute(async (db, slug) => {
  const { tournament, matches } = await tournamentResults(db, slug);
  const winnerName = (match: (typeof matches)[number]) =>
    [match.side1, match.side2].find((side) => side && side.entryId === match.winnerEntryId)?.name ?? null;
  const rows = matches.map((match) => [
    match.id,
    match.key,
    match.stage,
    match.group,
    match.round,
    match.roundName,
    match.side1?.name ?? null,
    match.side2?.name ?? null,
    match.wins1,
    match.wins2,
    match.draws,
    match.status,
    match.resultKind,
    winnerName(match),
    match.table,
    match.correction && correctionWithReason(match.correction),
  ]);
  return {
    body: toCsv(
      [
        'match_id',
        'key',
        'stage',
        'group',
        'round',
        'round_name',
        'player1',
        'player2',
        'wins1',
        'wins2',
        'draws',
        'status',
        'result',
        'winner',
        'table',
        'correction',
      ],
      rows,
    ),
    contentType: 'text/csv; charset=utf-8',
    filename: `${tournament.slug}-matches.csv`,
  };
});
