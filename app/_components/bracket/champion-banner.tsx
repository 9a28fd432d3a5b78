import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { TournamentView } from '@/lib/services/views/view-tournament';

/** The champion, crowned, once the last match is won (or the league is closed). */
export function ChampionBanner({ view, target }: { view: TournamentView; target?: '_blank' }) {
  const t = useTranslations('bracket');
  if (!view.champion) return null;
  return (
    <p className="flex items-center gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-8 shrink-0 fill-amber-500 stroke-amber-800"
        strokeWidth={1.2}
      >
        <path d="M3 8l4.5 4L12 5l4.5 7L21 8l-2 10H5L3 8z" />
      </svg>
      <span>
        <span className="block text-xs font-semibold uppercase tracking-wide">{t('champion')}</span>
        <Link
          href={`/players/${view.champion.playerId}`}
          target={target}
          className="text-lg font-bold underline-offset-2 hover:underline"
        >
          {view.champion.name}
        </Link>
      </span>
    </p>
  );
}
