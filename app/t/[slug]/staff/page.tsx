import type { Metadata } from 'next';
import Link from 'next/link';
import { getDb } from '@/db/app-database';
import { listTournamentStaff } from '@/db/queries/staff';
import { getActor } from '@/lib/auth/actor';
import { loadManagedTournament } from '@/app/_components/managed-tournament';
import { AddStaffForm, RemoveStaffButton } from './staff-forms';

export const metadata: Metadata = { title: 'Staff' };

const roleLabels = { 'co-organiser': 'Co-organiser', arbiter: 'Arbiter' } as const;

export default async function StaffPage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const actor = await getActor();
  const db = await getDb();
  const { tournament, rights } = await loadManagedTournament(db, actor, slug, `/t/${slug}/staff`);
  const staff = await listTournamentStaff(db, tournament.id);
  return (
    <div className="space-y-6">
      <header className="space-y-1">
        <p className="text-sm">
          <Link href={`/t/${tournament.slug}`} className="text-emerald-800 underline underline-offset-4">
            {tournament.name}
          </Link>
        </p>
        <h1 className="text-2xl font-bold tracking-tight">Staff</h1>
        <p className="text-stone-700">
          Co-organisers run the tournament with its organiser: settings, registrations, seeding, staff. Arbiters act on results:
          walkovers, disputes and corrections.
        </p>
      </header>
      {staff.length === 0 ? (
        <p className="rounded-lg border border-dashed border-stone-300 px-4 py-6 text-center text-stone-600">Nobody else is on the staff yet.</p>
      ) : (
        <ul className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
          {staff.map((member) => (
            <li key={member.userId} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
              <span>
                <strong>{member.name ?? member.email}</strong> <span className="text-stone-600">{member.name ? member.email : ''}</span>
                <span className="block text-sm text-stone-700">{roleLabels[member.role]}</span>
              </span>
              {rights.manage ? <RemoveStaffButton tournamentId={tournament.id} userId={member.userId} label={member.name ?? member.email} /> : null}
            </li>
          ))}
        </ul>
      )}
      {rights.manage ? (
        <AddStaffForm tournamentId={tournament.id} />
      ) : (
        <p className="text-stone-700">Only the organisers of this tournament can change its staff.</p>
      )}
    </div>
  );
}
