import type { Metadata } from 'next';
import { useLocale } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import type { Translator } from '@/i18n/translator';
import Link from 'next/link';
import { auditedMatches, auditLogPage } from '@/db/queries/audit-log';
import { AUDIT_KINDS, isAuditKind, type AuditKind } from '@/lib/audit/audit-kinds';
import { describeAuditLines, type DescribedAuditLine } from '@/lib/services/views/describe-audit-lines';
import { dayFormat } from '@/app/_components/day-format';
import { TournamentPageHeader } from '@/app/_components/tournament-page-header';
import { loadManagePage } from '../manage-page';
import { NotAllowed } from '../_components/not-allowed';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('staffPages.audit');
  return { title: t('title') };
}

/** Sentences a page: a screen or two on a phone. */
const PAGE_SIZE = 25;

function kindName(t: Translator<'staffPages.audit'>, kind: AuditKind): string {
  switch (kind) {
    case 'games':
      return t('kindGames');
    case 'results':
      return t('kindResults');
    case 'entries':
      return t('kindEntries');
    case 'draw':
      return t('kindDraw');
    case 'settings':
      return t('kindSettings');
  }
}

type Query = Record<string, string | string[] | undefined>;

function one(query: Query, name: string): string {
  return [query[name]].flat()[0]?.trim() ?? '';
}

function cursor(value: string): number | undefined {
  const id = Number(value);
  return /^\d+$/.test(value) && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

export default async function AuditLogPage({
  params,
  searchParams,
}: {
  params: Promise<{ slug: string }>;
  searchParams: Promise<Query>;
}) {
  const { db, tournament, rights, allowed } = await loadManagePage(params, '/audit', 'results');
  const t = await getTranslations('staffPages.audit');
  if (!allowed)
    return (
      <NotAllowed title={t('title')} rights={rights}>
        {t('notAllowed')}
      </NotAllowed>
    );
  const query = await searchParams;
  const kind = one(query, 'kind');
  const matchId = cursor(one(query, 'match'));
  const filter = {
    ...(matchId !== undefined ? { entity: 'match', entityId: String(matchId) } : {}),
    ...(isAuditKind(kind) ? { actions: AUDIT_KINDS[kind].actions } : {}),
  };
  const [page, matches] = await Promise.all([
    auditLogPage(
      db,
      tournament.id,
      filter,
      { before: cursor(one(query, 'before')), after: cursor(one(query, 'after')) },
      PAGE_SIZE,
    ),
    auditedMatches(db, tournament.id),
  ]);
  const lines = await describeAuditLines(db, page.lines, await getTranslations('staffPages.auditLines'));
  const base = `/t/${tournament.slug}/manage/audit`;
  const link = (extra: Record<string, string>) =>
    `${base}?${new URLSearchParams({ ...(matchId !== undefined ? { match: String(matchId) } : {}), ...(isAuditKind(kind) ? { kind } : {}), ...extra })}`;
  const filtered = Object.keys(filter).length > 0;

  return (
    <div className="space-y-6">
      <TournamentPageHeader tournament={tournament} title={t('title')} rights={rights}>
        {t('intro')}
      </TournamentPageHeader>
      <form
        method="get"
        action={base}
        role="search"
        aria-label={t('filter')}
        className="flex flex-wrap items-end gap-3 rounded-lg border border-stone-200 bg-white p-4"
      >
        <div className="w-full min-w-0 space-y-1 sm:w-auto">
          <label htmlFor="audit-match" className="block text-sm font-medium text-stone-800">
            {t('match')}
          </label>
          <select
            id="audit-match"
            name="match"
            defaultValue={matchId === undefined ? '' : String(matchId)}
            className="min-h-11 w-full rounded border border-stone-400 bg-white px-2 sm:w-auto"
          >
            <option value="">{t('everyMatch')}</option>
            {matches.map((match) => (
              <option key={match.id} value={match.id}>
                {match.key}
              </option>
            ))}
          </select>
        </div>
        <div className="w-full min-w-0 space-y-1 sm:w-auto">
          <label htmlFor="audit-kind" className="block text-sm font-medium text-stone-800">
            {t('kind')}
          </label>
          <select
            id="audit-kind"
            name="kind"
            defaultValue={isAuditKind(kind) ? kind : ''}
            className="min-h-11 w-full rounded border border-stone-400 bg-white px-2 sm:w-auto"
          >
            <option value="">{t('everyKind')}</option>
            {(Object.keys(AUDIT_KINDS) as AuditKind[]).map((value) => (
              <option key={value} value={value}>
                {kindName(t, value)}
              </option>
            ))}
          </select>
        </div>
        <button
          type="submit"
          className="min-h-11 rounded border border-stone-400 bg-white px-4 py-2 font-medium hover:bg-stone-100"
        >
          {t('show')}
        </button>
        {filtered ? (
          <Link href={base} className="py-2 text-emerald-800 underline underline-offset-4">
            {t('showEverything')}
          </Link>
        ) : null}
      </form>
      {page.lines.length === 0 ? (
        <p className="rounded-lg border border-dashed border-stone-300 px-4 py-6 text-center text-stone-600">
          {filtered ? t('noMatch') : page.newer ? t('noOlder') : t('nothingYet')}
        </p>
      ) : (
        <ol aria-label={t('changes')} className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
          {lines.map((line) => (
            <AuditRow key={line.id} line={line} />
          ))}
        </ol>
      )}
      <nav aria-label={t('pages')} className="flex justify-between gap-4">
        {page.newer && page.lines.length > 0 ? (
          <Link
            href={link({ after: String(page.lines[0].id) })}
            className="text-emerald-800 underline underline-offset-4"
          >
            {t('newer')}
          </Link>
        ) : (
          <span />
        )}
        {page.older && page.lines.length > 0 ? (
          <Link
            href={link({ before: String(page.lines[page.lines.length - 1].id) })}
            className="text-emerald-800 underline underline-offset-4"
          >
            {t('older')}
          </Link>
        ) : null}
      </nav>
    </div>
  );
}

function AuditRow({ line }: { line: DescribedAuditLine }) {
  const when = dayFormat(useLocale(), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
  });
  return (
    <li className="flex flex-wrap justify-between gap-x-4 gap-y-1 px-4 py-3" data-testid="audit-row">
      <p className="min-w-0 flex-1">{line.sentence}</p>
      <time dateTime={line.at.toISOString()} className="text-sm whitespace-nowrap text-stone-600">
        {when.format(line.at)}
      </time>
    </li>
  );
}
