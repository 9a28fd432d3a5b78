// One match on the bracket picture: a fixed-size box (the layout positions it) linking to the
// match page, with both sides, the series score, the status, and the winner in bold.
import Link from 'next/link';
import type { MatchSide, MatchWithSides } from '@/db/queries/matches';
import { matchStatusLabels } from '../labels';
import { BOX } from './layout';
import { isWinner, playerIdsOf, showsScore, slotLabel, statusStyles } from './match-text';

export function MatchBox({ match, href, style, target }: { match: MatchWithSides; href: string; style?: React.CSSProperties; target?: '_blank' }) {
  const live = match.status === 'in-play';
  const score = showsScore(match);
  return (
    <Link
      href={href}
      target={target}
      data-match={match.key}
      data-players={playerIdsOf(match)}
      style={{ width: BOX.width, height: BOX.height, ...style }}
      className={`bracket-match block rounded-md border bg-white px-2 py-1 text-sm shadow-sm hover:border-stone-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700 ${
        live ? 'border-amber-500 ring-1 ring-amber-500' : 'border-stone-300'
      } ${match.status === 'not-needed' ? 'opacity-70' : ''}`}
    >
      <span className="flex items-center justify-between gap-2 text-xs leading-4">
        <span className="font-mono text-stone-600">{match.key}</span>
        <span className={`rounded-full px-1.5 font-medium ${statusStyles[match.status]}`}>
          {live ? '● ' : ''}
          {matchStatusLabels[match.status]}
          {match.tableNumber && !isOver(match) ? ` · T${match.tableNumber}` : ''}
        </span>
      </span>
      <Side side={match.side1} label={slotLabel(match.side1, match.bye1, match.source1)} wins={score ? match.wins1 : null} winner={isWinner(match, match.side1)} />
      <Side side={match.side2} label={slotLabel(match.side2, match.bye2, match.source2)} wins={score ? match.wins2 : null} winner={isWinner(match, match.side2)} />
    </Link>
  );
}

function isOver(match: MatchWithSides): boolean {
  return match.status === 'finished' || match.status === 'walkover';
}

function Side({ side, label, wins, winner }: { side: MatchSide | null; label: string; wins: number | null; winner: boolean }) {
  return (
    <span className={`flex items-baseline justify-between gap-2 leading-6 ${winner ? 'font-semibold text-stone-950' : side ? 'text-stone-800' : 'italic text-stone-600'}`}>
      {/* Truncated only when a name is longer than any real one; the e2e test checks none is. */}
      <span className="min-w-0 truncate" title={side ? label : undefined}>
        {side?.seed ? <span className="mr-1 text-xs font-normal text-stone-600">{side.seed}</span> : null}
        <span data-player-name={side ? '' : undefined}>{label}</span>
        {winner ? <span className="sr-only"> (winner)</span> : null}
      </span>
      {wins !== null && side ? (
        <span className="tabular-nums" data-wins="">
          {wins}
        </span>
      ) : null}
    </span>
  );
}
