import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { getDb } from '@/db/app-database';
import { listPlayersOfOrganiser, type OrganisersPlayer } from '@/db/queries/players';
import { listManagedTournaments } from '@/db/queries/tournaments';
import { requireSiteRole } from '@/app/_components/site-role';
import { ClaimCodeButton, CreatePlayerForm } from './player-forms';
import { MergePlayersForm } from './merge-players-form';
import type { Translator } from '@/i18n/translator';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('organise.list');
  return { title: t('title') };
}

export default async function OrganisePage() {
  const actor = await requireSiteRole('organiser', '/organise');
  const db = await getDb();
  const [tournaments, players] = await Promise.all([
    listManagedTournaments(db, actor),
    listPlayersOfOrganiser(db, actor),
  ]);
  const t = await getTranslations('organise.list');
  return (
    <div className="space-y-8">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('title')}</h1>

      <section aria-labelledby="tournaments-heading" className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="tournaments-heading" className="text-lg font-semibold">
            {t('yourTournaments')}
          </h2>
          <Link
            href="/organise/new"
            className="inline-flex min-h-11 items-center rounded bg-emerald-800 px-4 py-2 font-medium text-white hover:bg-emerald-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-800"
          >
            {t('newTournament')}
          </Link>
        </div>
        {tournaments.length === 0 ? (
          <p className="rounded-lg border border-dashed border-stone-300 px-4 py-6 text-center text-stone-600">
            {t('noTournaments')}
          </p>
        ) : (
          <ul className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
            {tournaments.map((tournament) => (
              <li key={tournament.id} className="flex flex-wrap items-baseline justify-between gap-2 px-4 py-3">
                <Link
                  href={tournament.status === 'draft' ? `/t/${tournament.slug}/manage` : `/t/${tournament.slug}`}
                  className="font-medium text-emerald-800 underline underline-offset-4"
                >
                  {tournament.name}
                </Link>
                <span className="flex gap-4 text-sm">
                  <Link href={`/t/${tournament.slug}/manage`} className="underline underline-offset-4">
                    {t.rich('manage', {
                      name: tournament.name,
                      hidden: (chunks) => <span className="sr-only">{chunks}</span>,
                    })}
                  </Link>
                  <Link href={`/t/${tournament.slug}/registrations`} className="underline underline-offset-4">
                    {t('requestsToEnter')}
                  </Link>
                  <Link href={`/t/${tournament.slug}/staff`} className="underline underline-offset-4">
                    {t('staff')}
                  </Link>
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="players-heading" className="space-y-3">
        <h2 id="players-heading" className="text-lg font-semibold">
          {t('playersHeading')}
        </h2>
        <p className="text-stone-700">{t('playersIntro')}</p>
        <CreatePlayerForm />
        <PlayerRecords players={players} t={t} />
      </section>
    </div>
  );
}

/** The organiser's player records: one person on record twice, to merge; then every record, with its claim code. */
function PlayerRecords({ players, t }: { players: OrganisersPlayer[]; t: Translator<'organise.list'> }) {
  if (players.length === 0) return null;
  const mergeable = players.filter((player) => !player.inOthersTournament);
  const groups = duplicateGroups(mergeable);
  return (
    <>
      {groups.length > 0 ? (
        <section aria-labelledby="duplicates-heading" className="space-y-3">
          <h3 id="duplicates-heading" className="font-semibold">
            {t('duplicatesHeading')}
          </h3>
          <p className="text-stone-700">{t('duplicatesIntro')}</p>
          {groups.map((group) => (
            <MergePlayersForm key={group[0].nameKey} players={group} />
          ))}
        </section>
      ) : null}
      <h3 className="font-semibold">{t('yourPlayers')}</h3>
      <ul className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
        {players.map((player) => (
          <li key={player.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-2">
            <span>
              {player.displayName} <span className="text-sm text-stone-600">#{player.id}</span>
              <span className="text-sm text-stone-600">
                {[player.club, player.country, t('tournaments', { count: player.tournaments })]
                  .filter((part) => part !== null)
                  .map((part) => ` · ${part}`)}
              </span>
            </span>
            {player.linked ? (
              <span className="text-sm text-stone-600">{t('hasAccount')}</span>
            ) : (
              <ClaimCodeButton playerId={player.id} name={player.displayName} />
            )}
          </li>
        ))}
      </ul>
      {mergeable.length >= 2 ? (
        <details className="rounded-lg border border-stone-200 bg-white p-4">
          <summary className="cursor-pointer font-semibold">{t('mergeSpeltDifferently')}</summary>
          <MergePlayersForm players={mergeable} />
        </details>
      ) : null}
    </>
  );
}

/** Records sharing a name (without case, accents or spacing), two or more to a group. */
function duplicateGroups(players: OrganisersPlayer[]): OrganisersPlayer[][] {
  const byName = new Map<string, OrganisersPlayer[]>();
  for (const player of players) byName.set(player.nameKey, [...(byName.get(player.nameKey) ?? []), player]);
  return [...byName.values()].filter((group) => group.length > 1);
}
