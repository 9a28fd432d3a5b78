import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { useTranslations } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { cache } from 'react';
import type { Tournament } from '@/db/schema';
import type { Translator } from '@/i18n/translator';
import { getDb } from '@/db/app-database';
import { findPlayerHistory, type PlayerSeries } from '@/db/queries/player-history';
import { parseId } from '@/lib/validation/form-fields';
import { formatName, matchStatusName, placeLabel } from '../../_components/labels';
import { statusStyles } from '../../_components/bracket/match-text';
import { LiveUpdates } from '../../_components/live/live-updates';

interface PlayerPageProps {
  params: Promise<{ id: string }>;
}

const loadPlayer = cache(async (id: string) => {
  await connection();
  const playerId = parseId(id);
  if (playerId === null) notFound();
  const history = await findPlayerHistory(await getDb(), playerId);
  if (!history) notFound();
  return history;
});

export async function generateMetadata({ params }: PlayerPageProps): Promise<Metadata> {
  return { title: (await loadPlayer((await params).id)).player.displayName };
}

function tournamentStatusName(t: Translator<'players.tournamentStatuses'>, status: Tournament['status']): string {
  switch (status) {
    case 'registration':
      return t('registration');
    case 'running':
      return t('running');
    case 'finished':
      return t('finished');
    case 'draft':
      return t('draft');
  }
}

export default async function PlayerPage({ params }: PlayerPageProps) {
  const { player, entries, series } = await loadPlayer((await params).id);
  const running = entries.find((row) => row.tournament.status === 'running');
  const won = series.filter(
    (row) =>
      row.match.winnerEntryId !== null &&
      row.match.winnerEntryId === (row.slot === 1 ? row.match.entry1Id : row.match.entry2Id),
  ).length;
  const decided = series.filter((row) => row.match.status === 'finished' || row.match.status === 'walkover').length;
  const t = await getTranslations('players');
  const tFormats = await getTranslations('common.formats');
  const tStatuses = await getTranslations('players.tournamentStatuses');
  const tPlaces = await getTranslations('common.places');
  return (
    <article className="space-y-8">
      <header className="space-y-2">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{player.displayName}</h1>
          {running ? <LiveUpdates tournamentId={running.tournament.id} /> : null}
        </div>
        <p className="text-stone-700">
          {[player.club, player.country, player.rating === null ? null : t('rating', { rating: player.rating })]
            .filter(Boolean)
            .join(' · ') || t('noClub')}
        </p>
        <p className="text-sm text-stone-700">{decided === 0 ? t('noneDecided') : t('seriesWon', { won, decided })}</p>
      </header>

      <section aria-labelledby="tournaments-heading" className="space-y-3">
        <h2 id="tournaments-heading" className="text-xl font-semibold">
          {t('tournaments')}
        </h2>
        {entries.length === 0 ? (
          <p className="text-stone-700">{t('notEntered')}</p>
        ) : (
          <ul className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
            {entries.map(({ entry, tournament }) => (
              <li key={entry.id} className="flex flex-wrap items-baseline justify-between gap-2 px-3 py-2">
                <Link href={`/t/${tournament.slug}`} className="font-medium underline-offset-2 hover:underline">
                  {tournament.name}
                </Link>
                <span className="text-sm text-stone-700">
                  {formatName(tFormats, tournament.format)} · {tournamentStatusName(tStatuses, tournament.status)}
                  {entry.seed ? ` · ${t('seed', { seed: entry.seed })}` : ''}
                  {entry.finalRank
                    ? ` · ${t('finished', { place: placeLabel(tPlaces, entry.finalRank, entry.finalRank) })}`
                    : entry.status === 'withdrawn'
                      ? ` · ${t('withdrew')}`
                      : entry.status === 'eliminated'
                        ? ` · ${t('out')}`
                        : ''}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="series-heading" className="space-y-3">
        <h2 id="series-heading" className="text-xl font-semibold">
          {t('seriesAndGames')}
        </h2>
        {series.length === 0 ? (
          <p className="text-stone-700">{t('noSeries')}</p>
        ) : (
          <ul className="space-y-2">
            {series.map((row) => (
              <SeriesItem key={row.match.id} row={row} />
            ))}
          </ul>
        )}
      </section>
    </article>
  );
}

function SeriesItem({ row }: { row: PlayerSeries }) {
  const { match, slot, opponent, tournament } = row;
  const t = useTranslations('players.series');
  const tStatuses = useTranslations('common.matchStatuses');
  const myEntry = slot === 1 ? match.entry1Id : match.entry2Id;
  const [mine, theirs] = slot === 1 ? [match.wins1, match.wins2] : [match.wins2, match.wins1];
  const over = match.status === 'finished' || match.status === 'walkover';
  const outcome = !over
    ? null
    : match.winnerEntryId === myEntry
      ? t('won')
      : match.winnerEntryId === null
        ? t('noWinner')
        : t('lost');
  return (
    <li className="rounded-lg border border-stone-200 bg-white p-3 text-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <Link href={`/t/${tournament.slug}/m/${match.id}`} className="font-medium underline-offset-2 hover:underline">
          {opponent ? t('versus', { name: opponent.name }) : t('noOpponent')}
        </Link>
        <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${statusStyles[match.status]}`}>
          {matchStatusName(tStatuses, match.status)}
        </span>
      </div>
      <p className="text-stone-700">
        {tournament.name} · <span className="font-mono">{match.key}</span>
        {outcome ? ` · ${outcome}` : ''}
        {mine !== null && theirs !== null && (over || match.status === 'in-play') ? ` ${mine}–${theirs}` : ''}
        {match.draws > 0 ? ` ${t('draws', { count: match.draws })}` : ''}
      </p>
      {row.games.length > 0 ? (
        <ol aria-label={t('games')} className="mt-1 flex flex-wrap gap-1">
          {row.games.map((game) => {
            const mySide = game.southEntryId === myEntry ? 'south' : 'north';
            const outcome =
              game.result === null ? null : game.result === 'draw' ? 'draw' : game.result === mySide ? 'won' : 'lost';
            const letter =
              outcome === null
                ? '…'
                : outcome === 'draw'
                  ? t('drawLetter')
                  : outcome === 'won'
                    ? t('wonLetter')
                    : t('lostLetter');
            const words =
              outcome === null
                ? t('beingPlayed')
                : outcome === 'draw'
                  ? t('drawn')
                  : outcome === 'won'
                    ? t('gameWon')
                    : t('gameLost');
            const tone =
              outcome === 'won'
                ? 'bg-emerald-100 text-emerald-900'
                : outcome === 'lost'
                  ? 'bg-red-100 text-red-900'
                  : 'bg-stone-100 text-stone-800';
            return (
              <li
                key={game.id}
                className={`rounded px-1.5 font-mono text-xs ${tone}`}
                title={t('game', { number: game.number, words })}
              >
                <span className="sr-only">{t('gamePrefix', { number: game.number })}</span>
                {letter}
                <span className="sr-only">
                  {' '}
                  ({words}
                  {game.capturesSouth === null
                    ? ''
                    : `, ${mySide === 'south' ? game.capturesSouth : game.capturesNorth}–${mySide === 'south' ? game.capturesNorth : game.capturesSouth}`}
                  )
                </span>
              </li>
            );
          })}
        </ol>
      ) : null}
    </li>
  );
}
