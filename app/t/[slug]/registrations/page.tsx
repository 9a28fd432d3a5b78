import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Translator } from '@/i18n/translator';
import { getDb } from '@/db/app-database';
import { listRequestsOfTournament } from '@/db/queries/registrations';
import { getActor } from '@/lib/auth/actor';
import { loadManagedTournament } from '@/app/_components/managed-tournament';
import { TournamentPageHeader } from '@/app/_components/tournament-page-header';
import { DecisionButtons } from './decision-buttons';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('manage.registrations');
  return { title: t('title') };
}

function statusName(t: Translator<'manage.registrations'>, status: 'pending' | 'approved' | 'rejected'): string {
  switch (status) {
    case 'pending':
      return t('pending');
    case 'approved':
      return t('approved');
    case 'rejected':
      return t('rejected');
  }
}

export default async function RegistrationsPage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const actor = await getActor();
  const db = await getDb();
  const { tournament, rights } = await loadManagedTournament(db, actor, slug, `/t/${slug}/registrations`);
  const requests = rights.manage ? await listRequestsOfTournament(db, tournament.id) : [];
  const t = await getTranslations('manage.registrations');
  return (
    <div className="space-y-6">
      <TournamentPageHeader tournament={tournament} title={t('title')} rights={rights}>
        {tournament.selfRegistration
          ? tournament.status === 'registration'
            ? t('openNow')
            : t('openDuringRegistration')
          : t('notTaken')}
      </TournamentPageHeader>
      {!rights.manage ? (
        <p className="text-stone-700">{t('onlyOrganisers')}</p>
      ) : requests.length === 0 ? (
        <p className="rounded-lg border border-dashed border-stone-300 px-4 py-6 text-center text-stone-600">
          {t('nobody')}
        </p>
      ) : (
        <ul className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
          {requests.map((request) => {
            const name = request.playerName ?? request.newPlayerName ?? '';
            return (
              <li key={request.id} className="space-y-2 px-4 py-3">
                <p>
                  <strong>{name}</strong>
                  {request.playerName ? ` ${t('existingPlayer')}` : ` ${t('newPlayer')}`}
                  {(request.playerClub ?? request.newPlayerClub)
                    ? `, ${request.playerClub ?? request.newPlayerClub}`
                    : ''}
                  {request.newPlayerCountry ? `, ${request.newPlayerCountry}` : ''}
                  <span className="block text-sm text-stone-600">
                    {t('askedBy', { name: request.userName ?? request.userEmail, email: request.userEmail })} ·{' '}
                    {statusName(t, request.status)}
                  </span>
                </p>
                {request.message ? <p className="text-sm text-stone-700">“{request.message}”</p> : null}
                {request.status === 'pending' ? <DecisionButtons requestId={request.id} name={name} /> : null}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
