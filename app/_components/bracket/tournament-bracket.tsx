// A tournament's draw as spectators see it, stage by stage, in the shape of its format: knockout
// trees (both brackets and the grand final for double elimination, the third-place match), the
// cross-table and standings of a round robin or of each group, Swiss standings and pairings; then,
// for every format, the list of matches by round as the text alternative.
import type { MatchWithSides } from '@/db/queries/matches';
import type { PublicStage, TournamentView } from '@/lib/services/view-tournament';
import { RoundList } from '@/app/t/[slug]/round-list';
import { bracketLabels, bracketOrder } from '../labels';
import { BracketViewport, type ViewportPlayer } from './bracket-viewport';
import { CrossTable } from './cross-table';
import { EliminationBracket } from './elimination-bracket';
import { StandingsTable } from './standings-table';

const KNOCKOUT_PARTS = ['winners', 'losers', 'grand-final', 'third-place'] as const;

/** `embedded`: drawn inside another site's page (links open a new tab, no list by round). */
export function TournamentBracket({ view, embedded = false }: { view: TournamentView; embedded?: boolean }) {
  const target = embedded ? ('_blank' as const) : undefined;
  const hrefOf = (match: MatchWithSides) => `/t/${view.tournament.slug}/m/${match.id}`;
  const multiStage = view.stages.length > 1;
  return (
    <div className="space-y-10">
      {view.stages.map((publicStage) => (
        <section key={publicStage.stage.id} aria-label={multiStage ? `Stage ${publicStage.stage.ordinal}` : 'The draw'} className="space-y-8">
          <LeagueParts publicStage={publicStage} hrefOf={hrefOf} target={target} />
          <KnockoutParts publicStage={publicStage} hrefOf={hrefOf} target={target} />
          {embedded && publicStage.stage.kind !== 'swiss' ? null : <MatchList publicStage={publicStage} multiStage={multiStage} hrefOf={hrefOf} />}
        </section>
      ))}
    </div>
  );
}

interface PartsProps {
  publicStage: PublicStage;
  hrefOf: (match: MatchWithSides) => string;
  target?: '_blank';
}

function LeagueParts({ publicStage, hrefOf, target }: PartsProps) {
  const { matches, tables, stage } = publicStage;
  if (tables.length === 0) return null;
  const swiss = stage.kind === 'swiss';
  return (
    <div className="space-y-8">
      {tables.map((table) => {
        const title = table.group === null ? (swiss ? 'Swiss standings' : 'Round robin') : `Group ${table.group}`;
        const tableMatches = matches.filter((match) => (table.group === null ? match.bracket !== 'group' : match.bracket === 'group' && match.groupNumber === table.group));
        return (
          <section key={table.group ?? 0} aria-labelledby={`table-${stage.id}-${table.group ?? 0}`} className="space-y-3">
            <h2 id={`table-${stage.id}-${table.group ?? 0}`} className="text-xl font-semibold">
              {title}
            </h2>
            {swiss ? null : (
              <div role="region" aria-label={`${title}: cross-table`} tabIndex={0} className="max-w-full overflow-x-auto rounded-lg border border-stone-200 bg-white">
                <CrossTable caption={`${title}: every series, read from the row player's side`} rows={table.rows} matches={tableMatches.filter((match) => match.bracket !== 'winners')} hrefOf={hrefOf} target={target} />
              </div>
            )}
            <StandingsTable table={table} caption={swiss ? 'Standings' : `${title}: standings`} swiss={swiss} target={target} />
          </section>
        );
      })}
    </div>
  );
}

function KnockoutParts({ publicStage, hrefOf, target }: PartsProps) {
  const { matches, roundNames, stage } = publicStage;
  const parts = KNOCKOUT_PARTS.map((part) => ({ part, partMatches: matches.filter((match) => match.bracket === part) })).filter(({ partMatches }) => partMatches.length > 0);
  if (parts.length === 0) return null;
  const players = new Map<number, ViewportPlayer>();
  for (const match of matches) for (const side of [match.side1, match.side2]) if (side) players.set(side.playerId, { id: side.playerId, name: side.name });
  const partId = (part: string) => `bracket-${stage.id}-${part}`;
  const rounds = parts.flatMap(({ part, partMatches }) =>
    [...new Set(partMatches.map((match) => match.round))]
      .sort((a, b) => a - b)
      .map((round) => ({ id: `${partId(part)}-round-${round}`, label: roundNames[partMatches.find((match) => match.round === round)!.key] ?? `Round ${round}` })),
  );
  const title = stage.kind === 'double-elimination' ? 'Brackets' : 'Knockout';
  return (
    <section aria-labelledby={`knockout-${stage.id}`} className="space-y-3">
      <h2 id={`knockout-${stage.id}`} className="text-xl font-semibold">
        {title}
      </h2>
      <BracketViewport label={`${title} picture`} players={[...players.values()].sort((a, b) => a.name.localeCompare(b.name))} rounds={rounds}>
        <div className="space-y-6">
          {parts.map(({ part, partMatches }) => (
            <div key={part} className="space-y-2">
              {parts.length > 1 ? <p className="text-sm font-semibold text-stone-800">{part === 'winners' && stage.kind !== 'double-elimination' ? 'Knockout' : bracketLabels[part]}</p> : null}
              <EliminationBracket id={partId(part)} matches={partMatches} roundNames={roundNames} hrefOf={hrefOf} target={target} />
            </div>
          ))}
        </div>
      </BracketViewport>
    </section>
  );
}

function MatchList({ publicStage, multiStage, hrefOf }: { publicStage: PublicStage; multiStage: boolean; hrefOf: (match: MatchWithSides) => string }) {
  const { stage, matches } = publicStage;
  const swiss = stage.kind === 'swiss';
  const parts = bracketOrder.map((part) => ({ part, partMatches: matches.filter((match) => match.bracket === part) })).filter(({ partMatches }) => partMatches.length > 0);
  const list = parts.map(({ part, partMatches }) => (
    <section key={`${stage.id}-${part}`} aria-labelledby={`part-${stage.id}-${part}`} className="space-y-4">
      <h2 id={`part-${stage.id}-${part}`} className="text-lg font-semibold">
        {multiStage ? `Stage ${stage.ordinal}: ` : ''}
        {part === 'winners' && stage.kind !== 'double-elimination' ? 'Knockout' : bracketLabels[part]}
      </h2>
      <RoundList matches={partMatches} roundNames={publicStage.roundNames} hrefOf={hrefOf} />
    </section>
  ));
  // Swiss pairings are the main picture of a Swiss; elsewhere the list is the text alternative.
  if (swiss) return <div className="space-y-6">{list}</div>;
  return (
    <details className="group rounded-lg border border-stone-200 bg-white p-3">
      <summary className="cursor-pointer font-medium text-stone-800">Matches by round (text list)</summary>
      <div className="mt-4 space-y-6">{list}</div>
    </details>
  );
}
