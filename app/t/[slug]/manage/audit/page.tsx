import type { Metadata } from 'next';
import Link from 'next/link';
import { listAuditLog } from '@/db/queries/audit-log';
import { PageNotice } from '@/app/_components/page-notice';
import { TournamentPageHeader } from '@/app/_components/tournament-page-header';
import { loadManagePage } from '../manage-page';

export const metadata: Metadata = { title: 'Audit log' };

const PAGE_SIZE = 50;

const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'UTC' });

export default async function AuditLogPage({ params, searchParams }: { params: Promise<{ slug: string }>; searchParams: Promise<{ before?: string | string[] }> }) {
  const { db, tournament, rights, allowed } = await loadManagePage(params, '/audit', 'results');
  if (!allowed) return <PageNotice title="Audit log">Only the staff of this tournament can read its audit log.</PageNotice>;
  const beforeParam = Number([(await searchParams).before].flat()[0]);
  const before = Number.isSafeInteger(beforeParam) && beforeParam > 0 ? beforeParam : undefined;
  // One row more than a page says whether there is an older page.
  const rows = await listAuditLog(db, tournament.id, { before, limit: PAGE_SIZE + 1 });
  const page = rows.slice(0, PAGE_SIZE);
  const older = rows.length > PAGE_SIZE ? page[page.length - 1].id : null;
  const base = `/t/${tournament.slug}/manage/audit`;
  return (
    <div className="space-y-6">
      <TournamentPageHeader tournament={tournament} title="Audit log" rights={rights}>
        Every change to the set-up, the entries, the draw and the results: who, when, what, before and after, and why. Newest first; times in UTC.
      </TournamentPageHeader>
      {page.length === 0 ? (
        <p className="rounded-lg border border-dashed border-stone-300 px-4 py-6 text-center text-stone-600">{before ? 'No older changes.' : 'Nothing has changed yet.'}</p>
      ) : (
        <ol aria-label="Changes" className="space-y-3">
          {page.map((row) => (
            <li key={row.id} className="space-y-2 rounded-lg border border-stone-200 bg-white p-4" data-testid="audit-row">
              <p className="flex flex-wrap justify-between gap-2">
                <span>
                  <strong>{row.action}</strong> <span className="text-stone-600">· {row.entity} {row.entityId}</span>
                </span>
                <time dateTime={row.at.toISOString()} className="text-sm text-stone-600">
                  {when.format(row.at)}
                </time>
              </p>
              <p className="text-sm">By {row.actorId === null ? 'the system' : (row.actorName ?? row.actorEmail)}</p>
              {row.reason ? <p className="text-sm">Why: “{row.reason}”</p> : null}
              <div className="grid gap-2 text-xs sm:grid-cols-2">
                <JsonBlock label="Before" value={row.before} />
                <JsonBlock label="After" value={row.after} />
              </div>
            </li>
          ))}
        </ol>
      )}
      <nav aria-label="Audit log pages" className="flex justify-between">
        {before ? (
          <Link href={base} className="text-emerald-800 underline underline-offset-4">
            Newest
          </Link>
        ) : (
          <span />
        )}
        {older !== null ? (
          <Link href={`${base}?before=${older}`} className="text-emerald-800 underline underline-offset-4">
            Older changes
          </Link>
        ) : null}
      </nav>
    </div>
  );
}

function JsonBlock({ label, value }: { label: string; value: unknown }) {
  if (value === null || value === undefined) return null;
  return (
    <div className="min-w-0">
      <p className="font-medium text-stone-700">{label}</p>
      <pre className="overflow-x-auto rounded bg-stone-100 p-2">{JSON.stringify(value, null, 1)}</pre>
    </div>
  );
}
