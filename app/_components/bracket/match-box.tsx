// One match on the bracket picture: a fixed-size box (the layout positions it) linking to the
// match page, with both sides, the series score, the status, and the winner in bold.
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { MatchSide, MatchWithSides } from '@/db/queries/matches';
import { isBye, isWinner, playerIdsOf, showsScore, slotLabel, statusBadge } from './match-text';

/** `x`, `y`: where the layout puts the box; its size comes from the bracket's `--box-width` and `--box-height`. */
export function MatchBox({
  match,
  href,
  x,
  y,
  target,
}: {
  match: MatchWithSides;
  href: string;
  x: number;
  y: number;
  target?: '_blank';
}) {
  const live = match.status === 'in-play';
  const score = showsScore(match);
  const bye = isBye(match);
  const t = useTranslations('bracket.match');
  const tStatuses = useTranslations('common.matchStatuses');
  const badge = statusBadge(t, tStatuses, match);
  return (
    <Link
      href={href}
      target={target}
      // A big draw has hundreds of boxes on screen: prefetching each match page would cost more than the draw.
      prefetch={false}
      data-match={match.key}
      data-players={playerIdsOf(match)}
      style={{ left: x, top: y }}
      className={`bracket-match${live ? ' border-amber-500 ring-1 ring-amber-500' : ''}${match.status === 'not-needed' ? ' opacity-70' : ''}${bye ? ' bracket-bye' : ''}`}
    >
      <span className="bracket-match-head">
        <span className="font-mono text-stone-600">{match.key}</span>
        <span className={`rounded-full px-1.5 font-medium ${badge.style}`}>
          {live ? '● ' : ''}
          {badge.text}
          {match.tableNumber && !isOver(match) ? ` · ${t('tableShort', { number: match.tableNumber })}` : ''}
        </span>
      </span>
      <Side
        side={match.side1}
        label={slotLabel(t, match.side1, match.bye1, match.source1)}
        wins={score ? match.wins1 : null}
        winner={isWinner(match, match.side1)}
        bye={bye}
      />
      <Side
        side={match.side2}
        label={slotLabel(t, match.side2, match.bye2, match.source2)}
        wins={score ? match.wins2 : null}
        winner={isWinner(match, match.side2)}
        bye={bye}
      />
    </Link>
  );
}

function isOver(match: MatchWithSides): boolean {
  return match.status === 'finished' || match.status === 'walkover';
}

/** `bye`: the match is a bye, so its winner goes through rather than wins. */
function Side({
  side,
  label,
  wins,
  winner,
  bye,
}: {
  side: MatchSide | null;
  label: string;
  wins: number | null;
  winner: boolean;
  bye: boolean;
}) {
  const t = useTranslations('bracket.match');
  const through = bye && winner;
  return (
    <span
      className={`bracket-side${winner && !bye ? ' font-semibold text-stone-950' : side ? '' : ' italic text-stone-600'}`}
    >
      {/* Truncated only when a name is longer than any real one; the e2e test checks none is. */}
      <span className="min-w-0 truncate" title={side ? label : undefined}>
        {side?.seed ? <span className="bracket-seed">{side.seed}</span> : null}
        <span data-player-name={side ? '' : undefined}>{label}</span>
        {winner && !bye ? <span className="sr-only">{t('winner')}</span> : null}
      </span>
      {through ? <span className="text-xs text-stone-600">{t('through')}</span> : null}
      {wins !== null && side ? (
        <span className="tabular-nums" data-wins="">
          {wins}
        </span>
      ) : null}
    </span>
  );
}
