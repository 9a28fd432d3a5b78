import type { Metadata } from 'next';
import Link from 'next/link';
import { listLiveGamesOfTournament, type LiveGame } from '@/db/queries/control-room';
import { listEntries } from '@/db/queries/entries';
import { listTournamentMatches, type MatchWithSides } from '@/db/queries/matches';
import { findPlayerOfUser } from '@/db/queries/players';
import type { Tournament } from '@/db/schema';
import { bracketLabels, matchStatusLabels } from '@/app/_components/labels';
import { LiveUpdates } from '@/app/_components/live/live-updates';
import { ownMatchNote, ownWithdrawalNote } from '@/app/_components/own-match';
import { TournamentPageHeader } from '@/app/_components/tournament-page-header';
import { WithdrawForm } from '../entries/entry-forms';
import { loadManagePage } from '../manage-page';
import { attentionGroups, attentionOf, type AttentionGroup } from './attention';
import { CoinTossForm, CorrectionForm, TableForm, VoidGameForm, WalkoverForm, type Side } from './match-tools';
import { NotAllowed } from '../_components/not-allowed';

export const metadata: Metadata = { title: 'Control room' };

export default async function ControlRoomPage({ params }: { params: Promise<{ slug: string }> }) {
  const { db, user, tournament, rights, allowed } = await loadManagePage(params, '/control', 'results');
  if (!allowed)
    return (
      <NotAllowed title="Control room" rights={rights}>
        Only the staff of this tournament can use its control room.
      </NotAllowed>
    );
  if (tournament.status !== 'running' && tournament.status !== 'finished') {
    return (
      <div className="space-y-6">
        <TournamentPageHeader tournament={tournament} title="Control room" rights={rights} />
        <p className="rounded-lg border border-dashed border-stone-300 px-4 py-6 text-center text-stone-600">
          The matches appear here once the tournament starts.
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
  const grouped = new Map<AttentionGroup, MatchWithSides[]>(attentionGroups.map((group) => [group.id, []]));
  for (const match of stages.flatMap((stage) => stage.matches)) {
    const group = attentionOf(match, gamesByMatch.get(match.id) ?? []);
    if (group) grouped.get(group)!.push(match);
  }
  const running = tournament.status === 'running';
  const playing = entries.filter((entry) => entry.status === 'active' && entry.seed !== null);

  return (
    <div className="space-y-8">
      <TournamentPageHeader tournament={tournament} title="Control room" rights={rights}>
        Every match that needs someone, most urgent first. Reports, confirmations and disputes made anywhere appear here
        as they happen.
      </TournamentPageHeader>
      {running ? <LiveUpdates tournamentId={tournament.id} /> : null}
      <nav aria-label="Control room sections" className="flex flex-wrap gap-2 text-sm">
        {attentionGroups.map((group) => (
          <a key={group.id} href={`#${group.id}`} className="rounded-full border border-stone-300 bg-white px-3 py-1">
            {group.title} <span className="font-semibold">{grouped.get(group.id)!.length}</span>
          </a>
        ))}
      </nav>
      {attentionGroups.map((group) => {
        const matches = grouped.get(group.id)!;
        return (
          <section key={group.id} id={group.id} aria-labelledby={`${group.id}-heading`} className="space-y-3">
            <h2 id={`${group.id}-heading`} className="text-lg font-semibold">
              {group.title} ({matches.length})
            </h2>
            {matches.length === 0 ? (
              <p className="text-stone-600">{group.empty}</p>
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
            Withdraw a player
          </h2>
          <p className="text-stone-700">
            Their matches still to be played become walkovers for their opponents; their results stand.
          </p>
          {playing.length === 0 ? (
            <p className="text-stone-600">Nobody is left to withdraw.</p>
          ) : (
            <ul className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
              {playing.map((entry) => (
                <li key={entry.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-2">
                  <span>{entry.player.displayName}</span>
                  {settledByWithdrawing.has(entry.id) ? (
                    <span className="text-sm text-stone-700">{ownWithdrawalNote}</span>
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

const resultText: Record<NonNullable<LiveGame['result']>, string> = {
  south: 'South won',
  north: 'North won',
  draw: 'Drawn',
};

/** One match and the tools to rule on it; `own`: the viewer plays in it, so it shows why they have none. */
function MatchCard({
  match,
  games,
  tournament,
  running,
  own,
}: {
  match: MatchWithSides;
  games: LiveGame[];
  tournament: Tournament;
  running: boolean;
  own: boolean;
}) {
  const sides: [Side, Side] | null =
    match.side1 && match.side2
      ? [
          { entryId: match.side1.entryId, name: match.side1.name },
          { entryId: match.side2.entryId, name: match.side2.name },
        ]
      : null;
  const decided = match.status === 'finished' || match.status === 'walkover';
  const label = `${match.key}: ${match.side1?.name ?? 'to be decided'} v ${match.side2?.name ?? 'to be decided'}`;
  const needsToss =
    tournament.gameOneRule === 'coin-toss' &&
    match.firstMoverSlot === null &&
    match.coinTossSlot === null &&
    games.length === 0;
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
          <span className="text-sm text-stone-600">
            {match.bracket === 'group' ? `Group ${match.groupNumber}` : bracketLabels[match.bracket]}, round{' '}
            {match.round}
          </span>
          <span className="block font-medium">
            {match.side1?.name ?? 'to be decided'} <span className="text-stone-500">v</span>{' '}
            {match.side2?.name ?? 'to be decided'}
          </span>
        </p>
        <p className="text-sm">
          {matchStatusLabels[match.status]} · {match.wins1 ?? '–'}–{match.wins2 ?? '–'}
          {match.draws > 0 ? ` (${match.draws} drawn)` : ''}
          {match.tableNumber !== null ? ` · table ${match.tableNumber}` : ''}
        </p>
      </div>
      {games.length > 0 ? (
        <ul aria-label={`Games of ${match.key}`} className="space-y-1 text-sm">
          {games.map((game) => (
            <li key={game.id} className="flex flex-wrap items-center gap-x-3">
              <span>
                Game {game.number}: {game.result ? resultText[game.result] : 'being played'}
                {game.capturesSouth !== null ? ` ${game.capturesSouth}–${game.capturesNorth}` : ''} (South:{' '}
                {nameOf(game.southEntryId)}) · {game.status}
              </span>
              {game.status === 'disputed' ? <span className="text-red-800">“{game.disputeComment}”</span> : null}
              {game.status === 'disputed' && !own ? (
                <Link
                  href={`/t/${tournament.slug}/m/${match.id}/report`}
                  className="font-medium text-emerald-800 underline underline-offset-4"
                >
                  Resolve
                  <span className="sr-only">
                    {' '}
                    the dispute over game {game.number} of {match.key}
                  </span>
                </Link>
              ) : null}
              {running && !own ? <VoidGameForm gameId={game.id} label={`game ${game.number} of ${match.key}`} /> : null}
            </li>
          ))}
        </ul>
      ) : null}
      {own ? (
        <p role="note" data-own-match className="text-sm text-amber-950">
          {ownMatchNote}
        </p>
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
