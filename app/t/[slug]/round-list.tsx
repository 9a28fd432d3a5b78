import type { MatchSide, MatchWithSides } from '@/db/queries/matches';
import { knockoutRoundName } from '@/lib/tournament';
import { matchStatusLabels } from '../../_components/labels';

/** Matches of one bracket part, round by round, each with its series score. */
export function RoundList({ matches, knockout }: { matches: MatchWithSides[]; knockout: boolean }) {
  const rounds = [...new Set(matches.map((match) => match.round))].sort((a, b) => a - b);
  const lastRound = rounds[rounds.length - 1];
  const nameOf = (round: number) => (knockout ? knockoutRoundName(round, lastRound) : `Round ${round}`);
  return (
    <div className="space-y-6">
      {rounds.map((round) => (
        <section key={round} aria-labelledby={`round-${matches[0].stageId}-${matches[0].bracket}-${round}`}>
          <h3 id={`round-${matches[0].stageId}-${matches[0].bracket}-${round}`} className="mb-2 text-sm font-semibold uppercase tracking-wide text-stone-600">
            {nameOf(round)}
          </h3>
          <ul className="grid gap-3 sm:grid-cols-2">
            {matches
              .filter((match) => match.round === round)
              .map((match) => (
                <li key={match.id}>
                  <MatchCard match={match} />
                </li>
              ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

const statusStyles: Record<MatchWithSides['status'], string> = {
  pending: 'bg-stone-100 text-stone-700',
  ready: 'bg-sky-100 text-sky-900',
  'in-play': 'bg-amber-100 text-amber-900',
  finished: 'bg-emerald-100 text-emerald-900',
  walkover: 'bg-emerald-100 text-emerald-900',
  'not-needed': 'bg-stone-100 text-stone-600',
  void: 'bg-red-100 text-red-900',
};

function MatchCard({ match }: { match: MatchWithSides }) {
  const showScore = match.status !== 'pending' && match.status !== 'not-needed';
  return (
    <div className="rounded-lg border border-stone-200 bg-white p-3 shadow-sm">
      <div className="mb-2 flex items-center justify-between gap-2 text-xs">
        <span className="font-mono text-stone-600">{match.key}</span>
        <span className={`rounded-full px-2 py-0.5 font-medium ${statusStyles[match.status]}`}>
          {matchStatusLabels[match.status]}
          {match.tableNumber ? ` · Table ${match.tableNumber}` : ''}
        </span>
      </div>
      <ul className="space-y-1">
        <SideRow side={match.side1} bye={match.bye1} source={match.source1} wins={showScore ? match.wins1 : null} winner={isWinner(match, match.side1)} />
        <SideRow side={match.side2} bye={match.bye2} source={match.source2} wins={showScore ? match.wins2 : null} winner={isWinner(match, match.side2)} />
      </ul>
      {showScore && match.draws > 0 ? (
        <p className="mt-2 text-xs text-stone-600">
          {match.draws} drawn {match.draws === 1 ? 'game' : 'games'} (24–24)
        </p>
      ) : null}
    </div>
  );
}

function isWinner(match: MatchWithSides, side: MatchSide | null): boolean {
  return side !== null && match.winnerEntryId === side.entryId;
}

function SideRow(props: { side: MatchSide | null; bye: boolean; source: MatchWithSides['source1']; wins: number | null; winner: boolean }) {
  const { side, bye, source, wins, winner } = props;
  return (
    <li className={`flex items-baseline justify-between gap-3 ${winner ? 'font-semibold' : ''}`}>
      <span className="min-w-0">
        {side ? (
          <>
            {side.seed ? <span className="mr-1.5 inline-block w-5 text-right text-xs text-stone-500">{side.seed}</span> : null}
            <span className="break-words">{side.name}</span>
            {winner ? <span className="sr-only"> (winner)</span> : null}
          </>
        ) : (
          <span className="italic text-stone-600">{bye ? 'Bye' : describeSource(source)}</span>
        )}
      </span>
      {wins !== null && side ? <span className="tabular-nums">{wins}</span> : null}
    </li>
  );
}

/** Who will fill an empty slot, from where the formats library says it comes. */
function describeSource(source: MatchWithSides['source1']): string {
  switch (source.type) {
    case 'winner':
      return `Winner of ${String(source.match)}`;
    case 'loser':
      return `Loser of ${String(source.match)}`;
    case 'seed':
      return `Seed ${String(source.seed)}`;
    case 'qualifier':
      return `Group ${String(source.group)}, place ${String(source.place)}`;
    default:
      return 'To be decided';
  }
}
