import { describe, expect, test } from 'vitest';
import { describeSeparation, recordResult, standings, withdraw } from '@/core/tournament';
import type { Stage, TieBreak } from '@/core/tournament/types';
import { build, match, unwrap } from './helpers';

type Score = [string, string, [number, number], number?, [number, number]?];

/** Plays a round robin of four from a list of results: winner, match key, wins in slot order, draws, captures. */
function league(results: Score[], tieBreaks?: TieBreak[]): Stage {
  let stage = build(4, { format: 'round-robin', doubleRound: false }, tieBreaks ? { tieBreaks } : undefined);
  for (const [key, winner, wins, draws = 0, captures] of results) {
    stage = unwrap(recordResult(stage, key, { winner, wins, draws, captures })).stage;
  }
  return stage;
}

// Berger, 4 players: R1 1-4 2-3, R2 4-3 1-2, R3 2-4 3-1.
const cycle: Score[] = [
  ['R1-1', 'p1', [6, 2], 0, [150, 90]],
  ['R1-2', 'p2', [6, 5], 1, [200, 190]],
  ['R2-1', 'p3', [0, 6], 0, [40, 160]],
  ['R2-2', 'p1', [6, 4], 0, [170, 150]],
  ['R3-1', 'p2', [6, 3], 0, [160, 120]],
  ['R3-2', 'p3', [6, 1], 0, [160, 60]],
];

describe('standings', () => {
  test('a three-way tie head-to-head cannot split goes to game difference (draws half a game each)', () => {
    const rows = standings(league(cycle));
    expect(
      rows.map((row) => [row.entry, row.rank, row.matchPoints, row.gameDifference, row.buchholz, row.sonnebornBerger]),
    ).toEqual([
      ['p3', 1, 2, 10, 4, 2],
      ['p2', 2, 2, 2, 4, 2],
      ['p1', 3, 2, 1, 4, 2],
      ['p4', 4, 0, -13, 6, 0],
    ]);
    expect(rows.map((row) => row.separation)).toEqual([
      { below: 'p2', by: 'game-difference', values: [10, 2] },
      { below: 'p1', by: 'game-difference', values: [2, 1] },
      { below: 'p4', by: 'match-points', values: [2, 0] },
      null,
    ]);
    expect(rows[1]).toMatchObject({ gamesFor: 16.5, gamesAgainst: 14.5, won: 2, lost: 1, played: 3 });
    expect(describeSeparation(rows[0].separation!, (entry) => entry.toUpperCase())).toBe(
      'Ahead of P2 on game difference (10 v 2).',
    );
  });

  test('the tie-break order is the tournament’s: seeds captured first', () => {
    const rows = standings(league(cycle, ['seeds-captured', 'game-difference']));
    // Seeds: p1 150+170+60 = 380, p2 200+150+160 = 510, p3 190+160+160 = 510 → p2 and p3 level, then games.
    expect(rows.slice(0, 3).map((row) => [row.entry, row.seedsCaptured])).toEqual([
      ['p3', 510],
      ['p2', 510],
      ['p1', 380],
    ]);
    expect(rows[0].separation).toEqual({ below: 'p2', by: 'game-difference', values: [10, 2] });
    expect(rows[1].separation).toEqual({ below: 'p1', by: 'seeds-captured', values: [510, 380] });
  });

  test('players nothing separates share the place, listed by seed', () => {
    const rows = standings(
      league([
        ['R1-1', 'p1', [6, 0]],
        ['R1-2', 'p3', [0, 6]],
        ['R2-1', 'p3', [0, 6]],
        ['R2-2', 'p2', [0, 6]],
        ['R3-1', 'p2', [6, 0]],
        ['R3-2', 'p1', [0, 6]],
      ]),
    );
    expect(rows.map((row) => [row.entry, row.matchPoints])).toEqual([
      ['p1', 2],
      ['p2', 2],
      ['p3', 2],
      ['p4', 0],
    ]);
    // A cycle again (p1>p3, p3>p2, p2>p1): head-to-head level, Buchholz and SB level,
    // game difference level (all 6–0): nothing separates them, so they share first place by seed.
    expect(rows.slice(0, 3).map((row) => row.rank)).toEqual([1, 1, 1]);
    expect(rows[0].separation).toEqual({ below: 'p2', by: 'seed', values: [1, 2] });
  });

  test('two level players: the one who won their meeting is ahead', () => {
    const rows = standings(
      league([
        ['R1-1', 'p1', [6, 0]],
        ['R1-2', 'p2', [6, 0]],
        ['R2-1', 'p3', [0, 6]],
        ['R2-2', 'p2', [0, 6]],
        ['R3-1', 'p4', [0, 6]],
        ['R3-2', 'p1', [0, 6]],
      ]),
    );
    // p2: beat p3, p1 → 2; p1: beat p4, p3 → 2; p3: beat p4 → 1; p4: beat p2 → 1.
    expect(rows.map((row) => row.entry)).toEqual(['p2', 'p1', 'p3', 'p4']);
    expect(rows[0].separation).toEqual({ below: 'p1', by: 'head-to-head', values: [1, 0] });
    expect(rows[2].separation).toEqual({ below: 'p4', by: 'head-to-head', values: [1, 0] });
    // The figure each row had on head-to-head, among those level with it (an export's column).
    expect(rows.map((row) => row.headToHead)).toEqual([1, 0, 1, 0]);
  });

  test('head-to-head is no figure where it did not come into play: alone on match points, or the level ones never all met', () => {
    expect(standings(league(cycle)).map((row) => [row.entry, row.headToHead])).toEqual([
      ['p3', 1],
      ['p2', 1],
      ['p1', 1],
      ['p4', null],
    ]);
    expect(standings(league(cycle, ['seeds-captured', 'head-to-head'])).map((row) => row.headToHead)).toEqual([
      1,
      0,
      null,
      null,
    ]);
  });

  test('a withdrawn player’s remaining matches are walkovers to the opponents', () => {
    let stage = league([['R1-1', 'p1', [6, 2]]]);
    stage = unwrap(withdraw(stage, 'p4')).stage;
    expect(match(stage, 'R2-1').result).toMatchObject({ how: 'walkover', winner: 1, wins: [0, 6] });
    expect(match(stage, 'R3-1').result).toMatchObject({ how: 'walkover', winner: 0 });
    const rows = standings(stage);
    expect(rows.find((row) => row.entry === 'p4')).toMatchObject({ withdrawn: true, matchPoints: 0, lost: 3 });
  });

  test('a Swiss bye scores a match point; a round-robin bye does not', () => {
    const swiss = build(3, { format: 'swiss', rounds: 2 });
    expect(standings(swiss).find((row) => row.entry === 'p3')).toMatchObject({ byes: 1, matchPoints: 1 });
    const roundRobin = build(3, { format: 'round-robin', doubleRound: false });
    expect(standings(roundRobin).every((row) => row.matchPoints === 0)).toBe(true);
  });

  test('groups are ranked each on its own', () => {
    const stage = build(8, { format: 'groups', groupSize: 4, doubleRound: false });
    expect(standings(stage, { group: 2 }).map((row) => row.entry)).toEqual(['p2', 'p3', 'p6', 'p7']);
  });
});
