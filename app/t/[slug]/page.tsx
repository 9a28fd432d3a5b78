import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { ChampionBanner } from '../../_components/bracket/champion-banner';
import { loadPublicTournament, loadTournamentView } from '../../_components/bracket/load-view';
import { Placings } from '../../_components/bracket/placings';
import { TournamentBracket } from '../../_components/bracket/tournament-bracket';
import { dateRange, formatName } from '../../_components/labels';
import { ruleSetName } from '../../_components/tournament-form-labels';
import { LiveUpdates } from '../../_components/live/live-updates';
import { LoadingNote } from '../../_components/loading-note';
import { StaffLinks } from '../../_components/staff-links';
import { Entrants } from './entrants';
import type { Tournament } from '@/db/schema';

interface TournamentPageProps {
  params: Promise<{ slug: string }>;
  /** `section`: which section of a big bracket to draw (`winners-3`, `losers-final`). */
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: TournamentPageProps): Promise<Metadata> {
  const tournament = await loadPublicTournament((await params).slug);
  return { title: tournament.name };
}

export default async function TournamentPage({ params, searchParams }: TournamentPageProps) {
  // The tournament is awaited before anything is sent, so an unknown slug answers 404.
  const tournament = await loadPublicTournament((await params).slug);
  const { section } = await searchParams;
  const dates = dateRange(await getLocale(), tournament.startsOn, tournament.endsOn);
  const t = await getTranslations('tournament');
  const tFormats = await getTranslations('common.formats');
  const tRules = await getTranslations('organise.ruleSets');

  return (
    <article className="space-y-8">
      <header className="space-y-2">
        <StaffLinks slug={tournament.slug} />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{tournament.name}</h1>
          {tournament.status === 'finished' ? null : <LiveUpdates tournamentId={tournament.id} />}
        </div>
        <p className="text-stone-700">{[dates, tournament.venue].filter(Boolean).join(' · ')}</p>
        <p className="text-sm text-stone-700">
          {t('facts', {
            format: formatName(tFormats, tournament.format),
            wins: tournament.winsNeeded,
            ruleSet: ruleSetName(tRules, tournament.ruleSet),
          })}
        </p>
      </header>

      <Suspense fallback={<LoadingNote>{t('loadingDraw')}</LoadingNote>}>
        <TournamentDraw tournament={tournament} section={typeof section === 'string' ? section : undefined} />
      </Suspense>
    </article>
  );
}

async function TournamentDraw({ tournament, section }: { tournament: Tournament; section: string | undefined }) {
  const view = await loadTournamentView(tournament);
  const t = await getTranslations('tournament');
  if (tournament.status === 'registration') return <Entrants view={view} />;
  if (view.stages.every(({ matches }) => matches.length === 0)) {
    return (
      <p className="rounded-lg border border-dashed border-stone-300 px-4 py-6 text-center text-stone-700">
        {t('noDraw')}
      </p>
    );
  }
  // Once it is over the places are the news; while it runs, the draw comes first.
  return (
    <>
      <ChampionBanner view={view} />
      {view.champion ? <Placings view={view} /> : null}
      <TournamentBracket view={view} section={section} />
      {view.champion ? null : <Placings view={view} />}
    </>
  );
}
