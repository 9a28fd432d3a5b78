import Link from 'next/link';
import { connection } from 'next/server';
import { getLocale, getTranslations } from 'next-intl/server';
import { getDb } from '@/db/app-database';
import { listPublicTournaments, type TournamentSummary } from '@/db/queries/tournaments';
import { dateRange, formatName } from '../_components/labels';

export default async function HomePage() {
  await connection();
  const tournaments = await listPublicTournaments(await getDb());
  const t = await getTranslations('home');
  const tFormats = await getTranslations('common.formats');
  const locale = await getLocale();
  const sections: { status: TournamentSummary['status']; title: string; empty: string }[] = [
    { status: 'running', title: t('running'), empty: t('runningEmpty') },
    { status: 'registration', title: t('registration'), empty: t('registrationEmpty') },
    { status: 'finished', title: t('finished'), empty: t('finishedEmpty') },
  ];
  return (
    <div className="space-y-8">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('title')}</h1>
      {sections.map((section) => {
        const listed = tournaments.filter((tournament) => tournament.status === section.status);
        const headingId = `tournaments-${section.status}`;
        return (
          <section key={section.status} aria-labelledby={headingId}>
            <h2 id={headingId} className="mb-3 text-lg font-semibold">
              {section.title}
            </h2>
            {listed.length === 0 ? (
              <p className="rounded-lg border border-dashed border-stone-300 px-4 py-6 text-center text-stone-600">
                {section.empty}
              </p>
            ) : (
              <ul className="grid gap-3 sm:grid-cols-2">
                {listed.map((tournament) => (
                  <li key={tournament.id}>
                    <TournamentCard
                      tournament={tournament}
                      dates={dateRange(locale, tournament.startsOn, tournament.endsOn)}
                      formatLabel={formatName(tFormats, tournament.format)}
                      players={t('players', { count: tournament.entryCount })}
                      noDateOrVenue={t('dateAndVenueToCome')}
                    />
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}

function TournamentCard({
  tournament,
  dates,
  formatLabel,
  players,
  noDateOrVenue,
}: {
  tournament: TournamentSummary;
  dates: string | null;
  formatLabel: string;
  players: string;
  noDateOrVenue: string;
}) {
  return (
    <Link
      href={`/t/${tournament.slug}`}
      className="block rounded-lg border border-stone-200 bg-white p-4 shadow-sm transition hover:border-emerald-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700"
    >
      <span className="block text-lg font-semibold text-emerald-900">{tournament.name}</span>
      <span className="mt-1 block text-sm text-stone-700">
        {[dates, tournament.venue].filter(Boolean).join(' · ') || noDateOrVenue}
      </span>
      <span className="mt-2 block text-sm text-stone-600">
        {formatLabel} · {players}
      </span>
    </Link>
  );
}
