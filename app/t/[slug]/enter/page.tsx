import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound, redirect } from 'next/navigation';
import { getDb } from '@/db/app-database';
import { findPlayerOfUser } from '@/db/queries/players';
import { getActor, isSignedIn } from '@/lib/auth/actor';
import { signInPath } from '@/lib/auth/return-path';
import { uncached } from '@/lib/live/tournament-cache';
import { publicTournamentOfSlug } from '@/lib/services/views/public-lookups';
import { TournamentPageHeader } from '@/app/_components/tournament-page-header';
import { EnterForm } from './enter-form';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('play.enter');
  return { title: t('title') };
}

export default async function EnterPage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const db = await getDb();
  const tournament = (await publicTournamentOfSlug(db, slug, uncached)) ?? notFound();
  const actor = await getActor();
  const open = tournament.status === 'registration' && tournament.selfRegistration;
  // Asking needs an account: the sign-in page (which offers sign-up) brings the visitor back here.
  if (open && !isSignedIn(actor)) redirect(signInPath(`/t/${tournament.slug}/enter`));
  const player = isSignedIn(actor) ? await findPlayerOfUser(db, actor.id) : null;
  const t = await getTranslations('play.enter');
  return (
    <div className="mx-auto max-w-md space-y-6">
      <TournamentPageHeader tournament={tournament} title={t('title')} />
      {!open ? (
        <p className="text-stone-700">{t('closed')}</p>
      ) : (
        <EnterForm tournamentId={tournament.id} playerName={player?.displayName ?? null} />
      )}
    </div>
  );
}
