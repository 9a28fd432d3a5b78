import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { MatchSide, MatchWithSides } from '@/db/queries/matches';
import type { PublicStage } from '@/lib/services/views/view-tournament';
import { bracketOrder, partName } from '@/app/_components/labels';
import { isBye, isWinner, showsScore, slotLabel, statusBadge } from './match-text';
import { roundNamesOf } from './round-names';

/** Every match of a stage, part by part and round by round (a heading per part). */
export function StageRoundLists({
  publicStage,
  multiStage,
  hrefOf,
}: {
  publicStage: PublicStage;
  multiStage: boolean;
  hrefOf: (match: MatchWithSides) => string;
}) {
  const { stage, matches } = publicStage;
  const parts = bracketOrder
    .map((part) => ({ part, partMatches: matches.filter((match) => match.bracket === part) }))
    .filter(({ partMatches }) => partMatches.length > 0);
  const t = useTranslations('bracket');
  const tParts = useTranslations('common.parts');
  const tRounds = useTranslations('bracket.rounds');
  const roundNames = roundNamesOf(tRounds, stage.kind, matches);
  return (
    <div className="space-y-6">
      {parts.map(({ part, partMatches }) => (
        <section key={part} aria-labelledby={`part-${stage.id}-${part}`} className="space-y-4">
          <h2 id={`part-${stage.id}-${part}`} className="text-lg font-semibold">
            {multiStage
              ? t('stagePart', { number: stage.ordinal, part: partName(tParts, stage.kind, part) })
              : partName(tParts, stage.kind, part)}
          </h2>
          <RoundList matches={partMatches} roundNames={roundNames} hrefOf={hrefOf} />
        </section>
      ))}
    </div>
  );
}

/**
 * Matches of one bracket part, round by round, each with its series score and a link to its page:
 * the text alternative of the bracket picture (and the pairings of a Swiss).
 */
function RoundList({
  matches,
  roundNames,
  hrefOf,
}: {
  matches: MatchWithSides[];
  roundNames: Record<string, string>;
  hrefOf: (match: MatchWithSides) => string;
}) {
  const rounds = [...new Set(matches.map((match) => `${match.groupNumber ?? 0}:${match.round}`))];
  return (
    <div className="space-y-6">
      {rounds.map((round) => {
        const inRound = matches.filter((match) => `${match.groupNumber ?? 0}:${match.round}` === round);
        const headingId = `round-${inRound[0].stageId}-${inRound[0].bracket}-${round.replace(':', '-')}`;
        return (
          <section key={round} aria-labelledby={headingId}>
            <h3 id={headingId} className="mb-2 text-sm font-semibold uppercase tracking-wide text-stone-700">
              {roundNames[inRound[0].key]}
            </h3>
            <ul className="grid gap-3 sm:grid-cols-2">
              {inRound.map((match) => (
                <li key={match.id}>
                  <MatchCard match={match} href={hrefOf(match)} />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

function MatchCard({ match, href }: { match: MatchWithSides; href: string }) {
  const showScore = showsScore(match) || match.status === 'ready';
  const t = useTranslations('bracket.match');
  const tStatuses = useTranslations('common.matchStatuses');
  const badge = statusBadge(t, tStatuses, match);
  const winner = (side: MatchSide | null) => !isBye(match) && isWinner(match, side);
  return (
    <div className="match-card">
      <div className="match-card-head">
        <Link href={href} prefetch={false} className="font-mono text-stone-700 underline underline-offset-2">
          {match.key}
        </Link>
        <span className={`rounded-full px-2 py-0.5 font-medium ${badge.style}`}>
          {badge.text}
          {match.tableNumber ? ` · ${t('table', { number: match.tableNumber })}` : ''}
        </span>
      </div>
      <ul className="space-y-1">
        <SideRow
          side={match.side1}
          label={slotLabel(t, match.side1, match.bye1, match.source1)}
          wins={showScore ? match.wins1 : null}
          winner={winner(match.side1)}
        />
        <SideRow
          side={match.side2}
          label={slotLabel(t, match.side2, match.bye2, match.source2)}
          wins={showScore ? match.wins2 : null}
          winner={winner(match.side2)}
        />
      </ul>
      {showScore && match.draws > 0 ? (
        <p className="mt-2 text-xs text-stone-700">{t('draws', { count: match.draws })}</p>
      ) : null}
    </div>
  );
}

function SideRow(props: { side: MatchSide | null; label: string; wins: number | null; winner: boolean }) {
  const { side, label, wins, winner } = props;
  const t = useTranslations('bracket.match');
  return (
    <li className={`flex items-baseline justify-between gap-3 ${winner ? 'font-semibold' : ''}`}>
      <span className="min-w-0">
        {side ? (
          <>
            {side.seed ? <span className="match-card-seed">{side.seed}</span> : null}
            <Link
              href={`/players/${side.playerId}`}
              prefetch={false}
              className="break-words underline-offset-2 hover:underline"
            >
              {label}
            </Link>
            {winner ? <span className="sr-only">{t('winner')}</span> : null}
          </>
        ) : (
          <span className="italic text-stone-600">{label}</span>
        )}
      </span>
      {wins !== null && side ? <span className="tabular-nums">{wins}</span> : null}
    </li>
  );
}
