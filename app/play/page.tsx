import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { PageNotice } from '@/app/_components/page-notice';
import { getDb } from '@/db/app-database';
import { findMatchToReport, openMatchIdsOfUser } from '@/db/queries/reporting';
import { getActor, isSignedIn } from '@/lib/auth/actor';
import { settleExpiredReports } from '@/lib/services/confirm-expired';
import { planSeries } from '@/lib/services/next-game';
import { nextStep } from '@/app/t/[slug]/m/[matchId]/report/next-step';

export const metadata: Metadata = { title: 'My matches' };

/** The signed-in player's matches still to be played, each with what to do next. */
export default async function PlayPage() {
  const actor = await getActor();
  if (!isSignedIn(actor)) redirect(`/sign-in?callbackUrl=${encodeURIComponent('/play')}`);
  const db = await getDb();
  const ids = await openMatchIdsOfUser(db, actor.id);
  const rows = [];
  for (const matchId of ids) {
    await settleExpiredReports(db, matchId);
    const view = await findMatchToReport(db, matchId);
    if (!view?.players[0] || !view.players[1]) continue;
    const slot = view.players[0].userId === actor.id ? 1 : 2;
    const plan = await planSeries(db, view.match);
    const opener = plan.next ? view.players[plan.next.opener] : null;
    const step = nextStep({
      games: view.games,
      slot,
      viewerId: actor.id,
      next: plan.next && opener ? { number: plan.next.number, openerName: opener.userId === actor.id ? 'you' : opener.name } : null,
      finished: false,
    });
    const [wins1, wins2] = [view.match.wins1 ?? 0, view.match.wins2 ?? 0];
    rows.push({ view, opponent: view.players[slot === 1 ? 1 : 0]!.name, step, mine: slot === 1 ? wins1 : wins2, theirs: slot === 1 ? wins2 : wins1 });
  }
  if (rows.length === 0) {
    return (
      <PageNotice title="My matches">
        You have no match to play just now. Matches appear here once a tournament you entered has drawn them (your account must be linked to your player: see your account page).
      </PageNotice>
    );
  }
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold tracking-tight">My matches</h1>
      <ul className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
        {rows.map(({ view, opponent, step, mine, theirs }) => (
          <li key={view.match.id} className="space-y-1 px-4 py-3">
            <p className="text-sm text-stone-600">
              {view.tournament.name} · {view.match.key}
            </p>
            <p className="font-medium">
              Against {opponent}: you {mine}, {opponent} {theirs}
            </p>
            <p className="text-stone-700">{step}</p>
            <Link href={`/t/${view.tournament.slug}/m/${view.match.id}/report`} className="inline-flex min-h-11 items-center text-emerald-800 underline underline-offset-4">
              Report or confirm games<span className="sr-only"> against {opponent}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
