import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Translator } from '@/i18n/translator';
import { listEntries, type EntryWithPlayer } from '@/db/queries/entries';
import { pairedSwissRounds } from '@/db/queries/matches';
import { searchPlayers } from '@/db/queries/players';
import type { Tournament } from '@/db/schema';
import { ActionButton } from '@/app/_components/form/action-button';
import { TournamentPageHeader } from '@/app/_components/tournament-page-header';
import { addEntryAction, removeEntryAction, setCheckInAction } from '../actions';
import { ConfirmAction } from '../_components/confirm-action';
import { loadManagePage } from '../manage-page';
import { ImportForm, NewPlayerEntryForm, WithdrawForm } from './entry-forms';
import { TrfImportForm } from './trf-import-form';
import { NotAllowed } from '../_components/not-allowed';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('staffPages.entries');
  return { title: t('title') };
}

export default async function EntriesPage({
  params,
  searchParams,
}: {
  params: Promise<{ slug: string }>;
  searchParams: Promise<{ q?: string | string[] }>;
}) {
  const { db, tournament, rights, allowed } = await loadManagePage(params, '/entries', 'manage');
  const t = await getTranslations('staffPages.entries');
  if (!allowed)
    return (
      <NotAllowed title={t('title')} rights={rights}>
        {t('notAllowed')}
      </NotAllowed>
    );
  const query = [(await searchParams).q].flat()[0]?.trim() ?? '';
  const [entries, found] = await Promise.all([
    listEntries(db, tournament.id),
    query ? searchPlayers(db, query) : Promise.resolve([]),
  ]);
  const active = entries.filter((entry) => entry.status !== 'withdrawn');
  const withdrawn = entries.length - active.length;
  const checkedIn = active.filter((entry) => entry.checkedIn).length;
  const settingUp = tournament.status === 'draft' || tournament.status === 'registration';
  // A Swiss takes late entries while it runs; every other format only before the start.
  const takesEntries = settingUp || (tournament.status === 'running' && tournament.format === 'swiss');
  const entered = new Set(entries.map((entry) => entry.player.id));

  return (
    <div className="space-y-8">
      <TournamentPageHeader tournament={tournament} title={t('title')} rights={rights} />
      <p
        role="status"
        aria-live="polite"
        data-testid="entry-count"
        className="rounded-lg bg-stone-100 px-4 py-3 font-medium"
      >
        {t('count', { active: active.length, checkedIn, withdrawn })}
      </p>

      {takesEntries ? (
        <section aria-labelledby="add-heading" className="space-y-4">
          <h2 id="add-heading" className="text-lg font-semibold">
            {t('addPlayers')}
          </h2>
          <form
            role="search"
            className="flex flex-wrap items-end gap-3 rounded-lg border border-stone-200 bg-white p-4"
          >
            <div className="min-w-48 flex-1 space-y-1">
              <label htmlFor="player-search" className="block text-sm font-medium text-stone-800">
                {t('searchLabel')}
              </label>
              <input
                id="player-search"
                type="search"
                name="q"
                defaultValue={query}
                className="block w-full rounded border border-stone-400 px-3 py-2"
              />
            </div>
            <button
              type="submit"
              className="min-h-11 rounded border border-stone-400 bg-white px-4 py-2 font-medium hover:bg-stone-100"
            >
              {t('search')}
            </button>
          </form>
          {query ? (
            found.length === 0 ? (
              <p className="text-stone-700">{t('nobodyCalled', { query })}</p>
            ) : (
              <ul
                aria-label={t('playersFound')}
                className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white"
              >
                {found.map((player) => (
                  <li key={player.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-2">
                    <span>
                      {player.displayName}
                      <span className="text-sm text-stone-600">
                        {[player.club, player.rating].filter((part) => part !== null).map((part) => ` · ${part}`)}
                      </span>
                    </span>
                    {entered.has(player.id) ? (
                      <span className="text-sm text-stone-600">{t('alreadyEntered')}</span>
                    ) : (
                      <ActionButton
                        action={addEntryAction}
                        fields={{ tournamentId: tournament.id, playerId: player.id }}
                        label={player.displayName}
                        pendingText={t('entering')}
                        tone="quiet"
                      >
                        {t('enter')}
                      </ActionButton>
                    )}
                  </li>
                ))}
              </ul>
            )
          ) : null}
          <NewPlayerEntryForm
            tournamentId={tournament.id}
            missedRounds={settingUp ? undefined : await pairedSwissRounds(db, tournament.id)}
          />
          {settingUp ? <ImportForm tournamentId={tournament.id} /> : null}
          {/* A TRF sets a Swiss up from the start: before anyone is entered. */}
          {settingUp && tournament.format === 'swiss' && entries.length === 0 ? (
            <TrfImportForm tournamentId={tournament.id} />
          ) : null}
        </section>
      ) : null}

      <section aria-labelledby="entries-heading" className="space-y-3">
        <h2 id="entries-heading" className="text-lg font-semibold">
          {t('enteredHeading')}
        </h2>
        {entries.length === 0 ? (
          <p className="rounded-lg border border-dashed border-stone-300 px-4 py-6 text-center text-stone-600">
            {t('nobodyYet')}
          </p>
        ) : (
          <ul aria-label={t('title')} className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
            {entries.map((entry) => (
              <EntryRow key={entry.id} entry={entry} tournament={tournament} settingUp={settingUp} t={t} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function EntryRow({
  entry,
  tournament,
  settingUp,
  t,
}: {
  entry: EntryWithPlayer;
  tournament: Tournament;
  settingUp: boolean;
  t: Translator<'staffPages.entries'>;
}) {
  const name = entry.player.displayName;
  const withdrawn = entry.status === 'withdrawn';
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3" data-testid="entry-row">
      <span className="min-w-40">
        <span className="font-medium">{name}</span>
        <span className="block text-sm text-stone-600">
          {[
            entry.seed === null ? null : t('seed', { seed: entry.seed }),
            entry.player.club,
            entry.player.rating === null ? null : t('rating', { rating: entry.player.rating }),
          ]
            .filter(Boolean)
            .join(' · ')}
          {withdrawn
            ? ` · ${t('withdrawn')}`
            : settingUp
              ? ` · ${entry.checkedIn ? t('checkedIn') : t('notCheckedIn')}`
              : ''}
        </span>
      </span>
      {withdrawn || tournament.status === 'finished' ? null : (
        <span className="flex flex-wrap items-start gap-2">
          {settingUp ? (
            <ActionButton
              action={setCheckInAction}
              fields={entry.checkedIn ? { entryId: entry.id } : { entryId: entry.id, checkedIn: 'on' }}
              label={name}
              pendingText={t('saving')}
              tone={entry.checkedIn ? 'quiet' : 'primary'}
            >
              {entry.checkedIn ? t('undoCheckIn') : t('checkIn')}
            </ActionButton>
          ) : null}
          {settingUp ? (
            <ConfirmAction
              action={removeEntryAction}
              fields={{ entryId: entry.id }}
              context={name}
              tone="danger"
              pendingText={t('removing')}
              title={t('removeTitle', { name })}
              description={<p>{t('removeDescription')}</p>}
              confirmText={t('removeConfirm', { name })}
            >
              {t('remove')}
            </ConfirmAction>
          ) : null}
          <WithdrawForm entryId={entry.id} name={name} started={!settingUp} />
        </span>
      )}
    </li>
  );
}
