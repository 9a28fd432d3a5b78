// Acceptance tests of the Swiss against the FIDE Dutch system (issue 19), through the formats
// library's public API only: the worked examples, and properties over thousands of random
// events judged by the reference checker of dutch-breaches.ts (written from the rules, not from
// the engine). Colour is who moves first in game 1 of a series.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { nextRound, recordResult } from '@/core/tournament';
import type { EntryId, Stage } from '@/core/tournament/types';
import { checkRound, type Breach } from './dutch-breaches';
import { dutchPlayers, roundPairing } from './dutch-reference';
import { build, unwrap } from './helpers';
import { playEvent, swissEvents } from './swiss-events';

/** The round's pairs as sorted `a–b` strings (sides aside), and its bye. */
function pairsOf(stage: Stage, round: number): { pairs: string[]; bye: EntryId | null } {
  const { pairs, bye } = roundPairing(stage, round);
  return { pairs: pairs.map((pair) => [...pair].sort().join('–')).sort(), bye };
}

/** Records the round's results: every series goes to the player in `winners` (a walkover when `walkovers` names him). */
function playRound(stage: Stage, round: number, winners: EntryId[], walkovers: EntryId[] = []): Stage {
  for (const match of stage.matches.filter((item) => item.round === round && item.status === 'ready')) {
    const winner = match.slots.map((slot) => slot.entry!).find((entry) => winners.includes(entry));
    if (!winner) throw new Error(`no winner named for ${match.key}`);
    stage = unwrap(recordResult(stage, match.key, { winner, walkover: walkovers.includes(winner) })).stage;
  }
  return stage;
}

/** The better seed of each ready match of the round. */
const betterSeeds = (stage: Stage, round: number): EntryId[] =>
  stage.matches
    .filter((match) => match.round === round && match.status === 'ready')
    .map((match) => {
      const [a, b] = match.slots.map((slot) => slot.entry!);
      return stage.entries.indexOf(a) < stage.entries.indexOf(b) ? a : b;
    });

const next = (stage: Stage): Stage => unwrap(nextRound(stage)).stage;

describe('the examples of issue 19', () => {
  test('six players, the better seed always wins: nobody moves the same side three times running or is 3 apart', () => {
    let stage = build(6, { format: 'swiss', rounds: 5 });
    for (let round = 1; round <= 5; round++) {
      const colourBreaches = checkRound(stage, round, 5).breaches.filter(
        (breach) => breach.rule === 'C.3' || breach.rule === 'colour',
      );
      expect(colourBreaches, `round ${round}`).toEqual([]);
      stage = playRound(stage, round, betterSeeds(stage, round));
      if (round < 5) stage = next(stage);
    }
    // The instance: before round 4 the project had p3 move first, second, second, then second again.
    const p3 = dutchPlayers(stage, 6).find((player) => player.entry === 'p3')!;
    expect(p3.colours.join('')).not.toMatch(/SSS|FFF/);
  });

  test('before round 4: p4 3, p2 and p6 2, p1 and p3 1, p5 0; the Dutch pairs p2–p6, p1–p3, p4–p5', () => {
    // Rounds 1–3 are what the Dutch rules pair from this history; they are asserted so the scores are those of the issue.
    let stage = build(6, { format: 'swiss', rounds: 5 });
    expect(pairsOf(stage, 1)).toEqual({ pairs: ['p1–p4', 'p2–p5', 'p3–p6'], bye: null });
    stage = next(playRound(stage, 1, ['p4', 'p2', 'p6']));
    expect(pairsOf(stage, 2)).toEqual({ pairs: ['p1–p6', 'p2–p4', 'p3–p5'], bye: null });
    stage = next(playRound(stage, 2, ['p4', 'p6', 'p3']));
    expect(pairsOf(stage, 3)).toEqual({ pairs: ['p1–p5', 'p2–p3', 'p4–p6'], bye: null });
    stage = next(playRound(stage, 3, ['p4', 'p2', 'p1']));
    expect(dutchPlayers(stage, 4).map((player) => `${player.entry} ${player.score}`)).toEqual([
      'p4 3',
      'p2 2',
      'p6 2',
      'p1 1',
      'p3 1',
      'p5 0',
    ]);
    // p4 has met p1, p2 and p6; pairing p4–p3 would leave p1 with p5, whom he has met, so p4 floats to p5.
    expect(pairsOf(stage, 4)).toEqual({ pairs: ['p1–p3', 'p2–p6', 'p4–p5'], bye: null });
  });

  test('a player who won a walkover does not get the bye while another player may have it (C.04.1 d)', () => {
    let stage = build(5, { format: 'swiss', rounds: 4 });
    expect(pairsOf(stage, 1)).toEqual({ pairs: ['p1–p3', 'p2–p4'], bye: 'p5' });
    // p1 does not come: p3 wins without playing.
    stage = next(playRound(stage, 1, ['p3', 'p2'], ['p3']));
    // p2, p3, p5 on 1 point, one of them floats. p3 (the walkover) and p5 (the bye) did not play
    // round 1, which counts as a downfloat (A.4); p2 played, so he floats (C.12) and meets p1.
    expect(pairsOf(stage, 2)).toEqual({ pairs: ['p1–p2', 'p3–p5'], bye: 'p4' });
    stage = next(playRound(stage, 2, ['p2', 'p3']));
    // p2, p3 2; p1, p4, p5 1. p3 (walkover), p4 and p5 (byes) are barred: the only eligible one is p1.
    expect(pairsOf(stage, 3).bye).toBe('p1');
  });
});

/** The breaches of the given rules in every round of a random event. */
function breachesOf(rules: Breach['rule'][]) {
  return fc.property(swissEvents(4, 40), (event) => {
    playEvent(event, (stage, round) => {
      const found = checkRound(stage, round, event.rounds)
        .breaches.filter((breach) => rules.includes(breach.rule))
        .map((breach) => `${breach.rule}: ${breach.detail}`);
      expect(found, `round ${round} of ${event.rounds}`).toEqual([]);
    });
  });
}

// 500 events each, 2,000 in all: about 15 s on a shared 2-core machine when they hold.
const RUNS = 500;
// Each property replays its events through the engine and the exhaustive checker: minutes, not
// seconds, on a loaded 2-core machine.
const PROPERTY_TIMEOUT = 300_000;

describe('properties over random events (4–40 players, 3–9 rounds, walkovers, withdrawals, late entries)', () => {
  test(
    'every player still playing is paired once, or has the bye',
    () => {
      fc.assert(breachesOf(['cover']), { numRuns: RUNS / 5 });
    },
    PROPERTY_TIMEOUT,
  );

  test(
    'C.1: no rematch when a pairing without one exists (a walkover is no meeting)',
    () => {
      fc.assert(breachesOf(['C.1']), { numRuns: RUNS });
    },
    PROPERTY_TIMEOUT,
  );

  test(
    'C.2: no bye to a player who had one or won a walkover when another can have it',
    () => {
      fc.assert(breachesOf(['C.2']), { numRuns: RUNS });
    },
    PROPERTY_TIMEOUT,
  );

  test(
    'colour: nobody beyond ±2 or three times the same side, when the absolute criteria allow it (C.3, E.1)',
    () => {
      fc.assert(breachesOf(['C.3', 'colour']), { numRuns: RUNS });
    },
    PROPERTY_TIMEOUT,
  );

  test(
    'C.4, C.5: each bracket floats as few players down as it can and the round can still be completed',
    () => {
      fc.assert(breachesOf(['C.4', 'C.5']), { numRuns: RUNS });
    },
    PROPERTY_TIMEOUT,
  );

  test('the downfloat check is not vacuous: most brackets are small enough to be paired exhaustively', () => {
    let checked = 0;
    let skipped = 0;
    for (const event of fc.sample(swissEvents(4, 40), { numRuns: 100, seed: 19 }))
      playEvent(event, (stage, round) => {
        const check = checkRound(stage, round, event.rounds);
        checked += check.bracketsChecked;
        skipped += check.bracketsSkipped;
      });
    expect(checked).toBeGreaterThan(3 * skipped);
  });
});
