import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Translator } from '@/i18n/translator';
import { countEntries, listEntries } from '@/db/queries/entries';
import { findCurrentStage } from '@/db/queries/tournaments';
import { loadStage } from '@/db/queries/stages';
import type { Tournament } from '@/db/schema';
import { canMakeNextRound, type FormatSettings } from '@/core/tournament';
import { formatFields } from '@/lib/validation/tournaments';
import { ActionButton } from '@/app/_components/form/action-button';
import { TournamentPageHeader } from '@/app/_components/tournament-page-header';
import { TournamentForm } from '@/app/_components/tournament-form';
import type { Db } from '@/db/client';
import {
  closeTournamentAction,
  nextRoundAction,
  setRegistrationAction,
  startTournamentAction,
  updateTournamentAction,
} from './actions';
import { ConfirmAction } from './_components/confirm-action';
import { ExportLinks } from './_components/export-links';
import { loadManagePage } from './manage-page';
import { NotAllowed } from './_components/not-allowed';
import { PairingPreviewLink } from './pairing/pairing-preview-link';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('manage.overview');
  return { title: t('metaTitle') };
}

function statusText(t: Translator<'manage.overview'>, status: Tournament['status']): string {
  switch (status) {
    case 'draft':
      return t('statusDraft');
    case 'registration':
      return t('statusRegistration');
    case 'running':
      return t('statusRunning');
    case 'finished':
      return t('statusFinished');
  }
}

export default async function ManageTournamentPage({ params }: { params: Promise<{ slug: string }> }) {
  const { db, tournament, rights, allowed } = await loadManagePage(params, '', 'manage');
  const t = await getTranslations('manage.overview');
  if (!allowed)
    return (
      <NotAllowed title={t('title')} rights={rights}>
        {t('notAllowed')}
      </NotAllowed>
    );
  return (
    <div className="space-y-8">
      <TournamentPageHeader tournament={tournament} title={t('title')} rights={rights}>
        {statusText(t, tournament.status)}
      </TournamentPageHeader>
      <StatusPanel db={db} tournament={tournament} t={t} />
      {tournament.status === 'running' || tournament.status === 'finished' ? (
        <ExportLinks tournament={tournament} />
      ) : null}
      {tournament.status === 'finished' ? null : (
        <section aria-labelledby="setup-heading" className="space-y-3">
          <h2 id="setup-heading" className="text-lg font-semibold">
            {t('setUp')}
          </h2>
          <TournamentForm
            action={updateTournamentAction}
            hidden={{ tournamentId: tournament.id }}
            initial={{ ...tournament, ...formatFields(tournament.formatSettings as FormatSettings) }}
            locked={tournament.status === 'running'}
            submitText={t('saveSetUp')}
          />
        </section>
      )}
    </div>
  );
}

/** Where the tournament stands and the one step it is waiting for: open registration, start, next round, close. */
async function StatusPanel({
  db,
  tournament,
  t,
}: {
  db: Db;
  tournament: Tournament;
  t: Translator<'manage.overview'>;
}) {
  const fields = { tournamentId: tournament.id };
  if (tournament.status === 'draft' || tournament.status === 'registration') {
    const count = await countEntries(db, tournament.id);
    const active = count.total - count.withdrawn;
    const open = tournament.status === 'registration';
    return (
      <section aria-labelledby="next-heading" className="space-y-4 rounded-lg border border-stone-200 bg-white p-4">
        <h2 id="next-heading" className="text-lg font-semibold">
          {t('beforeTheStart')}
        </h2>
        <p>{t('entriesCheckedIn', { active, checkedIn: count.checkedIn })}</p>
        <div className="flex flex-wrap items-start gap-4">
          <ActionButton
            action={setRegistrationAction}
            fields={open ? fields : { ...fields, open: 'on' }}
            label=""
            pendingText={t('saving')}
            tone="quiet"
          >
            {open ? t('closeRegistration') : t('openRegistration')}
          </ActionButton>
          <ConfirmAction
            action={startTournamentAction}
            fields={fields}
            title={t('startTitle', { name: tournament.name })}
            description={
              <p>{t('startDescription', { checkedIn: count.checkedIn, notCheckedIn: active - count.checkedIn })}</p>
            }
            confirmText={t('startNow')}
          >
            {t('start')}
          </ConfirmAction>
        </div>
      </section>
    );
  }
  if (tournament.status === 'running') {
    const stageRow = await findCurrentStage(db, tournament.id);
    const stage = stageRow ? await loadStage(db, stageRow.id) : null;
    const open = stage?.matches.filter((match) => match.status === 'pending' || match.status === 'ready').length ?? 0;
    const canPairNext = stage !== null && canMakeNextRound(stage);
    const pairs = tournament.format === 'swiss' || tournament.format === 'groups-knockout';
    return (
      <section aria-labelledby="next-heading" className="space-y-4 rounded-lg border border-stone-200 bg-white p-4">
        <h2 id="next-heading" className="text-lg font-semibold">
          {t('running')}
        </h2>
        <p>{open === 0 ? t('allSettled') : t('stillToPlay', { count: open })}</p>
        <div className="flex flex-wrap items-start gap-4">
          {pairs ? (
            canPairNext ? (
              <>
                {tournament.format === 'swiss' ? <PairingPreviewLink slug={tournament.slug} /> : null}
                <ActionButton
                  action={nextRoundAction}
                  fields={fields}
                  label=""
                  pendingText={t('pairing')}
                  tone="primary"
                >
                  {tournament.format === 'swiss' ? t('pairNextRound') : t('drawKnockout')}
                </ActionButton>
              </>
            ) : (
              <p className="text-sm text-stone-700">{t('nextRoundLater')}</p>
            )
          ) : null}
          {open === 0 && !canPairNext ? (
            <ConfirmAction
              action={closeTournamentAction}
              fields={fields}
              title={t('closeTitle', { name: tournament.name })}
              description={<p>{t('closeDescription')}</p>}
              confirmText={t('closeIt')}
            >
              {t('close')}
            </ConfirmAction>
          ) : null}
        </div>
      </section>
    );
  }
  const standings = (await listEntries(db, tournament.id))
    .filter((entry) => entry.finalRank !== null)
    .sort((a, b) => a.finalRank! - b.finalRank!);
  const champion = standings.find((entry) => entry.finalRank === 1);
  return (
    <section aria-labelledby="standings-heading" className="space-y-3 rounded-lg border border-stone-200 bg-white p-4">
      <h2 id="standings-heading" className="text-lg font-semibold">
        {t('finalStandings')}
      </h2>
      {champion ? (
        <p className="text-lg">
          {t.rich('champion', {
            name: champion.player.displayName,
            strong: (chunks) => <strong data-testid="champion">{chunks}</strong>,
          })}
        </p>
      ) : null}
      <ol className="divide-y divide-stone-200">
        {standings.map((entry) => (
          <li key={entry.id} className="flex gap-3 py-1">
            <span className="w-8 text-right font-mono">{entry.finalRank}.</span>
            <span>{entry.player.displayName}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
