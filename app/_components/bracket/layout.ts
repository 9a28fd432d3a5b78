// Where each match of an elimination bracket part goes on the picture, and the lines joining a
// match to the one its winner goes to. Pure arithmetic, no React: a column per round; the first
// round stacked top to bottom; a later match centred on the matches feeding it (where the bracket
// has them; a losers-bracket match fed by a drop from the winners bracket sits level with its one
// feeder), pushed down whenever it would overlap the match above.

/** What the layout needs of a match. */
export interface LayoutMatch {
  key: string;
  round: number;
  position: number;
  /** Key of the match the winner goes to, if any (links outside this part are ignored). */
  winnerTo: string | null;
}

export interface PlacedMatch {
  key: string;
  round: number;
  /** Top-left corner of the match's box, in pixels. */
  x: number;
  y: number;
}

/** An elbow line from a feeder's right edge to the left edge of the match its winner goes to. */
export interface Connector {
  from: string;
  to: string;
  points: [number, number][];
}

export interface BracketLayout {
  width: number;
  height: number;
  /** Each round's column: its left edge. */
  columns: { round: number; x: number }[];
  matches: PlacedMatch[];
  connectors: Connector[];
}

export interface BoxSize {
  width: number;
  height: number;
  /** Space between columns (where the connectors run) and between boxes of a column. */
  columnGap: number;
  rowGap: number;
}

export const BOX: BoxSize = { width: 232, height: 76, columnGap: 36, rowGap: 12 };

export function layoutBracket(matches: readonly LayoutMatch[], box: BoxSize = BOX): BracketLayout {
  const keys = new Set(matches.map((match) => match.key));
  const feeders = new Map<string, string[]>();
  for (const match of matches) {
    if (match.winnerTo === null || !keys.has(match.winnerTo)) continue;
    feeders.set(match.winnerTo, [...(feeders.get(match.winnerTo) ?? []), match.key]);
  }
  const rounds = [...new Set(matches.map((match) => match.round))].sort((a, b) => a - b);
  const step = box.height + box.rowGap;
  const centre = new Map<string, number>();
  const placed: PlacedMatch[] = [];
  const columns = rounds.map((round, column) => ({ round, x: column * (box.width + box.columnGap) }));

  for (const { round, x } of columns) {
    const inRound = matches.filter((match) => match.round === round).sort((a, b) => a.position - b.position);
    let previous = -Infinity;
    for (const match of inRound) {
      const fed = (feeders.get(match.key) ?? []).map((key) => centre.get(key)).filter((value) => value !== undefined);
      const ideal = fed.length > 0 ? fed.reduce((sum, value) => sum + value, 0) / fed.length : previous + step;
      const y = Math.max(ideal, previous + step, box.height / 2);
      centre.set(match.key, y);
      previous = y;
      placed.push({ key: match.key, round, x, y: y - box.height / 2 });
    }
  }

  const byKey = new Map(placed.map((match) => [match.key, match]));
  const connectors: Connector[] = [];
  for (const match of matches) {
    if (match.winnerTo === null || !byKey.has(match.winnerTo)) continue;
    const from = byKey.get(match.key)!;
    const to = byKey.get(match.winnerTo)!;
    const startX = from.x + box.width;
    const startY = from.y + box.height / 2;
    const endY = to.y + box.height / 2;
    const middleX = to.x - box.columnGap / 2;
    connectors.push({
      from: match.key,
      to: match.winnerTo,
      points: [
        [startX, startY],
        [middleX, startY],
        [middleX, endY],
        [to.x, endY],
      ],
    });
  }

  const width = columns.length === 0 ? 0 : columns[columns.length - 1].x + box.width;
  const height = placed.reduce((bottom, match) => Math.max(bottom, match.y + box.height), 0);
  return { width, height, columns, matches: placed, connectors };
}
