// A league, Swiss or group table: places, match points, games and the tie-breaks, each row saying
// what put it above the next one (core/tournament's describeSeparation).
import Link from 'next/link';
import type { StandingsTable as Table } from '@/lib/services/views/view-tournament';

export function StandingsTable({
  table,
  caption,
  swiss,
  target,
}: {
  table: Table;
  caption: string;
  swiss: boolean;
  target?: '_blank';
}) {
  return (
    <div className="overflow-x-auto rounded-lg border border-stone-200 bg-white">
      <table className="w-full min-w-[36rem] border-collapse text-sm">
        <caption className="px-3 py-2 text-left font-semibold">{caption}</caption>
        <thead className="bg-stone-50 text-left text-xs uppercase tracking-wide text-stone-700">
          <tr>
            <th scope="col" className="px-3 py-2">
              #
            </th>
            <th scope="col" className="px-3 py-2">
              Player
            </th>
            <th scope="col" className="px-2 py-2 text-right">
              <abbr title="Series played">P</abbr>
            </th>
            <th scope="col" className="px-2 py-2 text-right">
              <abbr title="Series won">W</abbr>
            </th>
            <th scope="col" className="px-2 py-2 text-right">
              <abbr title="Series lost">L</abbr>
            </th>
            <th scope="col" className="px-2 py-2 text-right">
              Pts
            </th>
            <th scope="col" className="px-2 py-2 text-right">
              <abbr title="Games won minus games lost (a draw is half a game each)">Games ±</abbr>
            </th>
            {swiss ? (
              <th scope="col" className="px-2 py-2 text-right">
                <abbr title="Buchholz: the sum of the opponents' match points">Bh</abbr>
              </th>
            ) : null}
            <th scope="col" className="px-3 py-2">
              Why this place
            </th>
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr
              key={row.entryId}
              data-players={String(row.playerId)}
              className="bracket-row border-t border-stone-200 align-top"
            >
              <td className="px-3 py-2 tabular-nums">{row.rank}</td>
              <td className="px-3 py-2 font-medium">
                <Link href={`/players/${row.playerId}`} target={target} className="underline-offset-2 hover:underline">
                  {row.name}
                </Link>
                {row.withdrawn ? <span className="ml-1 text-xs text-stone-600">(withdrawn)</span> : null}
              </td>
              <td className="px-2 py-2 text-right tabular-nums">{row.played}</td>
              <td className="px-2 py-2 text-right tabular-nums">{row.won}</td>
              <td className="px-2 py-2 text-right tabular-nums">{row.lost}</td>
              <td className="px-2 py-2 text-right font-semibold tabular-nums">{row.matchPoints}</td>
              <td className="px-2 py-2 text-right tabular-nums">
                {row.gameDifference > 0 ? `+${row.gameDifference}` : row.gameDifference}
              </td>
              {swiss ? <td className="px-2 py-2 text-right tabular-nums">{row.buchholz}</td> : null}
              <td className="px-3 py-2 text-xs text-stone-700">{row.explanation ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
