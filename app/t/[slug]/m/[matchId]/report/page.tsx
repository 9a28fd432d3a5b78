import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound, redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { endReasonName } from '@/app/_components/labels';
import { PageNotice } from '@/app/_components/page-notice';
import { VerifyEmailNotice } from '@/app/account/verify-email-notice';
import { TournamentPageHeader } from '@/app/_components/tournament-page-header';
import { OwnMatchNote } from '@/app/_components/own-match-note';
import { getDb } from '@/db/app-database';
import { findMatchToReport, type MatchPlayer } from '@/db/queries/reporting';
import { hasVerifiedEmail } from '@/db/queries/users';
import type { Game } from '@/db/schema';
import { getActor, isSignedIn } from '@/lib/auth/actor';
import { matchRights } from '@/lib/auth/permissions';
import { startExpirySweep } from '@/lib/services/reporting/confirm-expired';
import { isDecided } from '@/lib/services/results/match-access';
import { planSeries } from '@/lib/services/reporting/next-game';
import { parseId } from '@/lib/validation/form-fields';
import type { Translator } from '@/i18n/translator';
import { AnswerForms, PinConfirmForm, ResolveForm } from './game-answers';
import { GameRow } from './game-row';
import { nextStep } from './next-step';
import { RecordForm } from './record-form';
import { ReportTabs } from './report-tabs';
import { ResultForm } from './result-form';
import { TableRecorder } from './table-recorder';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('report');
  return { title: t('title') };
}

function statusName(t: Translator<'report.statuses'>, status: Game['status']): string {
  switch (status) {
    case 'in-progress':
      return t('inProgress');
    case 'reported':
      return t('reported');
    case 'confirmed':
      return t('confirmed');
    case 'disputed':
      return t('disputed');
    case 'overridden':
      return t('overridden');
    case 'voided':
      return t('voided');
  }
}

export default async function ReportPage({ params }: { params: Promise<{ slug: string; matchId: string }> }) {
  const { slug, matchId: rawId } = await params;
  const matchId = parseId(rawId);
  if (matchId === null) notFound();
  const actor = await getActor();
  if (!isSignedIn(actor)) redirect(`/sign-in?callbackUrl=${encodeURIComponent(`/t/${slug}/m/${matchId}/report`)}`);
  const db = await getDb();
  // Not a write: starts this process's sweep of expired reports if the database was down when it booted.
  startExpirySweep(db);
  const view = await findMatchToReport(db, matchId);
  if (!view || view.tournament.slug !== slug) notFound();
  const rights = await matchRights(db, actor, matchId);
  const t = await getTranslations('report');
  if (!rights?.play) return <PageNotice title={t('title')}>{t('notAllowed')}</PageNotice>;
  if (!(await hasVerifiedEmail(db, actor.id))) {
    return (
      <div className="space-y-4">
        <h1 className="text-2xl font-bold tracking-tight">{t('title')}</h1>
        <VerifyEmailNotice email={actor.email} />
      </div>
    );
  }
  const { match, tournament, games } = view;
  const [one, two] = view.players;
  if (!one || !two) return <PageNotice title={t('title')}>{t('noPlayers')}</PageNotice>;
  const tStatuses = await getTranslations('report.statuses');
  const tEndReasons = await getTranslations('common.endReasons');

  const decided = isDecided(match);
  const plan = decided ? null : await planSeries(db, match);
  const bySlot = [one, two] as const;
  const byEntry = (entryId: number): MatchPlayer => (entryId === one.entryId ? one : two);
  const other = (player: MatchPlayer): MatchPlayer => (player === one ? two : one);
  const next = plan?.next ? { number: plan.next.number, opener: bySlot[plan.next.opener] } : null;
  const recording = plan?.recording ?? null;
  const south = recording ? byEntry(recording.southEntryId) : next?.opener;
  const staff = rights.slot === null;
  const step = nextStep(await getTranslations('report.nextStep'), {
    games,
    slot: rights.slot,
    viewerId: actor.id,
    next: next && { number: next.number, openerName: next.opener.name, openerIsViewer: false },
    finished: decided,
  });

  const outcomeText = (game: Game) => {
    if (!game.result) return t('movesSoFar', { count: game.moveCount ?? 0 });
    const southPlayer = byEntry(game.southEntryId);
    const winner =
      game.result === 'draw'
        ? t('draw')
        : t('won', { name: game.result === 'south' ? southPlayer.name : other(southPlayer).name });
    return t('outcome', {
      winner,
      south: game.capturesSouth!,
      north: game.capturesNorth!,
      reason: endReasonName(tEndReasons, game.endReason!),
      verified: game.verified ? 'yes' : 'no',
    });
  };

  return (
    <div className="space-y-6">
      <TournamentPageHeader tournament={tournament} title={`${match.key}: ${one.name} – ${two.name}`}>
        {t('score', {
          wins1: match.wins1 ?? 0,
          wins2: match.wins2 ?? 0,
          draws: match.draws,
          winsNeeded: tournament.winsNeeded,
        })}
      </TournamentPageHeader>
      <p
        role="status"
        className="rounded border border-sky-200 bg-sky-50 px-3 py-2 font-medium text-sky-950"
        data-next-step
      >
        {step}
      </p>
      {rights.ownMatch ? (
        <OwnMatchNote className="rounded border border-amber-300 bg-amber-50 px-3 py-2 text-amber-950" />
      ) : null}

      <section aria-labelledby="games-heading" className="space-y-3">
        <h2 id="games-heading" className="text-lg font-semibold">
          {t('gamesHeading')}
        </h2>
        {games.length === 0 ? (
          <p className="text-stone-600">{t('noGames')}</p>
        ) : (
          <ol className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
            {games.map((game) => {
              const southPlayer = byEntry(game.southEntryId);
              const mine = game.reportedBy === actor.id;
              const ref = { matchId, number: game.number };
              return (
                <GameRow key={game.id} number={game.number} status={game.status}>
                  <p>
                    {t.rich('gameLine', {
                      number: game.number,
                      south: southPlayer.name,
                      north: other(southPlayer).name,
                      outcome: outcomeText(game),
                      status: statusName(tStatuses, game.status),
                      strong: (chunks) => <strong>{chunks}</strong>,
                      state: (chunks) => <span data-game-status>{chunks}</span>,
                    })}
                  </p>
                  {game.status === 'reported' && mine && !staff ? (
                    <PinConfirmForm game={ref} opponentName={bySlot[rights.slot === 1 ? 1 : 0].name} />
                  ) : null}
                  {game.status === 'reported' && !mine ? <AnswerForms game={ref} /> : null}
                  {game.status === 'disputed' ? (
                    <p className="text-sm text-stone-700">
                      {t('disputedComment', { comment: game.disputeComment ?? '' })}
                    </p>
                  ) : null}
                  {game.status === 'disputed' && staff ? <ResolveForm game={ref} /> : null}
                </GameRow>
              );
            })}
          </ol>
        )}
      </section>

      {decided ? (
        <p>
          {t('nextStep.over')}{' '}
          <Link href={`/t/${tournament.slug}`} className="text-emerald-800 underline underline-offset-4">
            {t('backToTournament')}
          </Link>
        </p>
      ) : south && (recording || next) ? (
        <section aria-labelledby="report-heading" className="space-y-3">
          <h2 id="report-heading" className="text-lg font-semibold">
            {t('reportGame', { number: recording?.number ?? next!.number })}
          </h2>
          <ReportTabs
            initial="table"
            panels={{
              table: (
                <TableRecorder
                  // By number, not by recording: a game started on another device stays on this board (and its message).
                  key={recording?.number ?? next!.number}
                  tournamentId={tournament.id}
                  matchId={matchId}
                  number={recording?.number ?? next!.number}
                  rules={tournament.ruleSet}
                  first={recording?.firstMover === 'north' ? 'N' : 'S'}
                  southName={south.name}
                  northName={other(south).name}
                  record={recording?.record ?? null}
                />
              ),
              record: recording ? (
                <p className="text-stone-700">{t('finishAtTable', { number: recording.number })}</p>
              ) : (
                <RecordForm
                  matchId={matchId}
                  number={next!.number}
                  rules={tournament.ruleSet}
                  first="S"
                  southName={south.name}
                  northName={other(south).name}
                />
              ),
              result: recording ? (
                <p className="text-stone-700">{t('nextStep.recording', { number: recording.number })}</p>
              ) : (
                <ResultForm
                  matchId={matchId}
                  number={next!.number}
                  southName={south.name}
                  northName={other(south).name}
                />
              ),
            }}
          />
        </section>
      ) : null}
    </div>
  );
}
