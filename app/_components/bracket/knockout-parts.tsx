// The knockout parts of a stage as pictures in one viewport. A part of more than SECTION_SIZE
// matches is drawn one section at a time (sections.ts): the one `?section=` names, else the
// busiest, with a chooser above the picture. The grand final, the third-place match and small parts
// are always drawn whole. Drawing a 256-player double elimination whole took 2 MB of HTML.
import type { MatchWithSides } from '@/db/queries/matches';
import type { PublicStage } from '@/lib/services/views/view-tournament';
import { useTranslations } from 'next-intl';
import { partName } from '../labels';
import { BracketViewport, type ViewportPlayer } from './bracket-viewport';
import { EliminationBracket } from './elimination-bracket';
import { roundNamesOf } from './round-names';
import { SectionChooser, sectionTitle } from './section-chooser';
import {
  chosenSection,
  partSections,
  sectionOfLatestMatch,
  SECTIONED_PARTS,
  type DrawSection,
  type SectionedPart,
  type SectionMatch,
} from './sections';

const KNOCKOUT_PARTS = ['winners', 'losers', 'grand-final', 'third-place'] as const;

export interface KnockoutPartsProps {
  publicStage: PublicStage;
  /** The page's `?section=`, if any. */
  requestedSection: string | undefined;
  /** The page the section links lead to: `/t/<slug>` or `/embed/<slug>`. */
  pagePath: string;
  hrefOf: (match: MatchWithSides) => string;
  target?: '_blank';
}

export function KnockoutParts({ publicStage, requestedSection, pagePath, hrefOf, target }: KnockoutPartsProps) {
  const { matches, stage } = publicStage;
  const tSections = useTranslations('bracket.sections');
  const tParts = useTranslations('common.parts');
  const tRounds = useTranslations('bracket.rounds');
  const tKnockout = useTranslations('bracket.knockout');
  const parts = KNOCKOUT_PARTS.map((part) => ({
    part,
    partMatches: matches.filter((match) => match.bracket === part),
  })).filter(({ partMatches }) => partMatches.length > 0);
  if (parts.length === 0) return null;
  const roundNames = roundNamesOf(tRounds, stage.kind, matches);
  const keyById = new Map(matches.map((match) => [match.id, match.key]));
  const sectioned = parts.flatMap(({ part, partMatches }) => {
    if (!isSectionedPart(part)) return [];
    const sectionMatches = partMatches.map((match) => sectionMatchOf(match, keyById));
    const sections = partSections(part, sectionMatches);
    return sections ? [{ part, sections, sectionMatches }] : [];
  });
  const shown = chosenSection(
    sectioned.flatMap(({ sections }) => sections),
    requestedSection,
  );
  const drawn = parts.flatMap(
    ({
      part,
      partMatches,
    }): { part: MatchWithSides['bracket']; partMatches: MatchWithSides[]; section: DrawSection | null }[] => {
      if (!sectioned.some((entry) => entry.part === part)) return [{ part, partMatches, section: null }];
      if (shown?.part !== part) return [];
      const keys = new Set([...shown.leadIn, ...shown.keys]);
      return [{ part, partMatches: partMatches.filter((match) => keys.has(match.key)), section: shown }];
    },
  );
  const sectionHref = (section: DrawSection) => `${pagePath}?section=${section.id}`;

  const players = new Map<number, ViewportPlayer>();
  for (const match of matches)
    for (const side of [match.side1, match.side2])
      if (side) players.set(side.playerId, { id: side.playerId, name: side.name });
  const drawnPlayers = new Set(
    drawn.flatMap(({ partMatches }) => partMatches.flatMap((match) => [match.side1?.playerId, match.side2?.playerId])),
  );
  // A player not in the picture is found in the section of their latest match, in the part shown if they played in it.
  const elsewhere: Record<number, string> = {};
  for (const { sections, sectionMatches } of [...sectioned].sort(
    (a, b) => Number(b.part === shown?.part) - Number(a.part === shown?.part),
  )) {
    for (const [playerId, section] of sectionOfLatestMatch(sections, sectionMatches)) {
      if (!drawnPlayers.has(playerId) && !(playerId in elsewhere)) elsewhere[playerId] = sectionHref(section);
    }
  }

  const partId = (part: string) => `bracket-${stage.id}-${part}`;
  const rounds = drawn.flatMap(({ part, partMatches }) =>
    [...new Set(partMatches.map((match) => match.round))]
      .sort((a, b) => a - b)
      .map((round) => ({
        id: `${partId(part)}-round-${round}`,
        label: roundNames[partMatches.find((match) => match.round === round)!.key],
      })),
  );
  const title = stage.kind === 'double-elimination' ? tKnockout('brackets') : tKnockout('knockout');
  return (
    <section aria-labelledby={`knockout-${stage.id}`} className="space-y-3">
      <h2 id={`knockout-${stage.id}`} className="text-xl font-semibold">
        {title}
      </h2>
      {shown ? (
        <SectionChooser
          groups={sectioned.map(({ part, sections }) => ({
            id: `sections-${stage.id}-${part}`,
            label: partName(tParts, stage.kind, part),
            sections,
          }))}
          shownId={shown.id}
          hrefOf={sectionHref}
        />
      ) : null}
      <BracketViewport
        label={tKnockout('picture', { title })}
        players={[...players.values()].sort((a, b) => a.name.localeCompare(b.name))}
        rounds={rounds}
        elsewhere={elsewhere}
      >
        <div className="space-y-6">
          {drawn.map(({ part, partMatches, section }) => (
            <div key={part} className="space-y-2">
              {drawn.length > 1 || section ? (
                <p className="text-sm font-semibold text-stone-800">
                  {partName(tParts, stage.kind, part)}
                  {section ? ` · ${sectionTitle(tSections, section)}${section.span ? ` (${section.span})` : ''}` : ''}
                </p>
              ) : null}
              <EliminationBracket
                id={partId(part)}
                matches={partMatches}
                roundNames={roundNames}
                hrefOf={hrefOf}
                target={target}
              />
            </div>
          ))}
        </div>
      </BracketViewport>
    </section>
  );
}

function isSectionedPart(part: string): part is SectionedPart {
  return (SECTIONED_PARTS as readonly string[]).includes(part);
}

function sectionMatchOf(match: MatchWithSides, keyById: Map<number, string>): SectionMatch {
  const player = (side: MatchWithSides['side1']) => (side ? { id: side.playerId, name: side.name } : null);
  return {
    key: match.key,
    round: match.round,
    position: match.position,
    winnerTo: match.winnerNextMatchId === null ? null : (keyById.get(match.winnerNextMatchId) ?? null),
    status: match.status,
    sides: [player(match.side1), player(match.side2)],
  };
}
