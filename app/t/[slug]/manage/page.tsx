import type { Metadata } from 'next';
import { countEntries, listEntries } from '@/db/queries/entries';
import { findCurrentStage } from '@/db/queries/tournaments';
import { loadStage } from '@/db/queries/stages';
import type { Tournament } from '@/db/schema';
import { nextRound, type FormatSettings } from '@/core/tournament';
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
import { loadManagePage } from './manage-page';
import { NotAllowed } from './_components/not-allowed';

export const metadata: Metadata = { title: 'Tournament settings' };

const statusText: Record<Tournament['status'], string> = {
  draft: 'Draft: only you and your staff see it.',
  registration: 'Registration is open: the tournament is public and takes entries.',
  running: 'Running.',
  finished: 'Finished.',
};

export default async function ManageTournamentPage({ params }: { params: Promise<{ slug: string }> }) {
  const { db, tournament, rights, allowed } = await loadManagePage(params, '', 'manage');
  if (!allowed)
    return (
      <NotAllowed title="Settings" rights={rights}>
        Only the organisers of this tournament can change its settings.
      </NotAllowed>
    );
  return (
    <div className="space-y-8">
      <TournamentPageHeader tournament={tournament} title="Settings" rights={rights}>
        {statusText[tournament.status]}
      </TournamentPageHeader>
      <StatusPanel db={db} tournament={tournament} />
      {tournament.status === 'finished' ? null : (
        <section aria-labelledby="setup-heading" className="space-y-3">
          <h2 id="setup-heading" className="text-lg font-semibold">
            Set-up
          </h2>
          <TournamentForm
            action={updateTournamentAction}
            hidden={{ tournamentId: tournament.id }}
            initial={{ ...tournament, ...formatFields(tournament.formatSettings as FormatSettings) }}
            locked={tournament.status === 'running'}
            submitText="Save the set-up"
          />
        </section>
      )}
    </div>
  );
}

/** Where the tournament stands and the one step it is waiting for: open registration, start, next round, close. */
async function StatusPanel({ db, tournament }: { db: Db; tournament: Tournament }) {
  const fields = { tournamentId: tournament.id };
  if (tournament.status === 'draft' || tournament.status === 'registration') {
    const count = await countEntries(db, tournament.id);
    const active = count.total - count.withdrawn;
    const open = tournament.status === 'registration';
    return (
      <section aria-labelledby="next-heading" className="space-y-4 rounded-lg border border-stone-200 bg-white p-4">
        <h2 id="next-heading" className="text-lg font-semibold">
          Before the start
        </h2>
        <p>
          {active} {active === 1 ? 'entry' : 'entries'}, {count.checkedIn} checked in.
        </p>
        <div className="flex flex-wrap items-start gap-4">
          <ActionButton
            action={setRegistrationAction}
            fields={open ? fields : { ...fields, open: 'on' }}
            label=""
            pendingText="Saving…"
            tone="quiet"
          >
            {open ? 'Close registration (back to draft)' : 'Open registration'}
          </ActionButton>
          <ConfirmAction
            action={startTournamentAction}
            fields={fields}
            title={`Start ${tournament.name}?`}
            description={
              <p>
                The draw is made from the {count.checkedIn} checked-in {count.checkedIn === 1 ? 'entry' : 'entries'} in
                seed order
                {active > count.checkedIn ? `; the ${active - count.checkedIn} not checked in are withdrawn` : ''}.
                Registration closes, and the format, rules and seeding can no longer change.
              </p>
            }
            confirmText="Start now"
          >
            Start the tournament
          </ConfirmAction>
        </div>
      </section>
    );
  }
  if (tournament.status === 'running') {
    const stageRow = await findCurrentStage(db, tournament.id);
    const stage = stageRow ? await loadStage(db, stageRow.id) : null;
    const open = stage?.matches.filter((match) => match.status === 'pending' || match.status === 'ready').length ?? 0;
    const canPairNext = stage !== null && nextRound(stage).ok;
    const pairs = tournament.format === 'swiss' || tournament.format === 'groups-knockout';
    return (
      <section aria-labelledby="next-heading" className="space-y-4 rounded-lg border border-stone-200 bg-white p-4">
        <h2 id="next-heading" className="text-lg font-semibold">
          Running
        </h2>
        <p>
          {open === 0
            ? 'Every match drawn so far is settled.'
            : `${open} ${open === 1 ? 'match is' : 'matches are'} still to be played.`}
        </p>
        <div className="flex flex-wrap items-start gap-4">
          {pairs ? (
            canPairNext ? (
              <ActionButton action={nextRoundAction} fields={fields} label="" pendingText="Pairing…" tone="primary">
                {tournament.format === 'swiss' ? 'Pair the next round' : 'Draw the knockout'}
              </ActionButton>
            ) : (
              <p className="text-sm text-stone-700">
                The next round can be made once every match of this one is settled.
              </p>
            )
          ) : null}
          {open === 0 && !canPairNext ? (
            <ConfirmAction
              action={closeTournamentAction}
              fields={fields}
              title={`Close ${tournament.name}?`}
              description={
                <p>
                  The final standings are stored and the champion named. Nothing about the tournament can change
                  afterwards.
                </p>
              }
              confirmText="Close it"
            >
              Close the tournament
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
        Final standings
      </h2>
      {champion ? (
        <p className="text-lg">
          Champion: <strong data-testid="champion">{champion.player.displayName}</strong>
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
