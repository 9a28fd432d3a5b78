// A tournament's draw as spectators see it, stage by stage, in the shape of its format: knockout
// trees (both brackets and the grand final for double elimination, the third-place match; a big
// bracket one section at a time), the cross-table and standings of a round robin or of each group,
// Swiss standings and pairings. The list of every match by round, the pictures' text alternative,
// has its own page (/t/<slug>/rounds): drawn here too it doubled a big draw's weight.
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { MatchWithSides } from '@/db/queries/matches';
import type { PublicStage, TournamentView } from '@/lib/services/views/view-tournament';
import { StageRoundLists } from './round-list';
import { CrossTable } from './cross-table';
import { KnockoutParts } from './knockout-parts';
import { StandingsTable } from './standings-table';

export interface TournamentBracketProps {
  view: TournamentView;
  /** The page's `?section=`: which section of a big bracket to draw (sections.ts). */
  section?: string;
  /** Drawn inside another site's page: match links open a new tab, sections stay in the frame, no link to the list by round. */
  embedded?: boolean;
}

export function TournamentBracket({ view, section, embedded = false }: TournamentBracketProps) {
  const { slug } = view.tournament;
  const target = embedded ? ('_blank' as const) : undefined;
  const hrefOf = (match: MatchWithSides) => `/t/${slug}/m/${match.id}`;
  const pagePath = embedded ? `/embed/${slug}` : `/t/${slug}`;
  const multiStage = view.stages.length > 1;
  const t = useTranslations('bracket');
  return (
    <div className="space-y-10">
      {view.stages.map((publicStage) => (
        <section
          key={publicStage.stage.id}
          aria-label={multiStage ? t('stage', { number: publicStage.stage.ordinal }) : t('theDraw')}
          className="space-y-8"
        >
          <LeagueParts publicStage={publicStage} hrefOf={hrefOf} target={target} />
          <KnockoutParts
            publicStage={publicStage}
            requestedSection={section}
            pagePath={pagePath}
            hrefOf={hrefOf}
            target={target}
          />
          {/* Swiss pairings are a Swiss's main picture, not only its text alternative. */}
          {publicStage.stage.kind === 'swiss' ? (
            <StageRoundLists publicStage={publicStage} multiStage={multiStage} hrefOf={hrefOf} />
          ) : null}
        </section>
      ))}
      {embedded || view.stages.every((publicStage) => publicStage.stage.kind === 'swiss') ? null : (
        <p>
          <Link
            href={`/t/${slug}/rounds`}
            prefetch={false}
            className="font-medium text-emerald-800 underline underline-offset-4"
          >
            {t('allByRound')}
          </Link>
        </p>
      )}
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
  const t = useTranslations('bracket.league');
  if (tables.length === 0) return null;
  const swiss = stage.kind === 'swiss';
  return (
    <div className="space-y-8">
      {tables.map((table) => {
        const title =
          table.group === null ? (swiss ? t('swissStandings') : t('roundRobin')) : t('group', { number: table.group });
        const tableMatches = matches.filter((match) =>
          table.group === null
            ? match.bracket !== 'group'
            : match.bracket === 'group' && match.groupNumber === table.group,
        );
        return (
          <section
            key={table.group ?? 0}
            aria-labelledby={`table-${stage.id}-${table.group ?? 0}`}
            className="space-y-3"
          >
            <h2 id={`table-${stage.id}-${table.group ?? 0}`} className="text-xl font-semibold">
              {title}
            </h2>
            {swiss ? null : (
              <div
                role="region"
                aria-label={t('crossTable', { title })}
                tabIndex={0}
                className="max-w-full overflow-x-auto rounded-lg border border-stone-200 bg-white"
              >
                <CrossTable
                  caption={t('crossTableCaption', { title })}
                  rows={table.rows}
                  matches={tableMatches.filter((match) => match.bracket !== 'winners')}
                  hrefOf={hrefOf}
                  target={target}
                />
              </div>
            )}
            <StandingsTable
              table={table}
              caption={swiss ? t('standings') : t('titledStandings', { title })}
              swiss={swiss}
              target={target}
            />
          </section>
        );
      })}
    </div>
  );
}
