// The bracket picture's geometry on real brackets of every size: each match drawn once, each line
// running from a match to the one its winner goes to, and no two boxes overlapping.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BOX, layoutBracket, type BracketLayout, type LayoutMatch } from '@/app/_components/bracket/layout';
import { partSections } from '@/app/_components/bracket/sections';
import type { Part, StageMatch } from '@/core/tournament';
import { build } from '../../core/tournament/helpers';

const partMatches = (matches: StageMatch[], part: Part): LayoutMatch[] =>
  matches
    .filter((match) => match.part === part)
    .map((match) => ({
      key: match.key,
      round: match.round,
      position: match.position,
      winnerTo: match.winnerTo?.match ?? null,
    }));

function checkLayout(input: LayoutMatch[], layout: BracketLayout): void {
  // Every match exactly once.
  expect(layout.matches.map((match) => match.key).sort()).toEqual(input.map((match) => match.key).sort());
  const byKey = new Map(layout.matches.map((match) => [match.key, match]));
  // A connector for every link inside the part, from the feeder's right edge to the next match's left edge.
  const keys = new Set(input.map((match) => match.key));
  const links = input.filter((match) => match.winnerTo !== null && keys.has(match.winnerTo));
  expect(layout.connectors.map((line) => `${line.from}>${line.to}`).sort()).toEqual(
    links.map((match) => `${match.key}>${match.winnerTo}`).sort(),
  );
  for (const line of layout.connectors) {
    const from = byKey.get(line.from)!;
    const to = byKey.get(line.to)!;
    const [start, , , end] = line.points;
    expect(start).toEqual([from.x + BOX.width, from.y + BOX.height / 2]);
    expect(end).toEqual([to.x, to.y + BOX.height / 2]);
    expect(to.x).toBeGreaterThan(from.x);
  }
  // No overlap: columns stand apart, and boxes within a column are at least the row gap apart.
  const columnXs = [...new Set(layout.matches.map((match) => match.x))].sort((a, b) => a - b);
  for (let index = 1; index < columnXs.length; index++)
    expect(columnXs[index] - columnXs[index - 1]).toBeGreaterThanOrEqual(BOX.width);
  const overlaps: string[] = [];
  for (const x of columnXs) {
    const column = layout.matches.filter((match) => match.x === x).sort((a, b) => a.y - b.y);
    for (let index = 1; index < column.length; index++) {
      if (column[index].y - column[index - 1].y < BOX.height + BOX.rowGap - 1e-9)
        overlaps.push(`${column[index - 1].key}/${column[index].key}`);
    }
  }
  expect(overlaps).toEqual([]);
  const outside = layout.matches.filter(
    (match) => match.x < 0 || match.y < 0 || match.x + BOX.width > layout.width || match.y + BOX.height > layout.height,
  );
  expect(outside).toEqual([]);
}

describe('layoutBracket', () => {
  it('draws single-elimination brackets of 2 to 128 entries, with and without a third-place match', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 128 }), fc.boolean(), (size, thirdPlace) => {
        const stage = build(size, { format: 'single-elimination', thirdPlace });
        const winners = partMatches(stage.matches, 'winners');
        checkLayout(winners, layoutBracket(winners));
      }),
      { numRuns: 40 },
    );
  });

  it('draws both brackets and the grand final of double elimination, 2 to 128 entries', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 128 }), fc.boolean(), (size, grandFinalReset) => {
        const stage = build(size, { format: 'double-elimination', grandFinalReset });
        for (const part of ['winners', 'losers', 'grand-final'] as const) {
          const matches = partMatches(stage.matches, part);
          checkLayout(matches, layoutBracket(matches));
        }
      }),
      { numRuns: 40 },
    );
  });

  it('draws each section of a 256-player double elimination as compactly as a bracket of its own', () => {
    const stage = build(256, { format: 'double-elimination', grandFinalReset: true });
    for (const part of ['winners', 'losers'] as const) {
      const matches = partMatches(stage.matches, part);
      const sections = partSections(
        part,
        matches.map((match) => ({ ...match, status: 'pending', sides: [null, null] })),
      )!;
      for (const section of sections) {
        const shown = new Set([...section.leadIn, ...section.keys]);
        const drawn = matches.filter((match) => shown.has(match.key));
        const layout = layoutBracket(drawn);
        checkLayout(drawn, layout);
        // No gaps: the first column is stacked box under box, as a bracket of its own would be.
        const firstColumn = layout.matches.filter((match) => match.x === 0);
        expect(layout.height, section.id).toBe(firstColumn.length * (BOX.height + BOX.rowGap) - BOX.rowGap);
      }
    }
  });

  it('centres a match between its two feeders in a full bracket', () => {
    const stage = build(8, { format: 'single-elimination', thirdPlace: false });
    const layout = layoutBracket(partMatches(stage.matches, 'winners'));
    const y = (key: string) => layout.matches.find((match) => match.key === key)!.y;
    expect(y('W2-1')).toBe((y('W1-1') + y('W1-2')) / 2);
    expect(y('W3-1')).toBe((y('W2-1') + y('W2-2')) / 2);
    expect(layout.columns.map((column) => column.round)).toEqual([1, 2, 3]);
  });

  it('lays out nothing for no matches', () => {
    expect(layoutBracket([])).toEqual({ width: 0, height: 0, columns: [], matches: [], connectors: [] });
  });
});
