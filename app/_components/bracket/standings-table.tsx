// A league, Swiss or group table: places, match points, games and the tie-breaks, each row saying
// what put it above the next one (core/tournament's describeSeparation, said in the reader's language).
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { Translator } from '@/i18n/translator';
import type { PublicStandingRow, StandingsTable as Table } from '@/lib/services/views/view-tournament';

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
  const t = useTranslations('bracket.standings');
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
              {t('player')}
            </th>
            <th scope="col" className="px-2 py-2 text-right">
              <abbr title={t('playedTitle')}>{t('played')}</abbr>
            </th>
            <th scope="col" className="px-2 py-2 text-right">
              <abbr title={t('wonTitle')}>{t('won')}</abbr>
            </th>
            <th scope="col" className="px-2 py-2 text-right">
              <abbr title={t('lostTitle')}>{t('lost')}</abbr>
            </th>
            <th scope="col" className="px-2 py-2 text-right">
              {t('points')}
            </th>
            <th scope="col" className="px-2 py-2 text-right">
              <abbr title={t('gamesTitle')}>{t('games')}</abbr>
            </th>
            {swiss ? (
              <th scope="col" className="px-2 py-2 text-right">
                <abbr title={t('buchholzTitle')}>{t('buchholz')}</abbr>
              </th>
            ) : null}
            <th scope="col" className="px-3 py-2">
              {t('why')}
            </th>
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, index) => (
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
                {row.withdrawn ? <span className="ml-1 text-xs text-stone-600">{t('withdrawn')}</span> : null}
              </td>
              <td className="px-2 py-2 text-right tabular-nums">{row.played}</td>
              <td className="px-2 py-2 text-right tabular-nums">{row.won}</td>
              <td className="px-2 py-2 text-right tabular-nums">{row.lost}</td>
              <td className="px-2 py-2 text-right font-semibold tabular-nums">{row.matchPoints}</td>
              <td className="px-2 py-2 text-right tabular-nums">
                {row.gameDifference > 0 ? `+${row.gameDifference}` : row.gameDifference}
              </td>
              {swiss ? <td className="px-2 py-2 text-right tabular-nums">{row.buchholz}</td> : null}
              <td className="px-3 py-2 text-xs text-stone-700">{explanation(t, row, table.rows[index + 1])}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Why a row is above the next one: "Ahead of Ama on Buchholz (12 v 10)." */
function explanation(t: Translator<'bracket.standings'>, row: PublicStandingRow, below: PublicStandingRow | undefined) {
  const { separation } = row;
  if (!separation || !below) return '';
  if (separation.by === 'seed') return t('level', { name: below.name });
  const [upper, lower] = separation.values;
  return t('ahead', { name: below.name, criterion: criterionName(t, separation.by), upper, lower });
}

function criterionName(
  t: Translator<'bracket.standings'>,
  by: Exclude<NonNullable<PublicStandingRow['separation']>['by'], 'seed'>,
): string {
  switch (by) {
    case 'match-points':
      return t('criteria.matchPoints');
    case 'head-to-head':
      return t('criteria.headToHead');
    case 'buchholz':
      return t('criteria.buchholz');
    case 'sonneborn-berger':
      return t('criteria.sonnebornBerger');
    case 'game-difference':
      return t('criteria.gameDifference');
    case 'seeds-captured':
      return t('criteria.seedsCaptured');
    case 'fide-buchholz':
      return t('criteria.fideBuchholz');
    case 'fide-buchholz-cut1':
      return t('criteria.fideBuchholzCut1');
    case 'fide-buchholz-median1':
      return t('criteria.fideBuchholzMedian1');
    case 'fide-sonneborn-berger':
      return t('criteria.fideSonnebornBerger');
    case 'progressive-score':
      return t('criteria.progressiveScore');
    case 'direct-encounter':
      return t('criteria.directEncounter');
    case 'wins':
      return t('criteria.wins');
    case 'average-opponent-rating':
      return t('criteria.averageOpponentRating');
  }
}
