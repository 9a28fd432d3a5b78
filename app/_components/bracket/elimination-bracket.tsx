// One part of a knockout (winners bracket, losers bracket, grand final) as a picture: boxes where
// layoutBracket puts them and elbow lines from each match to the one its winner goes to. Plain
// positioned HTML and an SVG, rendered on the server; the viewport around it scrolls and zooms.
import type { MatchWithSides } from '@/db/queries/matches';
import { BOX, layoutBracket } from './layout';
import { MatchBox } from './match-box';

const HEADER = 28;

export function EliminationBracket(props: {
  id: string;
  matches: MatchWithSides[];
  roundNames: Record<string, string>;
  hrefOf: (match: MatchWithSides) => string;
  target?: '_blank';
}) {
  const { id, matches, roundNames, hrefOf, target } = props;
  const keyById = new Map(matches.map((match) => [match.id, match.key]));
  const layout = layoutBracket(
    matches.map((match) => ({
      key: match.key,
      round: match.round,
      position: match.position,
      winnerTo: match.winnerNextMatchId === null ? null : (keyById.get(match.winnerNextMatchId) ?? null),
    })),
  );
  const byKey = new Map(matches.map((match) => [match.key, match]));
  const firstOfRound = new Map(
    layout.columns.map(({ round }) => [round, matches.find((match) => match.round === round)!]),
  );
  const decided = new Set(
    matches.filter((match) => match.status === 'finished' || match.status === 'walkover').map((match) => match.key),
  );
  return (
    <div
      className="relative"
      style={
        {
          width: layout.width,
          height: layout.height + HEADER,
          '--box-width': `${BOX.width}px`,
          '--box-height': `${BOX.height}px`,
        } as React.CSSProperties
      }
    >
      {layout.columns.map(({ round, x }) => (
        <p
          key={round}
          id={`${id}-round-${round}`}
          className="absolute top-0 scroll-ml-4 truncate text-xs font-semibold uppercase tracking-wide text-stone-600"
          style={{ left: x, width: BOX.width }}
        >
          {roundNames[firstOfRound.get(round)!.key]}
        </p>
      ))}
      <svg
        aria-hidden="true"
        className="pointer-events-none absolute left-0"
        style={{ top: HEADER }}
        width={layout.width}
        height={layout.height}
      >
        {layout.connectors.map((line) => (
          <polyline
            key={`${line.from}-${line.to}`}
            points={line.points.map(([x, y]) => `${x},${y}`).join(' ')}
            fill="none"
            className={decided.has(line.from) ? 'stroke-stone-600' : 'stroke-stone-400'}
            strokeWidth={decided.has(line.from) ? 2 : 1.5}
          />
        ))}
      </svg>
      {layout.matches.map((placed) => (
        <MatchBox
          key={placed.key}
          match={byKey.get(placed.key)!}
          href={hrefOf(byKey.get(placed.key)!)}
          target={target}
          x={placed.x}
          y={placed.y + HEADER}
        />
      ))}
    </div>
  );
}
