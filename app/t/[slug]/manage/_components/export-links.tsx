import { getTranslations } from 'next-intl/server';
import type { Tournament } from '@/db/schema';

/**
 * The tournament's files for the federation, the press and the club's records, once it has
 * started: standings, matches, everything as JSON, the game records, and a Swiss as FIDE's TRF
 * for the pairing programs federations trust.
 */
export async function ExportLinks({ tournament }: { tournament: Tournament }) {
  const t = await getTranslations('manage.exports');
  const base = `/t/${tournament.slug}/export`;
  const files = [
    { href: `${base}/standings.csv`, label: t('standings') },
    { href: `${base}/matches.csv`, label: t('matches') },
    { href: `${base}/results.json`, label: t('results') },
    { href: `${base}/games.txt`, label: t('games') },
    ...(tournament.format === 'swiss' ? [{ href: `${base}/swiss.trf`, label: t('trf') }] : []),
  ];
  return (
    <section aria-labelledby="exports-heading" className="space-y-3">
      <h2 id="exports-heading" className="text-lg font-semibold">
        {t('title')}
      </h2>
      <ul className="flex flex-wrap gap-3">
        {files.map((file) => (
          <li key={file.href}>
            <a
              href={file.href}
              download
              className="inline-flex min-h-11 items-center rounded-md border border-stone-300 bg-white px-3 text-sm font-medium text-stone-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 dark:border-stone-600 dark:bg-stone-900 dark:text-stone-100"
            >
              {file.label}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
