import type { Metadata } from 'next';
import { useTranslations } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import type { Translator } from '@/i18n/translator';
import Link from 'next/link';
import { listLiveGamesOfTournament, type LiveGame } from '@/db/queries/control-room';
import { listEntries } from '@/db/queries/entries';
import { listTournamentMatches, type MatchWithSides } from '@/db/queries/matches';
import { findPlayerOfUser } from '@/db/queries/players';
import type { Tournament } from '@/db/schema';
import { matchStatusName } from '@/app/_components/labels';
import { LiveUpdates } from '@/app/_components/live/live-updates';
import { TournamentPageHeader } from '@/app/_components/tournament-page-header';
import { OwnMatchNote } from '@/app/_components/own-match-note';
import { WithdrawForm } from '../entries/entry-forms';
import { loadManagePage } from '../manage-page';
import { attentionGroups, attentionOf, type AttentionGroup } from './attention';
import { attentionEmpty, attentionTitle, gameResultText, gameStatusText, placeOfMatch } from './control-words';
import { CoinTossForm, CorrectionForm, TableForm, VoidGameForm, WalkoverForm, type Side } from './match-tools';
import { NotAllowed } from '../_components/not-allowed';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('staffPages.control');
  return { title: t('title') };
}

export default async function ControlRoomPage({ params }: { params: Promise<{ slug: string }> }) {
  const { db, user, tournament, rights, allowed } = await loadManagePage(params, '/control', 'results');
  const t = await getTranslations('staffPages.control');
  const tGroups = await getTranslations('staffPages.attention');
  if (!allowed)
    return (
      <NotAllowed title={t('title')} rights={rights}>
        {t('notAllowed')}
      </NotAllowed>
    );
  if (tournament.status !== 'running' && tournament.status !== 'finished') {
    return (
      <div className="space-y-6">
        <TournamentPageHeader tournament={tournament} title={t('title')} rights={rights} />
        <p className="rounded-lg border border-dashed border-stone-300 px-4 py-6 text-center text-stone-600">
          {t('notStarted')}
        </p>
      </div>
    );
  }
  const [stages, games, entries, viewerPlayer] = await Promise.all([
    listTournamentMatches(db, tournament.id),
    listLiveGamesOfTournament(db, tournament.id),
    listEntries(db, tournament.id),
    findPlayerOfUser(db, user.id),
  ]);
  // Staff playing in a match rule on none of it, nor withdraw a player it would settle (lib/auth/permissions.ts).
  const plays = (match: MatchWithSides) =>
    viewerPlayer !== null && (match.side1?.playerId === viewerPlayer.id || match.side2?.playerId === viewerPlayer.id);
  const settledByWithdrawing = new Set(
    stages
      .flatMap((stage) => stage.matches)
      .filter(
        (match) =>
          plays(match) && (match.status === 'pending' || match.status === 'ready' || match.status === 'in-play'),
      )
      .flatMap((match) => [match.entry1Id, match.entry2Id]),
  );
  const gamesByMatch = new Map<number, LiveGame[]>();
  for (const game of games) gamesByMatch.set(game.matchId, [...(gamesByMatch.get(game.matchId) ?? []), game]);
  const grouped = new Map<AttentionGroup, MatchWithSides[]>(attentionGroups.map((group) => [group, []]));
  for (const match of stages.flatMap((stage) => stage.matches)) {
    const group = attentionOf(match, gamesByMatch.get(match.id) ?? []);
    if (group) grouped.get(group)!.push(match);
  }
  const running = tournament.status === 'running';
  const playing = entries.filter((entry) => entry.status === 'active' && entry.seed !== null);

  return (
    <div className="space-y-8">
      <TournamentPageHeader tournament={tournament} title={t('title')} rights={rights}>
        {t('intro')}
      </TournamentPageHeader>
      {running ? <LiveUpdates tournamentId={tournament.id} /> : null}
      <nav aria-label={t('sections')} className="flex flex-wrap gap-2 text-sm">
        {attentionGroups.map((group) => (
          <a key={group} href={`#${group}`} className="rounded-full border border-stone-300 bg-white px-3 py-1">
            {attentionTitle(tGroups, group)} <span className="font-semibold">{grouped.get(group)!.length}</span>
          </a>
        ))}
      </nav>
      {attentionGroups.map((group) => {
        const matches = grouped.get(group)!;
        return (
          <section key={group} id={group} aria-labelledby={`${group}-heading`} className="space-y-3">
            <h2 id={`${group}-heading`} className="text-lg font-semibold">
              {attentionTitle(tGroups, group)} ({matches.length})
            </h2>
            {matches.length === 0 ? (
              <p className="text-stone-600">{attentionEmpty(tGroups, group)}</p>
            ) : (
              <ul className="space-y-3">
                {matches.map((match) => (
                  <MatchCard
                    key={match.id}
                    match={match}
                    games={gamesByMatch.get(match.id) ?? []}
                    tournament={tournament}
                    running={running}
                    own={plays(match)}
                    t={t}
                  />
                ))}
              </ul>
            )}
          </section>
        );
      })}
      {running ? (
        <section aria-labelledby="withdraw-heading" className="space-y-3">
          <h2 id="withdraw-heading" className="text-lg font-semibold">
            {t('withdrawHeading')}
          </h2>
          <p className="text-stone-700">{t('withdrawIntro')}</p>
          {playing.length === 0 ? (
            <p className="text-stone-600">{t('nobodyToWithdraw')}</p>
          ) : (
            <ul className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
              {playing.map((entry) => (
                <li key={entry.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-2">
                  <span>{entry.player.displayName}</span>
                  {settledByWithdrawing.has(entry.id) ? (
                    <span className="text-sm text-stone-700">{t('ownWithdrawal')}</span>
                  ) : (
                    <WithdrawForm entryId={entry.id} name={entry.player.displayName} started />
                  )}
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
    </div>
  );
}

/** One match and the tools to rule on it; `own`: the viewer plays in it, so it shows why they have none. */
function MatchCard({
  match,
  games,
  tournament,
  running,
  own,
  t,
}: {
  match: MatchWithSides;
  games: LiveGame[];
  tournament: Tournament;
  running: boolean;
  own: boolean;
  t: Translator<'staffPages.control'>;
}) {
  const sides: [Side, Side] | null =
    match.side1 && match.side2
      ? [
          { entryId: match.side1.entryId, name: match.side1.name },
          { entryId: match.side2.entryId, name: match.side2.name },
        ]
      : null;
  const decided = match.status === 'finished' || match.status === 'walkover';
  const side1 = match.side1?.name ?? t('toBeDecided');
  const side2 = match.side2?.name ?? t('toBeDecided');
  const label = t('matchLabel', { key: match.key, side1, side2 });
  const needsToss =
    tournament.gameOneRule === 'coin-toss' &&
    match.firstMoverSlot === null &&
    match.coinTossSlot === null &&
    games.length === 0;
  const tStatuses = useTranslations('common.matchStatuses');
  const nameOf = (entryId: number) => (entryId === match.side1?.entryId ? match.side1.name : match.side2?.name);
  return (
    <li
      className="space-y-3 rounded-lg border border-stone-200 bg-white p-4"
      data-testid="control-match"
      aria-label={label}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p>
          <span className="font-mono text-sm text-stone-600">{match.key}</span>{' '}
          <span className="text-sm text-stone-600">{placeOfMatch(t, match)}</span>
          <span className="block font-medium">
            {side1} <span className="text-stone-500">{t('versus')}</span> {side2}
          </span>
        </p>
        <p className="text-sm">
          {matchStatusName(tStatuses, match.status)} · {match.wins1 ?? '–'}–{match.wins2 ?? '–'}
          {match.draws > 0 ? ` ${t('drawnGames', { count: match.draws })}` : ''}
          {match.tableNumber !== null ? ` · ${t('table', { table: match.tableNumber })}` : ''}
        </p>
      </div>
      {games.length > 0 ? (
        <ul aria-label={t('gamesOf', { key: match.key })} className="space-y-1 text-sm">
          {games.map((game) => (
            <li key={game.id} className="flex flex-wrap items-center gap-x-3">
              <span>
                {t('game', { number: game.number, result: gameResultText(t, game.result) })}
                {game.capturesSouth !== null ? ` ${game.capturesSouth}–${game.capturesNorth}` : ''}{' '}
                {t('south', { name: nameOf(game.southEntryId) ?? '' })} · {gameStatusText(t, game.status)}
              </span>
              {game.status === 'disputed' ? <span className="text-red-800">“{game.disputeComment}”</span> : null}
              {game.status === 'disputed' && !own ? (
                <Link
                  href={`/t/${tournament.slug}/m/${match.id}/report`}
                  className="font-medium text-emerald-800 underline underline-offset-4"
                >
                  {t('resolve')}
                  <span className="sr-only"> {t('resolveWhat', { number: game.number, key: match.key })}</span>
                </Link>
              ) : null}
              {running && !own ? (
                <VoidGameForm gameId={game.id} label={t('gameOf', { number: game.number, key: match.key })} />
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {own ? (
        <OwnMatchNote className="text-sm text-amber-950" />
      ) : running && sides ? (
        <div className="flex flex-wrap items-start gap-x-6 gap-y-2">
          {!decided ? <TableForm matchId={match.id} matchKey={match.key} tableNumber={match.tableNumber} /> : null}
          {!decided && needsToss ? <CoinTossForm matchId={match.id} sides={sides} /> : null}
          {!decided ? <WalkoverForm matchId={match.id} matchKey={match.key} sides={sides} /> : null}
          {decided ? (
            <CorrectionForm matchId={match.id} matchKey={match.key} sides={sides} wins={[match.wins1, match.wins2]} />
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
