import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  DEFAULT_SERIES_RULES,
  formatScore,
  recordResult,
  seriesReport,
  seriesState,
  type SeriesGame,
} from '@/core/tournament';
import type { SeriesRules, SlotIndex } from '@/core/tournament/types';
import { build, match, unwrap } from './helpers';

const rules = (overrides: Partial<SeriesRules> = {}): SeriesRules => ({ ...DEFAULT_SERIES_RULES, ...overrides });

// A game described from the players' side: who opened, who won ('draw' for 24–24).
// The opener sits South, as the rules library's start position has South to move.
function game(first: SlotIndex, winner: SlotIndex | 'draw', captures: [number, number] = [25, 20]): SeriesGame {
  const result = winner === 'draw' ? 'draw' : winner === first ? 'S' : 'N';
  return { south: first, first: 'S', result, captures: winner === 'draw' ? [24, 24] : captures };
}

describe('first to six', () => {
  test('6–4 with a draw, alternating first moves', () => {
    const games: SeriesGame[] = [];
    const winners: (SlotIndex | 'draw')[] = [0, 1, 0, 'draw', 0, 1, 1, 0, 1, 0, 0];
    let first: SlotIndex = 0;
    for (const winner of winners) {
      games.push(game(first, winner));
      first = first === 0 ? 1 : 0;
    }
    const state = unwrap(seriesState(games, rules(), 0));
    expect(state).toMatchObject({
      wins: [6, 4],
      draws: 1,
      finished: true,
      winner: 0,
      decidedBy: 'wins',
      nextFirstMover: null,
    });
    expect(formatScore(state.wins, state.draws)).toBe('6–4 (1 drawn)');
    const stage = build(2, { format: 'single-elimination', thirdPlace: false });
    const report = unwrap(seriesReport(state, match(stage, 'W1-1')));
    expect(report).toEqual({ winner: 'p1', wins: [6, 4], draws: 1, captures: [254, 244] });
    const recorded = unwrap(recordResult(stage, 'W1-1', report)).stage;
    expect(match(recorded, 'W1-1').result).toEqual({
      winner: 0,
      how: 'played',
      wins: [6, 4],
      draws: 1,
      captures: [254, 244],
    });
    expect(seriesReport(unwrap(seriesState(games.slice(0, 5), rules(), 0)), match(stage, 'W1-1'))).toMatchObject({
      ok: false,
      error: { code: 'bad-result', message: 'The series of W1-1 is not finished yet.' },
    });
  });

  test.each([
    // rule, games as [opener, winner], expected next opener
    ['alternate', [[0, 0]], 1],
    ['alternate', [[0, 1]], 1],
    ['alternate', [[0, 'draw']], 1],
    ['winner-starts', [[0, 0]], 0],
    ['winner-starts', [[0, 1]], 1],
    [
      'winner-starts',
      [
        [0, 0],
        [0, 'draw'],
      ],
      1,
    ],
    ['winner-starts', [[1, 'draw']], 0],
  ] as const)('%s after %j: slot %i opens next', (firstMove, played, next) => {
    const games = played.map(([first, winner]) => game(first, winner));
    expect(unwrap(seriesState(games, rules({ firstMove }), played[0][0])).nextFirstMover).toBe(next);
  });

  test('a void game counts for nothing and the same player opens the replay', () => {
    const games = [game(0, 0), { ...game(1, 1), void: true }, game(1, 0)];
    const state = unwrap(seriesState(games, rules(), 0));
    expect(state).toMatchObject({ wins: [2, 0], gamesCounted: 2, nextFirstMover: 0 });
  });

  test('North opening is read from the record', () => {
    const state = unwrap(seriesState([{ south: 1, first: 'N', result: 'N', captures: [10, 30] }], rules(), 0));
    expect(state).toMatchObject({ wins: [1, 0], captures: [30, 10] });
  });
});

describe('refusals', () => {
  test.each([
    ['wrong opener', [game(1, 1)], 'opened by slot 1'],
    [
      'game after the end',
      [...Array.from({ length: 6 }, (_, index) => game(index % 2 === 0 ? 0 : 1, 0)), game(0, 0)],
      'already decided',
    ],
    ['too many seeds', [{ south: 0, first: 'S', result: 'S', captures: [40, 20] } as SeriesGame], 'more than the 48'],
    [
      'bad result',
      [{ south: 0, first: 'S', result: 'X', captures: [1, 1] } as unknown as SeriesGame],
      'result must be',
    ],
  ])('%s', (_, games, message) => {
    const outcome = seriesState(games, rules(), 0);
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) {
      expect(outcome.error.code).toBe('bad-game');
      expect(outcome.error.message).toContain(message);
    }
  });
});

describe('the game cap', () => {
  const capped = rules({ winsNeeded: 2, maxGames: 4 });
  const alternating = (winners: (SlotIndex | 'draw')[], captures?: [number, number]): SeriesGame[] =>
    winners.map((winner, index) => game(index % 2 === 0 ? 0 : 1, winner, captures));

  test('more wins at the cap', () => {
    expect(unwrap(seriesState(alternating([0, 'draw', 'draw', 'draw']), capped, 0))).toMatchObject({
      finished: true,
      winner: 0,
      decidedBy: 'cap-wins',
    });
  });

  test('wins level at the cap: more seeds captured', () => {
    const games = [game(0, 0, [25, 10]), game(1, 1, [25, 23]), game(0, 'draw'), game(1, 'draw')];
    // Slot 0 won game 1 with 25 and lost game 2 as North with 23; slot 1 took 10 and 25.
    expect(unwrap(seriesState(games, capped, 0))).toMatchObject({
      wins: [1, 1],
      captures: [96, 83],
      winner: 0,
      decidedBy: 'cap-captures',
    });
  });

  test('wins and seeds level at the cap: a decider, a draw going to the second mover', () => {
    const level = alternating(['draw', 'draw', 'draw', 'draw']);
    const before = unwrap(seriesState(level, capped, 0));
    expect(before).toMatchObject({ finished: false, deciderNext: true, nextFirstMover: 0 });
    const decided = unwrap(seriesState([...level, game(0, 'draw')], capped, 0));
    expect(decided).toMatchObject({ finished: true, winner: 1, decidedBy: 'decider' });
  });

  test('property: with a cap every series ends within cap + 1 games, and the state is consistent', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 0, max: 6 }),
        fc.constantFrom('alternate' as const, 'winner-starts' as const),
        fc.array(
          fc.record({
            outcome: fc.constantFrom<SlotIndex | 'draw'>(0, 1, 'draw'),
            seeds: fc.integer({ min: 0, max: 48 }),
          }),
          { maxLength: 40 },
        ),
        (winsNeeded, extra, firstMove, outcomes) => {
          const series = rules({ winsNeeded, maxGames: winsNeeded + extra, firstMove });
          const games: SeriesGame[] = [];
          let state = unwrap(seriesState(games, series, 0));
          for (const { outcome, seeds } of outcomes) {
            if (state.finished) break;
            const first = state.nextFirstMover!;
            const captures: [number, number] =
              outcome === 'draw' ? [24, 24] : [Math.max(25, seeds), Math.min(23, 48 - Math.max(25, seeds))];
            games.push(game(first, outcome, captures));
            state = unwrap(seriesState(games, series, 0));
          }
          expect(games.length).toBeLessThanOrEqual(series.maxGames! + 1);
          expect(state.wins[0] + state.wins[1] + state.draws).toBe(state.gamesCounted);
          expect(state.wins[0] <= winsNeeded && state.wins[1] <= winsNeeded).toBe(true);
          if (state.finished) {
            expect(state.winner).not.toBeNull();
            expect(state.nextFirstMover).toBeNull();
            if (state.decidedBy === 'wins') expect(state.wins[state.winner!]).toBe(winsNeeded);
          } else {
            expect(games.length === outcomes.length || state.deciderNext).toBe(true);
          }
          if (games.length === outcomes.length && !state.finished)
            expect(Math.max(...state.wins)).toBeLessThan(winsNeeded);
        },
      ),
    );
  });
});

test('property: without a cap, alternate opens strictly in turn and the first to N wins', () => {
  fc.assert(
    fc.property(
      fc.array(fc.constantFrom<SlotIndex | 'draw'>(0, 1, 'draw'), { maxLength: 30 }),
      fc.constantFrom(0, 1),
      (outcomes, opener) => {
        const games: SeriesGame[] = [];
        let state = unwrap(seriesState(games, rules(), opener as SlotIndex));
        for (const outcome of outcomes) {
          if (state.finished) break;
          expect(state.nextFirstMover).toBe((opener + games.length) % 2);
          games.push(game(state.nextFirstMover!, outcome));
          state = unwrap(seriesState(games, rules(), opener as SlotIndex));
        }
        const winsBy = (slot: number) =>
          games.filter((played) => played.result !== 'draw' && (played.result === 'S') === (played.south === slot))
            .length;
        expect(state.wins).toEqual([winsBy(0), winsBy(1)]);
        expect(state.finished).toBe(Math.max(...state.wins) === 6);
      },
    ),
  );
});
