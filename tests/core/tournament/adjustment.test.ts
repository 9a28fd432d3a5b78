// A correction is an adjustment on top of a series' games: the score is the games plus the
// adjustment (winner, game wins and draws the arbiter's; seeds captured the games' own), what it
// changes is said against the games, and the result it gives the bracket counts in the standings
// exactly as the score says.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  adjustmentFor,
  correctResult,
  DEFAULT_SERIES_RULES,
  describeAdjustment,
  recordResult,
  scoreReport,
  seriesReport,
  seriesScore,
  seriesState,
  standings,
  walkoverAdjustment,
  type SeriesAdjustment,
  type SeriesGame,
  type SeriesRules,
  type SeriesState,
  type SlotIndex,
} from '@/core/tournament';
import { build, match, unwrap } from './helpers';

const firstToTwo: SeriesRules = { ...DEFAULT_SERIES_RULES, winsNeeded: 2 };
const names = ['Trevor Simon', 'Kwame Boateng'];
const nameOf = (slot: SlotIndex) => names[slot];

/** Games of a series in which slot 0 opens game 1 and players alternate; each as [winner, seeds of slot 0, seeds of slot 1]. */
function played(results: [SlotIndex | 'draw', number, number][], rules = firstToTwo): SeriesState {
  const games: SeriesGame[] = results.map(([winner, mine, theirs], index) => {
    const south: SlotIndex = index % 2 === 0 ? 0 : 1;
    const captures: [number, number] = south === 0 ? [mine, theirs] : [theirs, mine];
    return { south, first: 'S', result: winner === 'draw' ? 'draw' : winner === south ? 'S' : 'N', captures };
  });
  return unwrap(seriesState(games, rules, 0));
}

describe('the score of a corrected series', () => {
  // The case of issue 15: Trevor won both games (2–0); the arbiter rules Kwame won 2–1.
  const games = played([
    [0, 40, 8],
    [0, 34, 14],
  ]);
  const ruling: SeriesAdjustment = { how: 'played', winner: 1, wins: [1, 2], draws: 0 };

  test('without an adjustment it is the games', () => {
    expect(seriesScore(games, null)).toMatchObject({
      finished: true,
      winner: 0,
      how: 'played',
      wins: [2, 0],
      draws: 0,
      captures: [74, 22],
      adjustment: null,
    });
  });

  test('2–0 corrected to 1–2: the ruling gives winner and score, the games keep their seeds', () => {
    const score = seriesScore(games, ruling);
    expect(score).toMatchObject({
      finished: true,
      winner: 1,
      how: 'played',
      wins: [1, 2],
      draws: 0,
      captures: [74, 22],
    });
    expect(score.adjustment?.change).toEqual({ wins: [-1, 2], draws: 0, winnerChanged: true });
    expect(describeAdjustment(score, nameOf)).toBe(
      'Result corrected by the arbiter: Kwame Boateng wins 2–1. The games recorded give Trevor Simon 2–0; the correction takes 1 game win from Trevor Simon and gives 2 game wins to Kwame Boateng.',
    );
  });

  test('what the standings count is what the score says: game difference from the ruling, seeds from the games', () => {
    let stage = build(
      2,
      { format: 'round-robin', doubleRound: false },
      { series: firstToTwo, tieBreaks: ['seeds-captured'] },
    );
    const key = stage.matches[0].key;
    stage = unwrap(recordResult(stage, key, unwrap(seriesReport(games, match(stage, key))))).stage;
    const corrected = unwrap(
      correctResult(stage, key, unwrap(scoreReport(seriesScore(games, ruling), match(stage, key)))),
    ).stage;
    expect(match(corrected, key).result).toEqual({
      winner: 1,
      how: 'played',
      wins: [1, 2],
      draws: 0,
      captures: [74, 22],
    });
    const rows = standings(corrected);
    expect(rows.map((row) => [row.entry, row.won, row.gameDifference, row.seedsCaptured])).toEqual([
      ['p2', 1, 1, 22],
      ['p1', 0, -1, 74],
    ]);
  });

  test('a walkover ruling counts no game: N–0, no seeds', () => {
    const score = seriesScore(games, walkoverAdjustment(firstToTwo, 1));
    expect(score).toMatchObject({ winner: 1, how: 'walkover', wins: [0, 2], captures: [0, 0] });
    expect(describeAdjustment(score, nameOf)).toBe(
      'Result corrected by the arbiter: a walkover to Kwame Boateng (2–0). The games recorded give Trevor Simon 2–0; as in any walkover, they do not count.',
    );
  });

  test('a walkover ruling with no game counted says only the walkover', () => {
    expect(describeAdjustment(seriesScore(played([]), walkoverAdjustment(firstToTwo, 0)), nameOf)).toBe(
      'Result corrected by the arbiter: a walkover to Trevor Simon (2–0).',
    );
  });

  test.each([
    ['no game counted', played([]), 'No game recorded counts; the correction gives 2 game wins to Kwame Boateng.'],
    [
      'a series under way',
      played([[0, 30, 10]]),
      'The games recorded stand at 1–0 to Trevor Simon; the correction takes 1 game win from Trevor Simon and gives 2 game wins to Kwame Boateng.',
    ],
    [
      'level games with a draw',
      played(
        [
          [0, 30, 10],
          [1, 12, 26],
          ['draw', 24, 24],
        ],
        { ...firstToTwo, winsNeeded: 3 },
      ),
      'The games recorded stand level at 1–1 (1 drawn); the correction gives 2 game wins to Kwame Boateng and takes away 1 drawn game.',
    ],
  ])('said against the games: %s', (_, state, said) => {
    const wins: [number, number] = state.draws > 0 ? [1, 3] : [0, 2];
    const score = seriesScore(state, { how: 'played', winner: 1, wins, draws: 0 });
    expect(describeAdjustment(score, nameOf)).toContain(said);
  });

  test('a correction to exactly what the games give needs no adjustment', () => {
    expect(adjustmentFor(games, { how: 'played', winner: 0, wins: [2, 0], draws: 0 })).toBeNull();
    expect(adjustmentFor(games, ruling)).toEqual(ruling);
    expect(adjustmentFor(games, walkoverAdjustment(firstToTwo, 0))).toEqual({
      how: 'walkover',
      winner: 0,
      wins: [2, 0],
      draws: 0,
    });
  });

  test("property: the games plus what the adjustment changes are the score; seeds are always the games' own", () => {
    const result = fc.constantFrom<SlotIndex | 'draw'>(0, 1, 'draw');
    const game = fc.tuple(result, fc.integer({ min: 0, max: 24 }), fc.integer({ min: 0, max: 24 }));
    const adjustment = fc.record({
      how: fc.constantFrom<'played' | 'walkover'>('played', 'walkover'),
      winner: fc.constantFrom<SlotIndex>(0, 1),
      wins: fc.tuple(fc.nat(6), fc.nat(6)),
      draws: fc.nat(3),
    });
    const rules = { ...DEFAULT_SERIES_RULES, winsNeeded: 6 };
    fc.assert(
      fc.property(fc.array(game, { maxLength: 10 }), fc.option(adjustment, { nil: null }), (results, ruling) => {
        const decided = results.findIndex((_, index) =>
          [0, 1].some(
            (slot) => results.slice(0, index + 1).filter(([winner]) => winner === slot).length === rules.winsNeeded,
          ),
        );
        const state = played(decided < 0 ? results : results.slice(0, decided + 1), rules);
        const score = seriesScore(state, ruling);
        if (ruling === null) {
          expect([score.wins, score.draws, score.winner, score.captures]).toEqual([
            state.wins,
            state.draws,
            state.winner,
            state.captures,
          ]);
          return;
        }
        const { change } = score.adjustment!;
        expect([state.wins[0] + change.wins[0], state.wins[1] + change.wins[1], state.draws + change.draws]).toEqual([
          ...score.wins,
          score.draws,
        ]);
        expect(score.winner).toBe(ruling.winner);
        expect(score.captures).toEqual(ruling.how === 'walkover' ? [0, 0] : state.captures);
        expect(describeAdjustment(score, nameOf)).toMatch(/^Result corrected by the arbiter: /);
      }),
    );
  });
});
