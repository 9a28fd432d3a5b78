import { describe, expect, test } from 'vitest';
import {
  buildStage,
  correctResult,
  DEFAULT_SERIES_RULES,
  nextRound,
  openingMover,
  recordResult,
  standings,
} from '@/core/tournament';
import type { FormatSettings } from '@/core/tournament/types';
import { build, ids, match, unwrap } from './helpers';

describe('building a stage refuses bad input, naming the field', () => {
  const knockout: FormatSettings = { format: 'single-elimination', thirdPlace: false };
  test.each([
    ['one entry', ['a'], knockout, {}, 'bad-entries', 'A stage needs at least 2 entries, not 1.', {}],
    [
      'a repeated id',
      ['a', 'b', 'a'],
      knockout,
      {},
      'bad-entries',
      'Seed 3 repeats the id "a" of an earlier seed.',
      {},
    ],
    [
      'an empty id',
      ['a', ''],
      knockout,
      {},
      'bad-entries',
      'Seed 2 has no id: every entry needs a non-empty string id.',
      {},
    ],
    [
      'too many Swiss rounds',
      ids(4),
      { format: 'swiss', rounds: 4 },
      {},
      'bad-settings',
      'A Swiss of 4 entries can have 1 to 3 rounds without forced rematches, not 4.',
      { setting: 'rounds' },
    ],
    [
      'more qualifiers than a group holds',
      ids(6),
      { format: 'groups-knockout', groupSize: 3, doubleRound: false, qualifiers: 4, thirdPlace: false },
      {},
      'bad-settings',
      'Qualifiers per group must be 1 to 3 (the smallest group), not 4.',
      { setting: 'qualifiers' },
    ],
    [
      'a cap below the wins needed',
      ids(4),
      knockout,
      { series: { ...DEFAULT_SERIES_RULES, maxGames: 5 } },
      'bad-settings',
      'The game cap must be a whole number of at least the wins needed (6), not 5.',
      { setting: 'maxGames' },
    ],
    [
      'an unknown tie-break',
      ids(4),
      knockout,
      { tieBreaks: ['coin'] },
      'bad-settings',
      'Unknown tie-break "coin".',
      { setting: 'tieBreaks' },
    ],
  ] as const)('%s', (_, entries, settings, options, code, message, facts) => {
    expect(buildStage([...entries], settings as FormatSettings, options as never)).toEqual({
      ok: false,
      error: { code, message, ...facts },
    });
  });
});

describe('who opens game 1', () => {
  test('the format’s choice in a league, else the better seed, or the recorded coin toss', () => {
    const league = build(4, { format: 'round-robin', doubleRound: false });
    expect(openingMover(league, match(league, 'R2-1'))).toBe(0);
    expect(match(league, 'R2-1').slots[0].entry).toBe('p4');
    const knockout = unwrap(
      recordResult(build(4, { format: 'single-elimination', thirdPlace: false }), 'W1-2', { winner: 'p3' }),
    ).stage;
    const final = unwrap(recordResult(knockout, 'W1-1', { winner: 'p4' })).stage;
    expect(openingMover(final, match(final, 'W2-1'))).toBe(1);
    const tossed = { ...final, series: { ...final.series, opening: 'coin-toss' as const } };
    expect(openingMover(tossed, match(tossed, 'W2-1'))).toBeNull();
    expect(openingMover(tossed, match(tossed, 'W2-1'), 0)).toBe(0);
  });
});

describe('league corrections', () => {
  test('a Swiss result corrected after the next round was paired: pairings stand, standings follow', () => {
    let stage = build(4, { format: 'swiss', rounds: 3 });
    stage = unwrap(recordResult(stage, 'R1-1', { winner: 'p1' })).stage;
    stage = unwrap(recordResult(stage, 'R1-2', { winner: 'p2' })).stage;
    stage = unwrap(nextRound(stage)).stage;
    const round2 = stage.matches.filter((item) => item.round === 2);
    const corrected = unwrap(correctResult(stage, 'R1-1', { winner: 'p3' }));
    expect(corrected.reset).toEqual([]);
    expect(corrected.stage.matches.filter((item) => item.round === 2)).toEqual(round2);
    expect(standings(corrected.stage).find((row) => row.entry === 'p3')?.matchPoints).toBe(1);
  });
});
