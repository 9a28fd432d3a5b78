import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound, redirect } from 'next/navigation';
import { ActionButton } from '@/app/_components/form/action-button';
import { TournamentPageHeader } from '@/app/_components/tournament-page-header';
import { getDb } from '@/db/app-database';
import { getActor, isSignedIn } from '@/lib/auth/actor';
import { signInPath } from '@/lib/auth/return-path';
import { uncached } from '@/lib/live/tournament-cache';
import { viewOwnByes } from '@/lib/services/swiss/view-own-byes';
import { publicTournamentOfSlug } from '@/lib/services/views/public-lookups';
import { withdrawByeAction } from '../manage/pairing-rules/actions';
import { ByeRequestForm } from '../manage/pairing-rules/pairing-forms';
import { pointsText } from '../manage/pairing-rules/points-text';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('play.byes');
  return { title: t('title') };
}

/** A player's byes in a Swiss: asked for a round not yet paired, taken back before it is. */
export default async function ByesPage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const db = await getDb();
  const tournament = (await publicTournamentOfSlug(db, slug, uncached)) ?? notFound();
  const actor = await getActor();
  if (!isSignedIn(actor)) redirect(signInPath(`/t/${tournament.slug}/byes`));
  const own = await viewOwnByes(db, actor, tournament);
  const t = await getTranslations('play.byes');
  return (
    <div className="mx-auto max-w-md space-y-6">
      <TournamentPageHeader tournament={tournament} title={t('title')} />
      {!own ? (
        <p className="text-stone-700">{t('notPlaying')}</p>
      ) : (
        <>
          <p className="text-stone-700">{t('intro', { points: pointsText(own.requestedByePoints) })}</p>
          {own.byes.length > 0 ? (
            <ul
              aria-label={t('yourByes')}
              className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white"
              data-testid="own-byes"
            >
              {own.byes.map((bye) => {
                const said = t('byeLine', { round: bye.round, points: pointsText(bye.points) });
                return (
                  <li key={bye.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
                    <span>{said}</span>
                    {bye.round > own.pairedRounds ? (
                      <ActionButton
                        action={withdrawByeAction}
                        fields={{ tournamentId: tournament.id, byeId: bye.id }}
                        label={said}
                        pendingText={t('withdrawing')}
                      >
                        {t('withdraw')}
                      </ActionButton>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          ) : null}
          <ByeRequestForm
            tournamentId={tournament.id}
            rounds={own.openRounds}
            entryId={own.entryId}
            defaultPoints={own.requestedByePoints}
          />
        </>
      )}
    </div>
  );
}
