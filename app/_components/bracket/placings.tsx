// The places of a knockout, grouped as they are shared: "1st", "2nd", "3rd–4th", "5th–8th"…
// "Final placings" once there is a champion; while it runs, the places of those already out.
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { TournamentView } from '@/lib/services/views/view-tournament';
import { placeLabel } from '../labels';

export function Placings({ view, target }: { view: TournamentView; target?: '_blank' }) {
  const t = useTranslations('bracket');
  const tPlaces = useTranslations('common.places');
  if (view.placings.length === 0) return null;
  const groups: TournamentView['placings'][] = [];
  for (const placing of view.placings) {
    const last = groups.at(-1);
    if (last && last[0].place === placing.place) last.push(placing);
    else groups.push([placing]);
  }
  const heading = view.champion ? t('finalPlacings') : t('placingsSoFar');
  return (
    <section aria-labelledby="placings-heading" className="space-y-2">
      <h2 id="placings-heading" className="text-xl font-semibold">
        {heading}
      </h2>
      <ol className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
        {groups.map((group) => (
          <li key={group[0].place} data-place={group[0].place} className="flex gap-3 px-3 py-2 text-sm">
            <span className="w-24 shrink-0 font-semibold tabular-nums">
              {placeLabel(tPlaces, group[0].place, group[0].lastPlace)}
            </span>
            <span className="min-w-0 break-words">
              {group.map((placing, index) => (
                <span key={placing.entryId}>
                  {index > 0 ? ', ' : null}
                  <Link
                    href={`/players/${placing.playerId}`}
                    target={target}
                    className="underline-offset-2 hover:underline"
                  >
                    {placing.name}
                  </Link>
                </span>
              ))}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
