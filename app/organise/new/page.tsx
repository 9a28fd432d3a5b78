import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { DEFAULT_TIE_BREAKS } from '@/core/tournament';
import { DEFAULT_RULE_SET_ID } from '@/core/warri';
import { requireSiteRole } from '@/app/_components/site-role';
import { createTournamentAction } from './actions';
import { TournamentForm, type TournamentFormValues } from '@/app/_components/tournament-form';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('organise.new');
  return { title: t('title') };
}

/** A new tournament starts as the common Antiguan Open: a knockout, first to 6, the better seed opening. */
const newTournament: TournamentFormValues = {
  name: '',
  venue: null,
  startsOn: null,
  endsOn: null,
  ruleSet: DEFAULT_RULE_SET_ID,
  winsNeeded: 6,
  gameOneRule: 'seed',
  firstMoveRule: 'alternate',
  maxGamesPerSeries: null,
  format: 'single-elimination',
  thirdPlace: false,
  grandFinalReset: true,
  doubleRound: false,
  rounds: null,
  groupSize: null,
  qualifiers: null,
  tieBreakOrder: [...DEFAULT_TIE_BREAKS],
  selfRegistration: false,
  confirmationWindowMinutes: 10,
};

export default async function NewTournamentPage() {
  await requireSiteRole('organiser', '/organise/new');
  const t = await getTranslations('organise.new');
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('title')}</h1>
        <p className="text-stone-700">{t('intro')}</p>
      </header>
      <TournamentForm action={createTournamentAction} initial={newTournament} submitText={t('submit')} />
    </div>
  );
}
