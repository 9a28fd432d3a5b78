import Link from 'next/link';
import type { TournamentRights } from '@/lib/auth/permissions';
import { StaffNav, type StaffLink } from './staff-nav';

/** The staff's pages of a tournament that these rights open: managers see all, arbiters the results side. */
export function staffLinks(slug: string, rights: TournamentRights | null): StaffLink[] {
  if (!rights?.results) return [];
  const base = `/t/${slug}`;
  const all: (StaffLink & { managers?: true })[] = [
    { href: `${base}/manage`, label: 'Settings', managers: true },
    { href: `${base}/manage/entries`, label: 'Entries', managers: true },
    { href: `${base}/manage/seeding`, label: 'Seeding', managers: true },
    { href: `${base}/manage/control`, label: 'Control room' },
    { href: `${base}/manage/audit`, label: 'Audit log' },
    { href: `${base}/registrations`, label: 'Requests to enter', managers: true },
    { href: `${base}/staff`, label: 'Staff' },
  ];
  return all.filter((link) => rights.manage || !link.managers).map(({ href, label }) => ({ href, label }));
}

/** Who runs a tournament whose organiser lost the organiser role, as its pages say it. */
export function organiserRoleLostText(lost: NonNullable<TournamentRights['organiserRoleLost']>): string {
  return lost.isActor
    ? 'You are no longer an organiser; admins and co-organisers manage this tournament. A site admin can make you an organiser again.'
    : `${lost.name} is no longer an organiser; admins and co-organisers manage this tournament.`;
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
  const links = staffLinks(tournament.slug, rights);
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
          {organiserRoleLostText(rights.organiserRoleLost)}
        </p>
      ) : null}
      {children ? <p className="text-stone-700">{children}</p> : null}
    </header>
  );
}
