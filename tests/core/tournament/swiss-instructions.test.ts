// The arbiter's instructions reach the Dutch pairing (issue 19 §3): forbidden pairs, requested
// byes, points granted to late entries, Baku acceleration, and a hand-made pairing checked and published.
import { describe, expect, test } from 'vitest';
import { addEntry, checkSwissBoards, nextRound, recordResult, standings } from '@/core/tournament';
import type { Stage, SwissInstructions } from '@/core/tournament/types';
import { build, seats, unwrap } from './helpers';

const none: SwissInstructions = { forbidden: [], requestedByes: [], grantedPoints: [], acceleration: 'none' };
const swiss = (count: number, instructions: Partial<SwissInstructions>): Stage => {
  const stage = build(count, { format: 'swiss', rounds: 3 });
  return { ...stage, swiss: { ...none, ...instructions } };
};

/** Pairs of a round as `a-b` (first mover first), the bye as `a-bye`. */
const boards = (stage: Stage, round: number): string[] =>
  stage.matches.filter((match) => match.round === round).map((match) => seats(stage, match.key).join('-'));

const next = (stage: Stage): Stage => unwrap(nextRound(stage)).stage;

/** Round 1 rebuilt under the instructions (buildStage pairs it before they are set). */
const repaired = (stage: Stage): Stage => next({ ...stage, matches: [] });

function winAll(stage: Stage, round: number): Stage {
  for (const match of stage.matches.filter((item) => item.round === round && item.status === 'ready'))
    stage = unwrap(recordResult(stage, match.key, { winner: match.slots[0].entry! })).stage;
  return stage;
}

describe('the arbiter’s instructions', () => {
  test('a forbidden pair is never paired, even where the Dutch order would pair it first', () => {
    expect(boards(repaired(swiss(4, {})), 1)).toEqual(['p1-p3', 'p4-p2']);
    expect(boards(repaired(swiss(4, { forbidden: [['p3', 'p1']] })), 1)).toEqual(['p1-p4', 'p3-p2']);
  });

  test('a requested bye sits the round out, no pairing bye is needed, and its points count', () => {
    const stage = repaired(swiss(5, { requestedByes: [{ round: 1, entry: 'p5', points: 0.5 }] }));
    expect(boards(stage, 1)).toEqual(['p1-p3', 'p4-p2']);
    expect(standings(stage).find((row) => row.entry === 'p5')?.matchPoints).toBe(0.5);
  });

  test('a late entry with granted points is paired in that score group', () => {
    let stage = winAll(repaired(swiss(6, {})), 1);
    stage = unwrap(addEntry(stage, 'p7')).stage;
    stage = next({ ...stage, swiss: { ...none, grantedPoints: [['p7', 1]] } });
    // Winners p1, p4 (board 2's first mover), p3 and p7 on one point; p7 meets a winner, not a loser.
    const p7 = boards(stage, 2).find((board) => board.includes('p7'))!;
    const opponent = p7.split('-').find((entry) => entry !== 'p7')!;
    expect(standings(stage).find((row) => row.entry === opponent)?.matchPoints).toBe(1);
  });

  test('Baku acceleration: the top half plays each other in round 1', () => {
    expect(boards(repaired(swiss(8, { acceleration: 'baku' })), 1)).toEqual(['p1-p3', 'p4-p2', 'p5-p7', 'p8-p6']);
  });

  test('a hand-made pairing is checked board by board and published as given', () => {
    let stage = winAll(repaired(swiss(4, {})), 1);
    const given = {
      boards: [
        { first: 'p3', second: 'p1' },
        { first: 'p2', second: 'p4' },
      ],
      bye: null,
    };
    const check = unwrap(checkSwissBoards(stage, 2, given));
    expect(check.boards[0].map((breach) => breach.breach)).toEqual(['rematch', 'float']);
    stage = unwrap(nextRound(stage, given)).stage;
    expect(boards(stage, 2)).toEqual(['p3-p1', 'p2-p4']);
  });

  test('an incomplete hand-made pairing is refused with the players it leaves out or doubles', () => {
    const stage = winAll(repaired(swiss(4, {})), 1);
    const refused = nextRound(stage, {
      boards: [
        { first: 'p1', second: 'p2' },
        { first: 'p2', second: 'p3' },
      ],
      bye: null,
    });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error).toMatchObject({ code: 'bad-pairing', entries: ['p2', 'p4'] });
  });
});
