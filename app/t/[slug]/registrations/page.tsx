import type { Metadata } from 'next';
import { getDb } from '@/db/app-database';
import { listRequestsOfTournament } from '@/db/queries/registrations';
import { getActor } from '@/lib/auth/actor';
import { loadManagedTournament } from '@/app/_components/managed-tournament';
import { TournamentPageHeader } from '@/app/_components/tournament-page-header';
import { DecisionButtons } from './decision-buttons';

export const metadata: Metadata = { title: 'Requests to enter' };

const statusLabels = { pending: 'Waiting', approved: 'Entered', rejected: 'Not accepted' } as const;

export default async function RegistrationsPage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const actor = await getActor();
  const db = await getDb();
  const { tournament, rights } = await loadManagedTournament(db, actor, slug, `/t/${slug}/registrations`);
  const requests = rights.manage ? await listRequestsOfTournament(db, tournament.id) : [];
  return (
    <div className="space-y-6">
      <TournamentPageHeader tournament={tournament} title="Requests to enter" rights={rights}>
        {tournament.selfRegistration
          ? tournament.status === 'registration'
            ? 'Players can ask to enter now. Approving one enters them at once.'
            : 'Players can ask to enter while registration is open.'
          : 'This tournament does not take entries from players themselves.'}
      </TournamentPageHeader>
      {!rights.manage ? (
        <p className="text-stone-700">Only the organisers of this tournament can see and decide the requests.</p>
      ) : requests.length === 0 ? (
        <p className="rounded-lg border border-dashed border-stone-300 px-4 py-6 text-center text-stone-600">
          Nobody has asked to enter yet.
        </p>
      ) : (
        <ul className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
          {requests.map((request) => {
            const name = request.playerName ?? request.newPlayerName ?? '';
            return (
              <li key={request.id} className="space-y-2 px-4 py-3">
                <p>
                  <strong>{name}</strong>
                  {request.playerName ? ' (existing player)' : ' (new player)'}
                  {(request.playerClub ?? request.newPlayerClub)
                    ? `, ${request.playerClub ?? request.newPlayerClub}`
                    : ''}
                  {request.newPlayerCountry ? `, ${request.newPlayerCountry}` : ''}
                  <span className="block text-sm text-stone-600">
                    asked by {request.userName ?? request.userEmail} ({request.userEmail}) ·{' '}
                    {statusLabels[request.status]}
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
