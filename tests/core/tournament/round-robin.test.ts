import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { bergerTable, buildStage, roundRobinRounds } from '@/core/tournament';
import type { Stage } from '@/core/tournament/types';
import { build, ids } from './helpers';

const written = (rounds: number[][][]) => rounds.map((pairs) => pairs.map(([a, b]) => `${a}-${b}`).join(' '));

describe('Berger tables (FIDE C.05 Annex 1)', () => {
  test('6 players (and 5, with 6 as the bye)', () => {
    expect(written(bergerTable(6))).toEqual([
      '1-6 2-5 3-4',
      '6-4 5-3 1-2',
      '2-6 3-1 4-5',
      '6-5 1-4 2-3',
      '3-6 4-2 5-1',
    ]);
    expect(bergerTable(5)).toEqual(bergerTable(6));
  });

  test('10 players', () => {
    expect(written(bergerTable(10))).toEqual([
      '1-10 2-9 3-8 4-7 5-6',
      '10-6 7-5 8-4 9-3 1-2',
      '2-10 3-1 4-9 5-8 6-7',
      '10-7 8-6 9-5 1-4 2-3',
      '3-10 4-2 5-1 6-9 7-8',
      '10-8 9-7 1-6 2-5 3-4',
      '4-10 5-3 6-2 7-1 8-9',
      '10-9 1-8 2-7 3-6 4-5',
      '5-10 6-4 7-3 8-2 9-1',
    ]);
  });

  test('double round: last two rounds of the first cycle exchanged, second cycle reversed', () => {
    expect(written(roundRobinRounds(4, true))).toEqual([
      '1-4 2-3',
      '2-4 3-1',
      '4-3 1-2',
      '4-1 3-2',
      '3-4 2-1',
      '4-2 1-3',
    ]);
  });
});

describe('round-robin stage', () => {
  test('5 players: each round two boards and a bye, from the 6-player table', () => {
    const stage = build(5, { format: 'round-robin', doubleRound: false });
    const rounds = [1, 2, 3, 4, 5].map((round) =>
      stage.matches
        .filter((match) => match.round === round)
        .map((match) => match.slots.map((slot) => (slot.bye ? 'bye' : slot.entry!.slice(1))).join('-'))
        .join(' '),
    );
    expect(rounds).toEqual(['2-5 3-4 1-bye', '5-3 1-2 4-bye', '3-1 4-5 2-bye', '1-4 2-3 5-bye', '4-2 5-1 3-bye']);
    expect(stage.matches.filter((match) => match.slots[1].bye).every((match) => match.result?.how === 'bye')).toBe(
      true,
    );
    expect(
      stage.matches
        .filter((match) => !match.slots[1].bye)
        .every((match) => match.status === 'ready' && match.firstMover === 0),
    ).toBe(true);
  });

  const meetings = (stage: Stage) => {
    const count = new Map<string, number>();
    for (const match of stage.matches) {
      if (match.slots.some((slot) => slot.bye)) continue;
      const pair = match.slots
        .map((slot) => slot.entry)
        .sort()
        .join('|');
      count.set(pair, (count.get(pair) ?? 0) + 1);
    }
    return count;
  };

  test('property: everyone meets everyone once (twice in a double round), nobody twice in a round, first moves balanced', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 24 }), fc.boolean(), (players, doubleRound) => {
        const stage = build(players, { format: 'round-robin', doubleRound });
        const count = meetings(stage);
        expect(count.size).toBe((players * (players - 1)) / 2);
        expect([...count.values()].every((times) => times === (doubleRound ? 2 : 1))).toBe(true);
        const rounds = new Set(stage.matches.map((match) => match.round));
        expect(rounds.size).toBe((players % 2 === 0 ? players - 1 : players) * (doubleRound ? 2 : 1));
        const first = new Map<string, number>();
        for (const round of rounds) {
          const inRound = stage.matches
            .filter((match) => match.round === round)
            .flatMap((match) => match.slots.map((slot) => slot.entry).filter(Boolean));
          expect(new Set(inRound).size).toBe(inRound.length);
          expect(inRound.length).toBe(players);
        }
        for (const match of stage.matches) {
          if (match.firstMover === null) continue;
          const entry = match.slots[match.firstMover].entry!;
          first.set(entry, (first.get(entry) ?? 0) + 1);
        }
        const games = (players % 2 === 0 ? players - 1 : players - 1) * (doubleRound ? 2 : 1);
        for (const entry of stage.entries) {
          const firsts = first.get(entry) ?? 0;
          // Each player opens half his series, give or take one (exactly half in a double round).
          if (doubleRound) expect(firsts).toBe(games / 2);
          else expect(Math.abs(2 * firsts - games)).toBeLessThanOrEqual(1);
        }
      }),
      { numRuns: 60 },
    );
  });

  test('property: double round, nobody opens three series running at the turn of the cycles', () => {
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 16 }), (players) => {
        const stage = build(players, { format: 'round-robin', doubleRound: true });
        for (const entry of stage.entries) {
          const sequence = stage.matches
            .filter((match) => match.firstMover !== null && match.slots.some((slot) => slot.entry === entry))
            .sort((a, b) => a.round - b.round)
            .map((match) => (match.slots[match.firstMover!].entry === entry ? 'F' : 'S'))
            .join('');
          const half = sequence.length / 2;
          expect(sequence.slice(half - 2, half + 2)).not.toMatch(/FFF|SSS/);
        }
      }),
      { numRuns: 14 },
    );
  });
});

describe('groups', () => {
  test('10 entries in groups of 4: snake seeded, each a round robin', () => {
    const stage = build(10, { format: 'groups', groupSize: 4, doubleRound: false });
    expect(stage.groups).toEqual([
      ['p1', 'p6', 'p7'],
      ['p2', 'p5', 'p8'],
      ['p3', 'p4', 'p9', 'p10'],
    ]);
    for (const [index, members] of stage.groups.entries()) {
      const matches = stage.matches.filter(
        (match) => match.group === index + 1 && !match.slots.some((slot) => slot.bye),
      );
      expect(matches).toHaveLength((members.length * (members.length - 1)) / 2);
      expect(matches.every((match) => match.part === 'group' && match.key.startsWith(`G${index + 1}-R`))).toBe(true);
      expect(new Set(matches.flatMap((match) => match.slots.map((slot) => slot.entry)))).toEqual(new Set(members));
    }
  });

  test('a group size that would leave a group of one is refused', () => {
    const outcome = buildStage(ids(3), { format: 'groups', groupSize: 2, doubleRound: false });
    expect(outcome.ok).toBe(false);
    if (!outcome.ok)
      expect(outcome.error).toMatchObject({ code: 'bad-settings', message: expect.stringContaining('a group of 1') });
  });
});
