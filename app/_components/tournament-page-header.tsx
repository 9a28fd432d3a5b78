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

/**
 * The heading of a page about one tournament (its staff, its requests to enter…), with the way back
 * to it; given the viewer's rights, the links to the staff's pages they may use.
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
      {children ? <p className="text-stone-700">{children}</p> : null}
    </header>
  );
}
