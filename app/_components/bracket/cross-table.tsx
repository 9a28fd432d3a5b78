// A round robin (or one group) as a cross-table: a row and a column per player, each cell the
// series between them read from the row player's side, linking to the match.
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { MatchWithSides } from '@/db/queries/matches';
import type { PublicStandingRow } from '@/lib/services/views/view-tournament';

export function CrossTable(props: {
  caption: string;
  rows: PublicStandingRow[];
  matches: MatchWithSides[];
  hrefOf: (match: MatchWithSides) => string;
  target?: '_blank';
}) {
  const { caption, rows, matches, hrefOf, target } = props;
  const t = useTranslations('bracket.crossTable');
  const between = (a: number, b: number) =>
    matches.filter(
      (match) =>
        (match.side1?.entryId === a && match.side2?.entryId === b) ||
        (match.side1?.entryId === b && match.side2?.entryId === a),
    );
  return (
    <table className="border-collapse text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          <th scope="col" className="sticky left-0 bg-stone-50 px-2 py-1 text-left font-semibold">
            {t('player')}
          </th>
          {rows.map((row, index) => (
            <th key={row.entryId} scope="col" className="px-2 py-1 text-center font-semibold" title={row.name}>
              <abbr title={row.name} className="no-underline">
                {index + 1}
              </abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, rowIndex) => (
          <tr key={row.entryId} data-players={String(row.playerId)} className="bracket-row border-t border-stone-200">
            <th scope="row" className="sticky left-0 bg-stone-50 px-2 py-1 text-left font-medium whitespace-nowrap">
              <span className="mr-1 text-xs text-stone-600">{rowIndex + 1}</span>
              {row.name}
            </th>
            {rows.map((column) => (
              <td
                key={column.entryId}
                className="min-w-12 border-l border-stone-200 px-2 py-1 text-center tabular-nums"
              >
                {column.entryId === row.entryId ? (
                  <span aria-label={t('samePlayer')} className="text-stone-400">
                    ■
                  </span>
                ) : (
                  between(row.entryId, column.entryId).map((match) => (
                    <CrossCell
                      key={match.id}
                      match={match}
                      entryId={row.entryId}
                      opponent={column.name}
                      href={hrefOf(match)}
                      target={target}
                    />
                  ))
                )}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function CrossCell({
  match,
  entryId,
  opponent,
  href,
  target,
}: {
  match: MatchWithSides;
  entryId: number;
  opponent: string;
  href: string;
  target?: '_blank';
}) {
  const t = useTranslations('bracket.crossTable');
  const mine =
    match.side1?.entryId === entryId ? ([match.wins1, match.wins2] as const) : ([match.wins2, match.wins1] as const);
  const over = match.status === 'finished' || match.status === 'walkover';
  const live = match.status === 'in-play';
  const text =
    over || live
      ? mine[0] === null
        ? match.winnerEntryId === entryId
          ? t('won')
          : t('lost')
        : `${mine[0]}–${mine[1]}`
      : '·';
  const won = over && match.winnerEntryId === entryId;
  return (
    <Link
      href={href}
      target={target}
      prefetch={false}
      aria-label={
        over
          ? won
            ? t('againstWon', { opponent, score: text })
            : t('againstLost', { opponent, score: text })
          : live
            ? t('againstInPlay', { opponent, score: text })
            : t('againstNotPlayed', { opponent })
      }
      className={`block rounded px-1 hover:bg-stone-100 ${won ? 'font-semibold text-emerald-900' : ''} ${live ? 'bg-amber-100 text-amber-900' : ''}`}
    >
      {text}
    </Link>
  );
}
