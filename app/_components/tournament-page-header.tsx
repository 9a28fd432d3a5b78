import Link from 'next/link';

/** The heading of a page about one tournament (its staff, its requests to enter…), with the way back to it. */
export function TournamentPageHeader({ tournament, title, children }: { tournament: { slug: string; name: string }; title: string; children?: React.ReactNode }) {
  return (
    <header className="space-y-1">
      <p className="text-sm">
        <Link href={`/t/${tournament.slug}`} className="text-emerald-800 underline underline-offset-4">
          {tournament.name}
        </Link>
      </p>
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      {children ? <p className="text-stone-700">{children}</p> : null}
    </header>
  );
}
