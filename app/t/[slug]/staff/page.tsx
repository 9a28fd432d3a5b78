import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getDb } from '@/db/app-database';
import { listTournamentStaff } from '@/db/queries/staff';
import { getActor } from '@/lib/auth/actor';
import { loadManagedTournament } from '@/app/_components/managed-tournament';
import { TournamentPageHeader } from '@/app/_components/tournament-page-header';
import { ActionButton } from '@/app/_components/form/action-button';
import { removeStaffAction } from './actions';
import { AddStaffForm } from './staff-forms';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('manage.staff');
  return { title: t('title') };
}

export default async function StaffPage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const actor = await getActor();
  const db = await getDb();
  const { tournament, rights } = await loadManagedTournament(db, actor, slug, `/t/${slug}/staff`);
  const staff = await listTournamentStaff(db, tournament.id);
  const t = await getTranslations('manage.staff');
  return (
    <div className="space-y-6">
      <TournamentPageHeader tournament={tournament} title={t('title')} rights={rights}>
        {t('intro')}
      </TournamentPageHeader>
      {staff.length === 0 ? (
        <p className="rounded-lg border border-dashed border-stone-300 px-4 py-6 text-center text-stone-600">
          {t('nobody')}
        </p>
      ) : (
        <ul className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
          {staff.map((member) => (
            <li key={member.userId} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
              <span>
                <strong>{member.name ?? member.email}</strong>{' '}
                <span className="text-stone-600">{member.name ? member.email : ''}</span>
                <span className="block text-sm text-stone-700">
                  {member.role === 'co-organiser' ? t('coOrganiser') : t('arbiter')}
                </span>
              </span>
              {rights.manage ? (
                <ActionButton
                  action={removeStaffAction}
                  fields={{ tournamentId: tournament.id, userId: member.userId }}
                  label={member.name ?? member.email}
                  pendingText={t('removing')}
                >
                  {t('remove')}
                </ActionButton>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {rights.manage ? (
        <AddStaffForm tournamentId={tournament.id} />
      ) : (
        <p className="text-stone-700">{t('onlyOrganisers')}</p>
      )}
    </div>
  );
}
