import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ActionButton } from '@/app/_components/form/action-button';
import { TournamentPageHeader } from '@/app/_components/tournament-page-header';
import { listEntries } from '@/db/queries/entries';
import { viewPairingInstructions } from '@/lib/services/swiss/view-pairing-instructions';
import { NotAllowed } from '../_components/not-allowed';
import { loadManagePage } from '../manage-page';
import { removeForbiddenPairAction, withdrawByeAction } from './actions';
import { ByeRequestForm, ForbiddenPairForm, PairingRulesForm } from './pairing-forms';
import { pointsText } from './points-text';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('staffPages.pairingRules');
  return { title: t('title') };
}

/** A Swiss's pairing rules (issue 19 §3): acceleration, requested byes, forbidden pairs, late entries' points. */
export default async function PairingRulesPage({ params }: { params: Promise<{ slug: string }> }) {
  const { db, user, tournament, rights, allowed } = await loadManagePage(params, '/pairing-rules', 'manage');
  const t = await getTranslations('staffPages.pairingRules');
  if (!allowed)
    return (
      <NotAllowed title={t('title')} rights={rights}>
        {t('notAllowed')}
      </NotAllowed>
    );
  if (tournament.format !== 'swiss')
    return (
      <div className="space-y-6">
        <TournamentPageHeader tournament={tournament} title={t('title')} rights={rights}>
          {t('onlySwiss')}
        </TournamentPageHeader>
      </div>
    );
  const instructions = await viewPairingInstructions(db, user, tournament);
  const active = (await listEntries(db, tournament.id)).filter((entry) => entry.status !== 'withdrawn');
  const options = active.map((entry) => ({ value: String(entry.id), label: entry.player.displayName }));
  const settingUp = tournament.status === 'draft' || tournament.status === 'registration';
  const open = tournament.status !== 'finished';
  const rounds = Array.from({ length: instructions.rounds }, (_, index) => index + 1).filter(
    (round) => round > instructions.pairedRounds,
  );
  const list = 'divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white';
  const row = 'flex flex-wrap items-center justify-between gap-2 px-3 py-2';
  return (
    <div className="space-y-8">
      <TournamentPageHeader tournament={tournament} title={t('title')} rights={rights}>
        {t('intro')}
      </TournamentPageHeader>

      <section aria-labelledby="rules-heading" className="space-y-3">
        <h2 id="rules-heading" className="text-lg font-semibold">
          {t('rules')}
        </h2>
        {settingUp ? (
          <PairingRulesForm
            tournamentId={tournament.id}
            acceleration={instructions.acceleration}
            requestedByePoints={instructions.requestedByePoints}
          />
        ) : (
          <p className="text-stone-700" data-testid="pairing-rules">
            {instructions.acceleration === 'baku' ? t('bakuFixed') : t('noAccelerationFixed')}{' '}
            {t('byePointsFixed', { points: pointsText(instructions.requestedByePoints) })}
          </p>
        )}
      </section>

      <section aria-labelledby="pairs-heading" className="space-y-3">
        <h2 id="pairs-heading" className="text-lg font-semibold">
          {t('forbiddenPairs')}
        </h2>
        <p className="text-sm text-stone-700">{t('forbiddenPairsHint')}</p>
        {instructions.forbiddenPairs.length === 0 ? (
          <p className="text-stone-600">{t('noForbiddenPairs')}</p>
        ) : (
          <ul className={list} aria-label={t('forbiddenPairs')} data-testid="forbidden-pairs">
            {instructions.forbiddenPairs.map((pair) => {
              const names = t('pairNames', { first: pair.player1, second: pair.player2 });
              return (
                <li key={pair.id} className={row}>
                  <span>
                    {names}
                    {pair.reason ? <span className="text-stone-600"> · {pair.reason}</span> : null}
                  </span>
                  {open ? (
                    <ActionButton
                      action={removeForbiddenPairAction}
                      fields={{ tournamentId: tournament.id, pairId: pair.id }}
                      label={names}
                      pendingText={t('removing')}
                    >
                      {t('remove')}
                    </ActionButton>
                  ) : null}
                </li>
              );
            })}
          </ul>
        )}
        {open && options.length >= 2 ? <ForbiddenPairForm tournamentId={tournament.id} entries={options} /> : null}
      </section>

      <section aria-labelledby="byes-heading" className="space-y-3">
        <h2 id="byes-heading" className="text-lg font-semibold">
          {t('requestedByes')}
        </h2>
        <p className="text-sm text-stone-700">{t('requestedByesHint')}</p>
        {instructions.requestedByes.length === 0 ? (
          <p className="text-stone-600">{t('noRequestedByes')}</p>
        ) : (
          <ul className={list} aria-label={t('requestedByes')} data-testid="requested-byes">
            {instructions.requestedByes.map((bye) => {
              const said = t('byeLine', { player: bye.player, round: bye.round, points: pointsText(bye.points) });
              return (
                <li key={bye.id} className={row}>
                  <span>{said}</span>
                  {open && bye.round > instructions.pairedRounds ? (
                    <ActionButton
                      action={withdrawByeAction}
                      fields={{ tournamentId: tournament.id, byeId: bye.id }}
                      label={said}
                      pendingText={t('removing')}
                    >
                      {t('withdrawBye')}
                    </ActionButton>
                  ) : null}
                </li>
              );
            })}
          </ul>
        )}
        {open && options.length > 0 ? (
          <ByeRequestForm
            tournamentId={tournament.id}
            rounds={rounds}
            entries={options}
            defaultPoints={instructions.requestedByePoints}
          />
        ) : null}
      </section>

      <section aria-labelledby="late-heading" className="space-y-3">
        <h2 id="late-heading" className="text-lg font-semibold">
          {t('latePoints')}
        </h2>
        <p className="text-sm text-stone-700">{t('latePointsHint')}</p>
        {instructions.grantedPoints.length === 0 ? (
          <p className="text-stone-600">{t('noLatePoints')}</p>
        ) : (
          <ul className={list} aria-label={t('latePoints')}>
            {instructions.grantedPoints.map((granted) => (
              <li key={granted.entryId} className={row}>
                {t('grantedLine', { player: granted.player, points: pointsText(granted.points) })}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
