// An organiser's correction of a series, kept beside its games instead of written over them. The
// games stay what the tables reported; the adjustment is the arbiter's ruling on the series: the
// winner and score it stands at as played, or a walkover. `seriesScore` is the one place a series'
// score comes from — its counted games plus the adjustment in force — so that the stored score,
// the tie-breaks computed from it and the match page that shows both can never disagree.
import { fail, ok } from './outcome';
import { formatScore, seriesReport, walkoverResult, type SeriesState } from './series';
import type { Outcome, ReportedResult, SeriesRules, SlotIndex, StageMatch } from './types';

/** The result an arbiter set for a series, whatever its games give. */
export interface SeriesAdjustment {
  /** `played`: the series stands as played, at this winner and score; `walkover`: the loser did not play. */
  how: 'played' | 'walkover';
  winner: SlotIndex;
  /** Game wins in slot order (N–0 for a walkover). */
  wins: [number, number];
  draws: number;
}

/** What an adjustment changes against the counted games. */
export interface AdjustmentChange {
  /** Game wins given (positive) or taken away (negative), in slot order. */
  wins: [number, number];
  /** Drawn games added (positive) or taken away (negative). */
  draws: number;
  /** The games alone give another winner, or none yet. */
  winnerChanged: boolean;
}

/** A series' score: what is stored on the match, counted in standings and shown on its page. */
export interface SeriesScore {
  finished: boolean;
  winner: SlotIndex | null;
  /** How it was decided; null while it goes on. */
  how: 'played' | 'walkover' | null;
  wins: [number, number];
  draws: number;
  /** Seeds captured in the counted games, by slot (none for a walkover). */
  captures: [number, number];
  /** The counted games alone. */
  games: SeriesState;
  /** The adjustment in force and what it changes; null when the games decide. */
  adjustment: { ruling: SeriesAdjustment; change: AdjustmentChange } | null;
}

/**
 * The series' score from its counted games (`seriesState`) and the adjustment in force, if any.
 * What a correction decides, and what it leaves to the games:
 * - game wins, drawn games and the winner: the ruling's (the games may say otherwise; the match
 *   page says how the two differ: game wins given to or taken from each side);
 * - seeds captured: always the counted games' own, since seeds taken on the board were taken
 *   whatever the ruling on the series (a correction is no way to erase a player's captures);
 * - a walkover ruling: the loser is taken not to have played, as for any walkover: N–0, no game
 *   counts, no seeds captured.
 */
export function seriesScore(games: SeriesState, adjustment: SeriesAdjustment | null): SeriesScore {
  if (adjustment === null) {
    return {
      finished: games.finished,
      winner: games.winner,
      how: games.finished ? 'played' : null,
      wins: [games.wins[0], games.wins[1]],
      draws: games.draws,
      captures: [games.captures[0], games.captures[1]],
      games,
      adjustment: null,
    };
  }
  const change: AdjustmentChange = {
    wins: [adjustment.wins[0] - games.wins[0], adjustment.wins[1] - games.wins[1]],
    draws: adjustment.draws - games.draws,
    winnerChanged: !games.finished || games.winner !== adjustment.winner,
  };
  return {
    finished: true,
    winner: adjustment.winner,
    how: adjustment.how,
    wins: [adjustment.wins[0], adjustment.wins[1]],
    draws: adjustment.draws,
    captures: adjustment.how === 'walkover' ? [0, 0] : [games.captures[0], games.captures[1]],
    games,
    adjustment: { ruling: adjustment, change },
  };
}

/**
 * The adjustment that makes a series stand at `ruled`, or null when its games already give exactly
 * that (a correction back to the games withdraws the adjustment instead of recording one).
 */
export function adjustmentFor(games: SeriesState, ruled: SeriesAdjustment): SeriesAdjustment | null {
  const same =
    ruled.how === 'played' &&
    games.finished &&
    games.winner === ruled.winner &&
    games.wins[0] === ruled.wins[0] &&
    games.wins[1] === ruled.wins[1] &&
    games.draws === ruled.draws;
  return same
    ? null
    : { how: ruled.how, winner: ruled.winner, wins: [ruled.wins[0], ruled.wins[1]], draws: ruled.draws };
}

/** A walkover to `winner` as an adjustment: N–0 under the series rules. */
export function walkoverAdjustment(rules: SeriesRules, winner: SlotIndex): SeriesAdjustment {
  return { how: 'walkover', winner, wins: walkoverResult(rules, winner).wins!, draws: 0 };
}

/** The finished series' score as `recordResult` and `correctResult` take it, naming the winner of `match`. */
export function scoreReport(score: SeriesScore, match: StageMatch): Outcome<ReportedResult> {
  if (score.how !== 'walkover') return seriesReport(score, match);
  const winner = score.winner === null ? null : match.slots[score.winner].entry;
  if (winner === null)
    return fail('bad-result', `${match.key} has nobody in slot ${score.winner} yet.`, { matches: [match.key] });
  return ok({ winner, walkover: true });
}

const gameWins = (count: number): string => `${count} game ${count === 1 ? 'win' : 'wins'}`;
const drawnGames = (count: number): string => `${count} drawn ${count === 1 ? 'game' : 'games'}`;

/** `2–1 (1 drawn)`, the winner's (or leader's) count first. */
const scoreFrom = (first: SlotIndex, wins: readonly [number, number], draws: number): string =>
  formatScore([wins[first], wins[first === 0 ? 1 : 0]], draws);

/** `a`, `a and b`, `a, b and c`. */
function listed(parts: readonly string[]): string {
  return parts.length <= 1 ? parts.join('') : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

function whatGamesGive(games: SeriesState, nameOf: (slot: SlotIndex) => string): string {
  if (games.gamesCounted === 0) return 'No game recorded counts';
  if (games.finished && games.winner !== null)
    return `The games recorded give ${nameOf(games.winner)} ${scoreFrom(games.winner, games.wins, games.draws)}`;
  if (games.wins[0] === games.wins[1])
    return `The games recorded stand level at ${scoreFrom(0, games.wins, games.draws)}`;
  const leader: SlotIndex = games.wins[0] > games.wins[1] ? 0 : 1;
  return `The games recorded stand at ${scoreFrom(leader, games.wins, games.draws)} to ${nameOf(leader)}`;
}

function whatItChanges(change: AdjustmentChange, nameOf: (slot: SlotIndex) => string): string[] {
  const parts: string[] = [];
  for (const slot of [0, 1] as const) {
    const delta = change.wins[slot];
    if (delta > 0) parts.push(`gives ${gameWins(delta)} to ${nameOf(slot)}`);
    if (delta < 0) parts.push(`takes ${gameWins(-delta)} from ${nameOf(slot)}`);
  }
  if (change.draws > 0) parts.push(`adds ${drawnGames(change.draws)}`);
  if (change.draws < 0) parts.push(`takes away ${drawnGames(-change.draws)}`);
  return parts;
}

/**
 * The correction as one sentence for people, or null when the games decide: "Result corrected by
 * the arbiter: Kwame wins 2–1. The games recorded give Trevor 2–0; the correction takes 1 game win
 * from Trevor and gives 2 game wins to Kwame."
 */
export function describeAdjustment(score: SeriesScore, nameOf: (slot: SlotIndex) => string): string | null {
  if (score.adjustment === null || score.winner === null) return null;
  const { ruling, change } = score.adjustment;
  const games = whatGamesGive(score.games, nameOf);
  if (ruling.how === 'walkover') {
    const walkover = `Result corrected by the arbiter: a walkover to ${nameOf(ruling.winner)} (${scoreFrom(ruling.winner, ruling.wins, 0)}).`;
    return score.games.gamesCounted === 0 ? walkover : `${walkover} ${games}; as in any walkover, they do not count.`;
  }
  const changes = whatItChanges(change, nameOf);
  const how = changes.length === 0 ? '' : `; the correction ${listed(changes)}`;
  return `Result corrected by the arbiter: ${nameOf(ruling.winner)} wins ${scoreFrom(ruling.winner, ruling.wins, ruling.draws)}. ${games}${how}.`;
}
