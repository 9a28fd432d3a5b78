// A big knockout part drawn in sections, the way tennis draws show a 128-player draw on a phone:
// the early rounds cut into subtrees of at most SECTION_SIZE matches (a 32-player bracket's worth),
// then the last rounds on their own. Pure, no React: the page draws one section at a time.
import type { Match } from '@/db/schema';

/** Most matches a part may have and still be drawn whole; also the most a section holds. */
export const SECTION_SIZE = 31;

/** The parts big enough to need sections; the grand final and third-place match never do. */
export const SECTIONED_PARTS = ['winners', 'losers'] as const;
export type SectionedPart = (typeof SECTIONED_PARTS)[number];

export interface SectionPlayer {
  id: number;
  name: string;
}

/** What sectioning needs of a match. */
export interface SectionMatch {
  key: string;
  round: number;
  position: number;
  /** Key of the match the winner goes to, if any (links outside the part are ignored). */
  winnerTo: string | null;
  status: Match['status'];
  /** Who plays in each slot, once known. */
  sides: readonly [SectionPlayer | null, SectionPlayer | null];
}

export interface DrawSection {
  /** What `?section=` says to show it: `winners-3`, `losers-final`. */
  id: string;
  part: SectionedPart;
  /** 3 for "Section 3"; null for the final rounds. */
  number: number | null;
  /** "Vivian Samuel – Keisha Henry": the first and last players of the section's first round, once any is known. */
  span: string | null;
  /** The matches the section holds, by round and position: each match of the part is held by one section. */
  keys: string[];
  /** Matches drawn as the first column but held by other sections (the final rounds' round-r matches). */
  leadIn: string[];
  /** Held matches in play. */
  inPlay: number;
  /** Held matches in play or ready to start: where a spectator is sent first. */
  active: number;
}

/**
 * The sections of one part, in position order and the final rounds last; null when the part is
 * drawn whole. The cut is the latest round r whose subtrees (a round-r match and every match of the
 * part that feeds it) are all small enough: one section per round-r match, and a "Final rounds"
 * section holding the rounds after r, with the round-r matches drawn again as its first column so
 * its lines start somewhere. A 256-player double elimination becomes 8 winners sections of 31
 * matches and 8 losers sections of 30, with final rounds of 15 and 22 boxes.
 */
export function partSections(part: SectionedPart, matches: readonly SectionMatch[]): DrawSection[] | null {
  if (matches.length <= SECTION_SIZE) return null;
  const byKey = new Map(matches.map((match) => [match.key, match]));
  const feeders = new Map<string, SectionMatch[]>();
  for (const match of matches) {
    if (match.winnerTo === null || !byKey.has(match.winnerTo)) continue;
    feeders.set(match.winnerTo, [...(feeders.get(match.winnerTo) ?? []), match]);
  }
  const subtree = (match: SectionMatch): SectionMatch[] => [match, ...(feeders.get(match.key) ?? []).flatMap(subtree)];
  const rounds = [...new Set(matches.map((match) => match.round))].sort((a, b) => b - a);
  const inRound = (round: number) =>
    matches.filter((match) => match.round === round).sort((a, b) => a.position - b.position);
  // Round 1 always qualifies (its matches have no feeders), so a cut is always found.
  const cut = rounds.find((round) => inRound(round).every((match) => subtree(match).length <= SECTION_SIZE))!;

  const sections = inRound(cut).map((root, index) => makeSection(part, index + 1, subtree(root), []));
  const held = new Set(sections.flatMap((section) => section.keys));
  const rest = matches.filter((match) => !held.has(match.key));
  if (rest.length > 0) sections.push(makeSection(part, null, rest, inRound(cut)));
  return sections;
}

function makeSection(
  part: SectionedPart,
  number: number | null,
  held: SectionMatch[],
  leadIn: SectionMatch[],
): DrawSection {
  const ordered = [...held].sort((a, b) => a.round - b.round || a.position - b.position);
  const firstRound = ordered.filter((match) => match.round === ordered[0].round);
  const players = firstRound.flatMap((match) => match.sides.filter((side) => side !== null));
  return {
    id: `${part}-${number ?? 'final'}`,
    part,
    number,
    span:
      number === null || players.length === 0
        ? null
        : [...new Set([players[0].name, players[players.length - 1].name])].join(' – '),
    keys: ordered.map((match) => match.key),
    leadIn: leadIn.map((match) => match.key),
    inPlay: held.filter((match) => match.status === 'in-play').length,
    active: held.filter((match) => match.status === 'in-play' || match.status === 'ready').length,
  };
}

/** The section `?section=` names, else the one with the most matches in play or ready (the first on a tie). */
export function chosenSection(sections: readonly DrawSection[], requested: string | undefined): DrawSection | null {
  return (
    sections.find((section) => section.id === requested) ??
    sections.reduce<DrawSection | null>(
      (best, section) => (best === null || section.active > best.active ? section : best),
      null,
    )
  );
}

/**
 * For each player, the section holding their latest match (highest round) of the part: where
 * "find a player" goes when they are not in the section shown.
 */
export function sectionOfLatestMatch(
  sections: readonly DrawSection[],
  matches: readonly SectionMatch[],
): Map<number, DrawSection> {
  const sectionOf = new Map(sections.flatMap((section) => section.keys.map((key) => [key, section] as const)));
  const latest = new Map<number, SectionMatch>();
  for (const match of matches) {
    for (const side of match.sides) {
      if (side === null) continue;
      const previous = latest.get(side.id);
      if (!previous || match.round > previous.round) latest.set(side.id, match);
    }
  }
  return new Map([...latest].map(([playerId, match]) => [playerId, sectionOf.get(match.key)!]));
}
