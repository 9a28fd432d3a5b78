import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { Translator } from '@/i18n/translator';
import { PageNotice } from '@/app/_components/page-notice';
import { getDb } from '@/db/app-database';
import { disputesForStaff, findMatchToReport, openMatchIdsOfUser, type DisputeToDecide } from '@/db/queries/reporting';
import { openSwissOfUser } from '@/db/queries/swiss-instructions';
import { getActor, isSignedIn } from '@/lib/auth/actor';
import { startExpirySweep } from '@/lib/services/reporting/confirm-expired';
import { planSeries } from '@/lib/services/reporting/next-game';
import { nextStep } from '@/app/t/[slug]/m/[matchId]/report/next-step';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('play');
  return { title: t('title') };
}

/** The signed-in player's matches still to be played, each with what to do next. */
export default async function PlayPage() {
  const actor = await getActor();
  if (!isSignedIn(actor)) redirect(`/sign-in?callbackUrl=${encodeURIComponent('/play')}`);
  const db = await getDb();
  // Not a write: starts this process's sweep of expired reports if the database was down when it booted.
  startExpirySweep(db);
  const ids = await openMatchIdsOfUser(db, actor.id);
  const tStep = await getTranslations('report.nextStep');
  const rows = [];
  for (const matchId of ids) {
    const view = await findMatchToReport(db, matchId);
    if (!view?.players[0] || !view.players[1]) continue;
    const slot = view.players[0].userId === actor.id ? 1 : 2;
    const plan = await planSeries(db, view.match);
    const opener = plan.next ? view.players[plan.next.opener] : null;
    const step = nextStep(tStep, {
      games: view.games,
      slot,
      viewerId: actor.id,
      next:
        plan.next && opener
          ? { number: plan.next.number, openerName: opener.name, openerIsViewer: opener.userId === actor.id }
          : null,
      finished: false,
    });
    const [wins1, wins2] = [view.match.wins1 ?? 0, view.match.wins2 ?? 0];
    rows.push({
      view,
      opponent: view.players[slot === 1 ? 1 : 0]!.name,
      step,
      mine: slot === 1 ? wins1 : wins2,
      theirs: slot === 1 ? wins2 : wins1,
    });
  }
  const disputes = await disputesForStaff(db, actor);
  const swiss = await openSwissOfUser(db, actor.id);
  const t = await getTranslations('play');
  if (rows.length === 0 && disputes.length === 0 && swiss.length === 0) {
    return (
      <PageNotice title={t('title')}>
        {t('noMatchesYet')} {t('whenMatchesAppear')}
      </PageNotice>
    );
  }
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold tracking-tight">{t('title')}</h1>
      {disputes.length > 0 ? <Disputes disputes={disputes} t={t} /> : null}
      {swiss.length > 0 ? <ByeLinks tournaments={swiss} t={t} /> : null}
      {rows.length === 0 ? (
        <p className="text-stone-700">{t('noMatchesYet')}</p>
      ) : (
        <ul className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
          {rows.map(({ view, opponent, step, mine, theirs }) => (
            <li key={view.match.id} className="space-y-1 px-4 py-3">
              <p className="text-sm text-stone-600">
                {view.tournament.name} · {view.match.key}
              </p>
              <p className="font-medium">{t('score', { opponent, mine, theirs })}</p>
              <p className="text-stone-700">{step}</p>
              <Link
                href={`/t/${view.tournament.slug}/m/${view.match.id}/report`}
                className="inline-flex min-h-11 items-center text-emerald-800 underline underline-offset-4"
              >
                {t.rich('report', { opponent, hidden: (chunks) => <span className="sr-only">{chunks}</span> })}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** For organisers and arbiters: the disputed games of their tournaments, each a link to decide it. */
function Disputes({ disputes, t }: { disputes: DisputeToDecide[]; t: Translator<'play'> }) {
  return (
    <section aria-labelledby="disputes-heading" className="space-y-2">
      <h2 id="disputes-heading" className="text-lg font-semibold">
        {t('disputes')}
      </h2>
      <ul className="divide-y divide-stone-200 rounded-lg border border-amber-300 bg-amber-50">
        {disputes.map((dispute) => (
          <li key={`${dispute.matchId}-${dispute.number}`} className="px-4 py-3">
            <Link
              href={`/t/${dispute.tournament.slug}/m/${dispute.matchId}/report`}
              className="font-medium text-emerald-900 underline underline-offset-4"
            >
              {t('dispute', { tournament: dispute.tournament.name, match: dispute.matchKey, number: dispute.number })}
            </Link>
            {dispute.comment ? <p className="text-sm text-stone-700">“{dispute.comment}”</p> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The Swiss events the player is in: where to ask for a bye in a round to come. */
function ByeLinks({ tournaments, t }: { tournaments: { slug: string; name: string }[]; t: Translator<'play'> }) {
  return (
    <section aria-labelledby="byes-heading" className="space-y-2">
      <h2 id="byes-heading" className="text-lg font-semibold">
        {t('byesHeading')}
      </h2>
      <ul className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
        {tournaments.map((tournament) => (
          <li key={tournament.slug} className="px-4 py-2">
            <Link
              href={`/t/${tournament.slug}/byes`}
              className="inline-flex min-h-11 items-center text-emerald-800 underline underline-offset-4"
            >
              {t('askForBye', { tournament: tournament.name })}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
