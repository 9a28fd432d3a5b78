// Big knockout parts cut into sections, on real brackets of every size: each match held by one
// section, each section a connected subtree of at most 31 matches (the final rounds alone may be
// larger, in a 512-player losers bracket), the final rounds starting from the cut round.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  chosenSection,
  partSections,
  sectionOfLatestMatch,
  SECTION_SIZE,
  type DrawSection,
  type SectionedPart,
  type SectionMatch,
} from '@/app/_components/bracket/sections';
import type { Stage, StageMatch } from '@/core/tournament';
import { build, playOut } from '../../core/tournament/helpers';

const sectionMatch = (match: StageMatch): SectionMatch => ({
  key: match.key,
  round: match.round,
  position: match.position,
  winnerTo: match.winnerTo?.match ?? null,
  status: match.status,
  sides: [0, 1].map((slot) => {
    const entry = match.slots[slot].entry;
    return entry ? { id: Number(entry.slice(1)), name: `Player ${entry.slice(1)}` } : null;
  }) as [SectionMatch['sides'][0], SectionMatch['sides'][1]],
});

const partOf = (stage: Stage, part: SectionedPart): SectionMatch[] =>
  stage.matches.filter((match) => match.part === part).map(sectionMatch);

/** True when the keys form one tree: exactly one of them sends its winner outside the set. */
function connected(keys: readonly string[], matches: readonly SectionMatch[]): boolean {
  const inSet = new Set(keys);
  return (
    matches.filter((match) => inSet.has(match.key) && (match.winnerTo === null || !inSet.has(match.winnerTo)))
      .length === 1
  );
}

function checkSections(part: SectionedPart, matches: SectionMatch[], sections: DrawSection[] | null): void {
  if (matches.length <= SECTION_SIZE) {
    expect(sections).toBeNull();
    return;
  }
  expect(sections).not.toBeNull();
  const held = sections!.flatMap((section) => section.keys);
  expect([...held].sort()).toEqual(matches.map((match) => match.key).sort());
  expect(new Set(held).size).toBe(held.length);
  const [final, ...early] = [...sections!].reverse();
  expect(final.id).toBe(`${part}-final`);
  expect(early.reverse().map((section) => section.id)).toEqual(early.map((_, index) => `${part}-${index + 1}`));
  for (const section of early) {
    expect(section.keys.length, section.id).toBeLessThanOrEqual(SECTION_SIZE);
    expect(section.leadIn).toEqual([]);
    expect(connected(section.keys, matches), section.id).toBe(true);
  }
  // The final rounds start from the cut: each early section's last match, in position order.
  const roots = early.map((section) => section.keys[section.keys.length - 1]);
  expect(final.leadIn).toEqual(roots);
  expect(connected(final.keys, matches)).toBe(true);
  expect(connected([...final.leadIn, ...final.keys], matches)).toBe(true);
  // The cut is the latest one: the subtrees of the next round would not fit.
  const rootRound = matches.find((match) => match.key === roots[0])!.round;
  const nextRound = final.keys
    .map((key) => matches.find((match) => match.key === key)!)
    .filter((match) => match.round === rootRound + 1);
  const subtreeSize = (key: string): number =>
    1 + matches.filter((match) => match.winnerTo === key).reduce((sum, match) => sum + subtreeSize(match.key), 0);
  expect(nextRound.some((match) => subtreeSize(match.key) > SECTION_SIZE)).toBe(true);
}

describe('partSections', () => {
  it('cuts knockouts of 2 to 512 entries into connected sections of at most 31 matches', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 512 }), fc.boolean(), (size, thirdPlace) => {
        const matches = partOf(build(size, { format: 'single-elimination', thirdPlace }), 'winners');
        const sections = partSections('winners', matches);
        checkSections('winners', matches, sections);
        if (sections)
          expect(sections.at(-1)!.keys.length + sections.at(-1)!.leadIn.length).toBeLessThanOrEqual(SECTION_SIZE);
      }),
      { numRuns: 40 },
    );
  });

  it('cuts both brackets of double eliminations of 2 to 512 entries the same way', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 512 }), fc.boolean(), (size, grandFinalReset) => {
        const stage = build(size, { format: 'double-elimination', grandFinalReset });
        for (const part of ['winners', 'losers'] as const) {
          const matches = partOf(stage, part);
          const sections = partSections(part, matches);
          checkSections(part, matches, sections);
          // Up to 256 entries the final rounds fit a section too.
          if (sections && size <= 256)
            expect(sections.at(-1)!.keys.length + sections.at(-1)!.leadIn.length, part).toBeLessThanOrEqual(
              SECTION_SIZE,
            );
        }
      }),
      { numRuns: 30 },
    );
  });

  it.each([
    // entries, part, early sections × matches held, final rounds drawn (lead-in included)
    [64, 'winners', 2, 31, 3],
    [64, 'losers', 2, 30, 4],
    [256, 'winners', 8, 31, 15],
    [256, 'losers', 8, 30, 22],
    [512, 'losers', 16, 30, 46],
  ] as const)(
    'a %i-entry double elimination: the %s bracket in %i sections of %i and final rounds of %i boxes',
    (size, part, count, held, finalDrawn) => {
      const sections = partSections(
        part,
        partOf(build(size, { format: 'double-elimination', grandFinalReset: true }), part),
      )!;
      expect(sections.length).toBe(count + 1);
      expect(sections.slice(0, -1).map((section) => section.keys.length)).toEqual(Array(count).fill(held));
      expect(sections.at(-1)!.keys.length + sections.at(-1)!.leadIn.length).toBe(finalDrawn);
    },
  );

  it('names each early section by its first and last players once known, and counts what is in play', () => {
    const stage = build(64, { format: 'double-elimination', grandFinalReset: true });
    const winners = partSections('winners', partOf(stage, 'winners'))!;
    expect(winners.map((section) => [section.number, section.span])).toEqual([
      // Seed 1's half, from the top (1 v 64) to the bottom (21 v 44), then seed 2's.
      [1, 'Player 1 – Player 44'],
      [2, 'Player 2 – Player 43'],
      [null, null],
    ]);
    expect(winners.map((section) => section.active)).toEqual([16, 16, 0]);
    // Nobody has lost yet: the losers bracket's sections have no names.
    expect(partSections('losers', partOf(stage, 'losers'))!.map((section) => section.span)).toEqual([null, null, null]);
  });
});

describe('chosenSection', () => {
  const section = (id: string, active: number) => ({ id, active }) as DrawSection;
  it.each([
    ['the one asked for', [section('winners-1', 3), section('winners-2', 0)], 'winners-2', 'winners-2'],
    [
      'the busiest when none is asked for',
      [section('winners-1', 1), section('winners-2', 4), section('losers-1', 4)],
      undefined,
      'winners-2',
    ],
    [
      'the busiest when the one asked for does not exist',
      [section('winners-1', 0), section('losers-1', 2)],
      'winners-9',
      'losers-1',
    ],
    [
      'the first when nothing is in play',
      [section('winners-1', 0), section('winners-final', 0)],
      undefined,
      'winners-1',
    ],
  ])('%s', (_, sections, requested, expected) => {
    expect(chosenSection(sections, requested)?.id).toBe(expected);
  });

  it('is null without sections', () => {
    expect(chosenSection([], 'winners-1')).toBeNull();
  });
});

describe('sectionOfLatestMatch', () => {
  it('sends each player to the section of the furthest match they reached', () => {
    const { stage } = playOut(build(64, { format: 'single-elimination', thirdPlace: false }), () => 0);
    const matches = partOf(stage, 'winners');
    const sections = partSections('winners', matches)!;
    const sectionOf = sectionOfLatestMatch(sections, matches);
    expect(sectionOf.size).toBe(64);
    // Seed 1 won everything: their last match is the final.
    expect(sectionOf.get(1)!.id).toBe('winners-final');
    // Seed 64 lost in round 1, in the first section (seed 1's half).
    expect(sectionOf.get(64)!.id).toBe('winners-1');
  });
});
