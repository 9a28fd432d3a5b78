// Every match of a tournament as text, part by part and round by round: the bracket pictures' text
// alternative, kept off the tournament page because a big draw's list weighs as much as its picture.
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import type { MatchWithSides } from '@/db/queries/matches';
import type { Tournament } from '@/db/schema';
import { loadPublicTournament, loadTournamentView } from '@/app/_components/bracket/load-view';
import { LiveUpdates } from '@/app/_components/live/live-updates';
import { LoadingNote } from '@/app/_components/loading-note';
import { TournamentPageHeader } from '@/app/_components/tournament-page-header';
import { StageRoundLists } from '@/app/_components/bracket/round-list';

interface RoundsPageProps {
  params: Promise<{ slug: string }>;
}

export async function generateMetadata({ params }: RoundsPageProps): Promise<Metadata> {
  const tournament = await loadPublicTournament((await params).slug);
  const t = await getTranslations('tournament.rounds');
  return { title: t('metaTitle', { name: tournament.name }) };
}

export default async function RoundsPage({ params }: RoundsPageProps) {
  const tournament = await loadPublicTournament((await params).slug);
  const t = await getTranslations('tournament.rounds');
  return (
    <article className="space-y-8">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <TournamentPageHeader tournament={tournament} title={t('title')} />
        {tournament.status === 'finished' ? null : <LiveUpdates tournamentId={tournament.id} />}
      </div>
      <Suspense fallback={<LoadingNote>{t('loading')}</LoadingNote>}>
        <AllRounds tournament={tournament} />
      </Suspense>
    </article>
  );
}

async function AllRounds({ tournament }: { tournament: Tournament }) {
  const view = await loadTournamentView(tournament);
  const t = await getTranslations('tournament');
  if (view.stages.every(({ matches }) => matches.length === 0)) return <p className="text-stone-700">{t('noDraw')}</p>;
  const hrefOf = (match: MatchWithSides) => `/t/${tournament.slug}/m/${match.id}`;
  const multiStage = view.stages.length > 1;
  return (
    <div className="space-y-10">
      {view.stages.map((publicStage) => (
        <StageRoundLists key={publicStage.stage.id} publicStage={publicStage} multiStage={multiStage} hrefOf={hrefOf} />
      ))}
    </div>
  );
}
