import type { Metadata } from 'next';
import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { refusalSentence } from '@/i18n/refusal-sentence';
import { TournamentPageHeader } from '@/app/_components/tournament-page-header';
import { AppError } from '@/lib/errors';
import { previewSwissRound } from '@/lib/services/tournaments/preview-swiss-round';
import { loadManagePage } from '../manage-page';
import { NotAllowed } from '../_components/not-allowed';
import { PairingDraft } from './pairing-draft';
import { PairingExplanation } from './pairing-explanation';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('pairing');
  return { title: t('metaTitle') };
}

/** The next Swiss round before it is published: the proposal, the organiser's changes, and why. */
export default async function PairingPreviewPage({ params }: { params: Promise<{ slug: string }> }) {
  const { db, user, tournament, rights, allowed } = await loadManagePage(params, '/pairing', 'manage');
  const t = await getTranslations('pairing');
  if (!allowed)
    return (
      <NotAllowed title={t('metaTitle')} rights={rights}>
        {t('metaTitle')}
      </NotAllowed>
    );
  const back = (
    <Link href={`/t/${tournament.slug}/manage`} className="text-emerald-800 underline">
      {t('back')}
    </Link>
  );
  let preview;
  try {
    preview = await previewSwissRound(db, user, tournament.id);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const sentence = await refusalSentence((await getLocale()) as Locale, error);
    return (
      <div className="space-y-4">
        <TournamentPageHeader tournament={tournament} title={t('metaTitle')} rights={rights} />
        <p role="status">{sentence}</p>
        <p>{back}</p>
      </div>
    );
  }
  return (
    <div className="space-y-8">
      <TournamentPageHeader tournament={tournament} title={t('title', { round: preview.round })} rights={rights}>
        {t('intro')}
      </TournamentPageHeader>
      <PairingDraft tournamentId={tournament.id} slug={tournament.slug} preview={preview} />
      <PairingExplanation preview={preview} />
      <p>{back}</p>
    </div>
  );
}
