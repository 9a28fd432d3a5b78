import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import type { Translator } from '@/i18n/translator';
import type { MatchCorrection } from '@/lib/services/views/match-corrections';
import type { GameView, MatchView } from '@/lib/services/views/view-match';
import { parseId } from '@/lib/validation/form-fields';
import { loadMatchView, loadPublicTournament, loadTournamentView } from '@/app/_components/bracket/load-view';
import { isWinner, slotLabel, statusStyles } from '@/app/_components/bracket/match-text';
import { roundNamesOf } from '@/app/_components/bracket/round-names';
import { endReasonName, matchStatusName } from '@/app/_components/labels';
import { LiveUpdates } from '@/app/_components/live/live-updates';
import { ScrollFrame } from '@/app/_components/scroll-frame';
import { dayFormat } from '@/app/_components/day-format';
import { correctionWithReason } from './correction-text';
import { ReplayBoard } from './replay-board';
import type { GameEnding } from './replay-result';

interface MatchPageProps {
  params: Promise<{ slug: string; matchId: string }>;
}

async function loadMatch(params: MatchPageProps['params']) {
  const { slug, matchId } = await params;
  const tournament = await loadPublicTournament(slug);
  const id = parseId(matchId);
  if (id === null) notFound();
  const match = await loadMatchView(tournament, id);
  return { tournament, match };
}

export async function generateMetadata({ params }: MatchPageProps): Promise<Metadata> {
  const { tournament, match } = await loadMatch(params);
  const t = await getTranslations('match');
  const tSlots = await getTranslations('bracket.match');
  return { title: t('metaTitle', { match: title(t, tSlots, match), tournament: tournament.name }) };
}

function title(t: Translator<'match'>, tSlots: Translator<'bracket.match'>, view: MatchView): string {
  const { match } = view;
  return t('versus', {
    side1: slotLabel(tSlots, match.side1, match.bye1, match.source1),
    side2: slotLabel(tSlots, match.side2, match.bye2, match.source2),
  });
}

function gameStatusName(t: Translator<'match.gameStatuses'>, status: GameView['status']): string {
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

export default async function MatchPage({ params }: MatchPageProps) {
  const { tournament, match: view } = await loadMatch(params);
  const { match, games } = view;
  const t = await getTranslations('match');
  const tSlots = await getTranslations('bracket.match');
  const tStatuses = await getTranslations('common.matchStatuses');
  const publicStage = (await loadTournamentView(tournament)).stages.find(({ stage }) => stage.id === match.stageId)!;
  const roundName = roundNamesOf(await getTranslations('bracket.rounds'), publicStage.stage.kind, publicStage.matches)[
    match.key
  ];
  const over = match.status === 'finished' || match.status === 'walkover';
  const replayable = games.filter((game) => game.moves !== null);
  // One replay open at a time: the game being played, else the latest.
  const shown = replayable.find((game) => game.status === 'in-progress') ?? replayable[replayable.length - 1];
  return (
    <article className="space-y-6">
      <nav aria-label={t('breadcrumb')} className="text-sm">
        <Link href={`/t/${tournament.slug}`} className="text-sky-800 underline underline-offset-2">
          {tournament.name}
        </Link>
        <span className="text-stone-600"> · {roundName}</span>
      </nav>
      <header className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-2xl font-bold tracking-tight">{title(t, tSlots, view)}</h1>
          {over || tournament.status === 'finished' ? null : (
            <LiveUpdates tournamentId={tournament.id} matchId={match.id} />
          )}
        </div>
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <span className="font-mono text-stone-700">{match.key}</span>
          <span className={`rounded-full px-2 py-0.5 font-medium ${statusStyles[match.status]}`}>
            {matchStatusName(tStatuses, match.status)}
            {match.tableNumber && !over ? ` · ${tSlots('table', { number: match.tableNumber })}` : ''}
          </span>
          <span className="text-stone-700">{t('firstTo', { wins: tournament.winsNeeded })}</span>
        </div>
        <SeriesScore view={view} />
        {view.correction ? (
          <CorrectionNote correction={view.correction} names={[match.side1?.name, match.side2?.name]} />
        ) : null}
      </header>

      <section aria-labelledby="games-heading" className="space-y-3">
        <h2 id="games-heading" className="text-xl font-semibold">
          {t('games.heading')}
        </h2>
        {games.length === 0 ? (
          <p className="rounded-lg border border-dashed border-stone-300 px-4 py-6 text-center text-stone-700">
            {match.status === 'walkover' ? t('games.walkover') : t('games.none')}
          </p>
        ) : (
          // On a phone each game is a short stack of labelled lines (no sideways scrolling); from `sm`
          // on, a table in a frame that scrolls if names are long, reachable by keyboard.
          <ScrollFrame label={t('games.label')} className="rounded-lg border border-stone-200">
            <table className="w-full border-collapse text-sm max-sm:block sm:min-w-[34rem]">
              <caption className="sr-only">{t('games.label')}</caption>
              <thead className="bg-stone-50 text-left text-xs uppercase tracking-wide text-stone-700 max-sm:hidden">
                <tr>
                  <th scope="col" className="px-3 py-2">
                    {t('games.game')}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    {t('games.sides')}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    {t('games.result')}
                  </th>
                  <th scope="col" className="px-3 py-2 text-right">
                    {t('games.captures')}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    {t('games.endedBy')}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    {t('games.status')}
                  </th>
                </tr>
              </thead>
              <tbody className="max-sm:block">
                {games.map((game) => (
                  <GameRow key={game.id} game={game} />
                ))}
              </tbody>
            </table>
          </ScrollFrame>
        )}
      </section>

      {replayable.length > 0 ? (
        <section aria-labelledby="replays-heading" className="space-y-4">
          <h2 id="replays-heading" className="text-xl font-semibold">
            {t('replays.heading')}
          </h2>
          {replayable.map((game) => (
            <details
              key={game.id}
              open={game.id === shown?.id}
              className="rounded-lg border border-stone-200 bg-stone-50 [&[open]>summary]:mb-3"
            >
              <summary className="cursor-pointer px-3 py-2 font-medium">
                {t('replays.game', { number: game.number })}
                {game.status === 'in-progress' ? t('replays.beingPlayed') : ''}
              </summary>
              <ReplayBoard
                title={t('replays.game', { number: game.number })}
                moves={game.moves!}
                ruleSet={game.ruleSet}
                firstMover={game.firstMover}
                southName={game.south?.name ?? t('replays.south')}
                northName={game.north?.name ?? t('replays.north')}
                live={game.status === 'in-progress'}
                ending={storedEnding(game)}
                recordText={game.recordText}
                fileName={`${tournament.slug}-${match.key}-game-${game.number}.txt`}
              />
            </details>
          ))}
        </section>
      ) : null}
    </article>
  );
}

/** The result the game was stored with, for the replay's last position; null while it is played. */
function storedEnding(game: GameView): GameEnding | null {
  if (game.result === null || game.endReason === null || game.capturesSouth === null || game.capturesNorth === null)
    return null;
  const winner = game.result === 'draw' ? null : game.result === 'south' ? 'S' : 'N';
  return { winner, captures: [game.capturesSouth, game.capturesNorth], reason: game.endReason };
}

function SeriesScore({ view }: { view: MatchView }) {
  const { match } = view;
  const t = useTranslations('match');
  const tSlots = useTranslations('bracket.match');
  const sides = [
    { side: match.side1, label: slotLabel(tSlots, match.side1, match.bye1, match.source1), wins: match.wins1 },
    { side: match.side2, label: slotLabel(tSlots, match.side2, match.bye2, match.source2), wins: match.wins2 },
  ];
  return (
    <div className="grid max-w-md grid-cols-[1fr_auto] gap-x-4 gap-y-1 rounded-lg border border-stone-200 bg-white p-3 text-lg">
      {sides.map(({ side, label, wins }, index) => (
        <p key={index} className={`contents ${isWinner(match, side) ? 'font-bold' : ''}`}>
          <span>
            {side ? (
              <Link href={`/players/${side.playerId}`} className="underline-offset-2 hover:underline">
                {label}
              </Link>
            ) : (
              <span className="italic text-stone-600">{label}</span>
            )}
            {isWinner(match, side) ? (
              <span className="ml-2 text-sm font-semibold text-emerald-800">{t('wonSeries')}</span>
            ) : null}
          </span>
          <span className="text-right tabular-nums">{wins ?? '–'}</span>
        </p>
      ))}
      {match.draws > 0 ? (
        <p className="col-span-2 text-sm text-stone-700">{tSlots('draws', { count: match.draws })}</p>
      ) : null}
    </div>
  );
}

/** The arbiter's ruling, above the games it overrules: what the score is, what the games give, and why. */
function CorrectionNote({
  correction,
  names,
}: {
  correction: MatchCorrection;
  /** The sides' names in slot order. */
  names: readonly [string | undefined, string | undefined];
}) {
  const t = useTranslations('match.correction');
  const day = dayFormat(useLocale(), { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  return (
    <p role="note" className="max-w-2xl rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      {correctionWithReason(t, correction, correction.reason, (slot) => names[slot] ?? '?')}{' '}
      <span className="text-stone-700">{t('when', { date: day.format(new Date(correction.correctedAt)) })}</span>
    </p>
  );
}

// On a phone the header row is hidden and each cell says its column itself (data-label).
const stackedCell =
  'px-3 py-2 max-sm:block max-sm:p-0 max-sm:before:mr-1 max-sm:before:text-xs max-sm:before:uppercase max-sm:before:tracking-wide max-sm:before:text-stone-600 max-sm:before:content-[attr(data-label)]';

function GameRow({ game }: { game: GameView }) {
  const t = useTranslations('match.game');
  const tHeadings = useTranslations('match.games');
  const tStatuses = useTranslations('match.gameStatuses');
  const tEndReasons = useTranslations('common.endReasons');
  const starter = game.firstMover === 'S' ? game.south : game.north;
  const winnerName = () =>
    game.result === 'south' ? (game.south?.name ?? t('south')) : (game.north?.name ?? t('north'));
  const result =
    game.result === null ? t('inProgress') : game.result === 'draw' ? t('draw') : t('won', { name: winnerName() });
  return (
    <tr className="border-t border-stone-200 align-top max-sm:block max-sm:space-y-1 max-sm:px-3 max-sm:py-2 max-sm:first:border-t-0">
      <th scope="row" className="px-3 py-2 text-left font-medium max-sm:block max-sm:p-0">
        <span className="sm:hidden">{t('game')}</span>
        {game.number}
      </th>
      <td className={stackedCell} data-label={tHeadings('sides')}>
        {game.south?.name ?? '?'} – {game.north?.name ?? '?'}
        <span className="block text-xs text-stone-600">{t('movedFirst', { name: starter?.name ?? '?' })}</span>
      </td>
      <td
        className={`${stackedCell} ${game.result === 'draw' ? 'italic' : 'font-medium'}`}
        data-label={tHeadings('result')}
      >
        {result}
      </td>
      <td className={`${stackedCell} tabular-nums sm:text-right`} data-label={tHeadings('captures')}>
        {game.capturesSouth === null ? '–' : `${game.capturesSouth}–${game.capturesNorth}`}
      </td>
      <td className={stackedCell} data-label={tHeadings('endedBy')}>
        {game.endReason ? endReasonName(tEndReasons, game.endReason) : '–'}
        {game.moveCount !== null ? (
          <span className="block text-xs text-stone-600">{t('moves', { count: game.moveCount })}</span>
        ) : null}
      </td>
      <td className={stackedCell} data-label={tHeadings('status')}>
        {gameStatusName(tStatuses, game.status)}
        {game.verified ? null : game.status !== 'in-progress' ? (
          <span className="block text-xs font-medium text-amber-900">{t('resultOnly')}</span>
        ) : null}
      </td>
    </tr>
  );
}
