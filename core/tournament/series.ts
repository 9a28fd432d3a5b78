// A match is a series: first to N game wins (N = 6 by default). Its whole state is
// computed from the list of its games, so a stored series can always be re-derived.
import { fail, ok } from './outcome';
import type { MatchResult, Outcome, ReportedResult, SeriesRules, SlotIndex, StageMatch } from './types';

/** The series rules a tournament gets unless it says otherwise. */
export const DEFAULT_SERIES_RULES: SeriesRules = {
  winsNeeded: 6,
  firstMove: 'alternate',
  opening: 'seed',
  maxGames: null,
};

/** A board side: South moves first unless the record says otherwise. */
export type Side = 'S' | 'N';

/** One game of a series as the rules library reports it. */
export interface SeriesGame {
  /** Which series slot played South. */
  south: SlotIndex;
  /** The side that moved first. */
  first: Side;
  /** South won, North won, or a draw (24–24), which counts for neither. */
  result: Side | 'draw';
  /** Seeds captured by South and by North. */
  captures: [number, number];
  /** An annulled game: it counts for nothing and does not pass the first move on. */
  void?: boolean;
}

/** How a finished series was decided. */
export type SeriesDecision =
  /** Someone reached the wins needed. */
  | 'wins'
  /** The game cap was reached: more game wins. */
  | 'cap-wins'
  /** The game cap was reached, wins level: more seeds captured. */
  | 'cap-captures'
  /** The decider after the cap: its winner, or on a draw the player who moved second. */
  | 'decider';

/** The state of a series after its games. */
export interface SeriesState {
  /** Game wins of slot 0 and slot 1. */
  wins: [number, number];
  /** Drawn games, shown beside the score. */
  draws: number;
  /** Seeds captured over the counted games by slot 0 and slot 1. */
  captures: [number, number];
  /** Games that count (void games left out). */
  gamesCounted: number;
  finished: boolean;
  winner: SlotIndex | null;
  decidedBy: SeriesDecision | null;
  /** Who moves first in the next game; null once the series is over. */
  nextFirstMover: SlotIndex | null;
  /** The next game is the decider at the cap (a draw goes to the second mover). */
  deciderNext: boolean;
}

/** Checks series rules: wins needed at least 1, a cap (if any) at least the wins needed. */
export function validateSeriesRules(rules: SeriesRules): Outcome<SeriesRules> {
  if (!Number.isInteger(rules.winsNeeded) || rules.winsNeeded < 1) {
    return fail('bad-settings', `Wins needed must be a whole number of at least 1, not ${rules.winsNeeded}.`, {
      setting: 'winsNeeded',
    });
  }
  if (rules.maxGames !== null && (!Number.isInteger(rules.maxGames) || rules.maxGames < rules.winsNeeded)) {
    return fail(
      'bad-settings',
      `The game cap must be a whole number of at least the wins needed (${rules.winsNeeded}), not ${rules.maxGames}.`,
      { setting: 'maxGames' },
    );
  }
  return ok(rules);
}

const other = (slot: SlotIndex): SlotIndex => (slot === 0 ? 1 : 0);

function checkGame(game: SeriesGame, number: number): string | null {
  if (game.south !== 0 && game.south !== 1) return `game ${number}: south must be slot 0 or 1`;
  if (game.first !== 'S' && game.first !== 'N') return `game ${number}: first must be S or N`;
  if (game.result !== 'S' && game.result !== 'N' && game.result !== 'draw') {
    return `game ${number}: result must be S, N or draw`;
  }
  const [south, north] = game.captures ?? [];
  for (const count of [south, north]) {
    if (!Number.isInteger(count) || count < 0)
      return `game ${number}: captures must be two whole numbers of at least 0`;
  }
  if (south + north > 48) return `game ${number}: ${south} + ${north} seeds captured is more than the 48 on the board`;
  return null;
}

/**
 * The state of a series from its games in order. `opener` is the slot that moves first in
 * game 1 (from the format, the better seed, or the organiser's coin toss). Refuses a game
 * that is malformed, is opened by the wrong player, or comes after the series was decided.
 */
export function seriesState(games: SeriesGame[], rules: SeriesRules, opener: SlotIndex): Outcome<SeriesState> {
  const state: SeriesState = {
    wins: [0, 0],
    draws: 0,
    captures: [0, 0],
    gamesCounted: 0,
    finished: false,
    winner: null,
    decidedBy: null,
    nextFirstMover: opener,
    deciderNext: false,
  };
  for (let index = 0; index < games.length; index++) {
    const game = games[index];
    const number = index + 1;
    const problem = checkGame(game, number);
    if (problem) return fail('bad-game', `Game ${number} is malformed (${problem}).`);
    if (state.finished) return fail('bad-game', `Game ${number} comes after the series was already decided.`);
    if (game.void) continue;
    const firstSlot: SlotIndex = game.first === 'S' ? game.south : other(game.south);
    if (firstSlot !== state.nextFirstMover) {
      return fail(
        'bad-game',
        `Game ${number} was opened by slot ${firstSlot}, but the series rule gives the first move to slot ${state.nextFirstMover}.`,
      );
    }
    const northSlot = other(game.south);
    state.captures[game.south] += game.captures[0];
    state.captures[northSlot] += game.captures[1];
    state.gamesCounted++;
    const winner: SlotIndex | null = game.result === 'draw' ? null : game.result === 'S' ? game.south : northSlot;
    if (winner === null) state.draws++;
    else state.wins[winner]++;

    if (state.deciderNext) {
      finish(state, winner ?? other(firstSlot), 'decider');
      continue;
    }
    if (winner !== null && state.wins[winner] >= rules.winsNeeded) {
      finish(state, winner, 'wins');
      continue;
    }
    // After a draw nobody earned the first move, so it passes as it would by alternation.
    state.nextFirstMover = rules.firstMove === 'winner-starts' && winner !== null ? winner : other(firstSlot);
    if (rules.maxGames !== null && state.gamesCounted >= rules.maxGames) settleAtCap(state);
  }
  return ok(state);
}

function finish(state: SeriesState, winner: SlotIndex, decidedBy: SeriesDecision): void {
  state.finished = true;
  state.winner = winner;
  state.decidedBy = decidedBy;
  state.nextFirstMover = null;
  state.deciderNext = false;
}

function settleAtCap(state: SeriesState): void {
  const [wins0, wins1] = state.wins;
  if (wins0 !== wins1) return finish(state, wins0 > wins1 ? 0 : 1, 'cap-wins');
  const [captured0, captured1] = state.captures;
  if (captured0 !== captured1) return finish(state, captured0 > captured1 ? 0 : 1, 'cap-captures');
  state.deciderNext = true;
}

/** A walkover: the present player wins N–0, no games, no seeds. */
export function walkoverResult(rules: SeriesRules, winner: SlotIndex): MatchResult {
  const wins: [number, number] = winner === 0 ? [rules.winsNeeded, 0] : [0, rules.winsNeeded];
  return { winner, how: 'walkover', wins, draws: 0, captures: [0, 0] };
}

/** The report of a finished series for `recordResult`, naming the winner of `match`. */
export function seriesReport(
  state: Pick<SeriesState, 'finished' | 'winner' | 'wins' | 'draws' | 'captures'>,
  match: StageMatch,
): Outcome<ReportedResult> {
  if (!state.finished || state.winner === null)
    return fail('bad-result', `The series of ${match.key} is not finished yet.`, { matches: [match.key] });
  const winner = match.slots[state.winner].entry;
  if (winner === null)
    return fail('bad-result', `${match.key} has nobody in slot ${state.winner} yet.`, { matches: [match.key] });
  return ok({
    winner,
    wins: [state.wins[0], state.wins[1]],
    draws: state.draws,
    captures: [state.captures[0], state.captures[1]],
  });
}

/** The score as shown: `6–4`, with draws when there were any: `6–4 (2 drawn)`. */
export function formatScore(wins: [number, number], draws: number): string {
  const score = `${wins[0]}–${wins[1]}`;
  if (draws === 0) return score;
  return `${score} (${draws} drawn)`;
}
