import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { Translator } from '@/i18n/translator';
import type { TournamentRights } from '@/lib/auth/permissions';
import { StaffNav, type StaffLink } from './staff-nav';

/** The staff's pages of a tournament that these rights open: managers see all, arbiters the results side. */
export function staffLinks(t: Translator<'manage.nav'>, slug: string, rights: TournamentRights | null): StaffLink[] {
  if (!rights?.results) return [];
  const base = `/t/${slug}`;
  const all: (StaffLink & { managers?: true })[] = [
    { href: `${base}/manage`, label: t('settings'), managers: true },
    { href: `${base}/manage/entries`, label: t('entries'), managers: true },
    { href: `${base}/manage/seeding`, label: t('seeding'), managers: true },
    { href: `${base}/manage/pairing-rules`, label: t('pairingRules'), managers: true },
    { href: `${base}/manage/control`, label: t('controlRoom') },
    { href: `${base}/manage/audit`, label: t('auditLog') },
    { href: `${base}/registrations`, label: t('requestsToEnter'), managers: true },
    { href: `${base}/staff`, label: t('staff') },
  ];
  return all.filter((link) => rights.manage || !link.managers).map(({ href, label }) => ({ href, label }));
}

/** Who runs a tournament whose organiser lost the organiser role, as its pages say it. */
export function organiserRoleLostText(
  t: Translator<'manage.nav'>,
  lost: NonNullable<TournamentRights['organiserRoleLost']>,
): string {
  return lost.isActor ? t('youLostOrganiserRole') : t('organiserRoleLost', { name: lost.name });
}

/**
 * The heading of a page about one tournament (its staff, its requests to enter…), with the way back
 * to it; given the viewer's rights, the links to the staff's pages they may use, and who manages
 * it when its organiser is no longer one.
 */
export function TournamentPageHeader({
  tournament,
  title,
  rights = null,
  children,
}: {
  tournament: { slug: string; name: string };
  title: string;
  rights?: TournamentRights | null;
  children?: React.ReactNode;
}) {
  const t = useTranslations('manage.nav');
  const links = staffLinks(t, tournament.slug, rights);
  return (
    <header className="space-y-2">
      <p className="text-sm">
        <Link href={`/t/${tournament.slug}`} className="text-emerald-800 underline underline-offset-4">
          {tournament.name}
        </Link>
      </p>
      {links.length > 0 ? <StaffNav links={links} /> : null}
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      {rights?.organiserRoleLost ? (
        <p
          role="note"
          data-organiser-role-lost
          className="rounded border border-amber-300 bg-amber-50 px-3 py-2 text-amber-950"
        >
          {organiserRoleLostText(t, rights.organiserRoleLost)}
        </p>
      ) : null}
      {children ? <p className="text-stone-700">{children}</p> : null}
    </header>
  );
}
