// The bracket alone, live, for club and news sites to frame (`/embed/*` is the one frameable
// path: next.config.js). The site's header and footer come from the root layout, which every page
// shares, so this page hides them and widens the main column; links open in a new tab, because
// the rest of the site refuses to be framed.
import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { ChampionBanner } from '../../_components/bracket/champion-banner';
import { loadPublicTournament, loadTournamentView } from '../../_components/bracket/load-view';
import { TournamentBracket } from '../../_components/bracket/tournament-bracket';
import { LiveUpdates } from '../../_components/live/live-updates';
import { LoadingNote } from '../../_components/loading-note';
import type { Tournament } from '@/db/schema';

interface EmbedPageProps {
  params: Promise<{ slug: string }>;
  /** `section`: which section of a big bracket to draw, as on the tournament page. */
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: EmbedPageProps): Promise<Metadata> {
  const tournament = await loadPublicTournament((await params).slug);
  return { title: tournament.name, robots: { index: false } };
}

const embedChrome = 'body>header,body>footer,body>a[href="#main"]{display:none}body>main{max-width:none;padding:.5rem}';

export default async function EmbedPage({ params, searchParams }: EmbedPageProps) {
  const tournament = await loadPublicTournament((await params).slug);
  const { section } = await searchParams;
  const t = await getTranslations('tournament');
  return (
    <article className="space-y-4" data-embed="">
      <style>{embedChrome}</style>
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-lg font-bold">
          <Link href={`/t/${tournament.slug}`} target="_blank" className="underline-offset-2 hover:underline">
            {tournament.name}
          </Link>
        </h1>
        {tournament.status === 'finished' ? null : <LiveUpdates tournamentId={tournament.id} />}
      </header>
      <Suspense fallback={<LoadingNote>{t('loadingDraw')}</LoadingNote>}>
        <EmbeddedDraw tournament={tournament} section={typeof section === 'string' ? section : undefined} />
      </Suspense>
      <p className="text-xs text-stone-700">
        {t.rich('embed.resultsFrom', {
          link: (chunks) => (
            <Link href="/" target="_blank" className="underline">
              {chunks}
            </Link>
          ),
        })}
      </p>
    </article>
  );
}

async function EmbeddedDraw({ tournament, section }: { tournament: Tournament; section: string | undefined }) {
  const view = await loadTournamentView(tournament);
  const t = await getTranslations('tournament.embed');
  if (view.stages.every(({ matches }) => matches.length === 0)) return <p className="text-stone-700">{t('noDraw')}</p>;
  return (
    <>
      <ChampionBanner view={view} target="_blank" />
      <TournamentBracket view={view} section={section} embedded />
    </>
  );
}
