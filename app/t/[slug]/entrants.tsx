// An event open for registration: who has entered so far (kept current by the page's live
// updates) and, when players may ask to enter, the way to do it (signed-out visitors are sent to
// sign in and brought back).
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { TournamentView } from '@/lib/services/views/view-tournament';

export function Entrants({ view }: { view: TournamentView }) {
  const { tournament, entrants } = view;
  const t = useTranslations('tournament.entrants');
  return (
    <section aria-labelledby="entrants-heading" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="entrants-heading" className="text-xl font-semibold">
          {t('heading')}{' '}
          <span className="font-normal text-stone-700" data-testid="entrant-count">
            ({entrants.length})
          </span>
        </h2>
        {tournament.selfRegistration ? (
          <Link
            href={`/t/${tournament.slug}/enter`}
            className="rounded-md bg-emerald-800 px-4 py-2 text-sm font-semibold text-white hover:bg-emerald-900"
          >
            {t('askToEnter')}
          </Link>
        ) : null}
      </div>
      <p className="text-sm text-stone-700">{tournament.selfRegistration ? t('open') : t('openOrganisersEnter')}</p>
      {entrants.length === 0 ? (
        <p className="rounded-lg border border-dashed border-stone-300 px-4 py-6 text-center text-stone-700">
          {t('nobody')}
        </p>
      ) : (
        <ul
          aria-labelledby="entrants-heading"
          className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white"
        >
          {entrants.map((entrant) => (
            <li
              key={entrant.entryId}
              className="flex flex-wrap items-baseline justify-between gap-x-3 px-3 py-2 text-sm"
            >
              <Link
                href={`/players/${entrant.playerId}`}
                className="min-w-0 break-words font-medium underline-offset-2 hover:underline"
              >
                {entrant.name}
              </Link>
              {entrant.club || entrant.country ? (
                <span className="text-stone-700">{[entrant.club, entrant.country].filter(Boolean).join(' · ')}</span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
