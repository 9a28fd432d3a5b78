// The arbiter's draft of a Swiss round (issue 19 §3): each edit keeps every player on one seat at
// most, the check names whoever is left unpaired, and the engine pairs the rest into a round that
// nextRound publishes as drawn.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  applySwissEdit,
  checkSwissBoards,
  checkSwissDraft,
  nextRound,
  pairRest,
  seatedIn,
  swissBasis,
  swissPairing,
  type SwissBoards,
  type SwissEdit,
} from '@/core/tournament';
import type { Stage } from '@/core/tournament/types';
import { unwrap } from './helpers';
import { playEvent, swissEvents } from './swiss-events';

/** The event played to its end, with one more round to pair. */
const withRoundToPair = (stage: Stage): { stage: Stage; round: number } => {
  const rounds = stage.settings.format === 'swiss' ? stage.settings.rounds : 0;
  return { stage: { ...stage, settings: { format: 'swiss', rounds: rounds + 1 } }, round: rounds + 1 };
};

const proposal = (stage: Stage, round: number): SwissBoards => {
  const dutch = swissPairing(stage, round)!;
  return { boards: dutch.boards.map(({ first, second }) => ({ first, second })), bye: dutch.bye };
};

const four: SwissBoards = {
  boards: [
    { first: 'p1', second: 'p2' },
    { first: 'p3', second: 'p4' },
  ],
  bye: 'p5',
};

describe('an edit of a draft', () => {
  test.each<[string, SwissEdit, SwissBoards]>([
    [
      'swaps who moves first on a board',
      { kind: 'swap-colours', entries: ['p3', 'p4'] },
      { boards: [four.boards[0], { first: 'p4', second: 'p3' }], bye: 'p5' },
    ],
    [
      'swaps two players between boards',
      { kind: 'swap-players', entries: ['p2', 'p3'] },
      {
        boards: [
          { first: 'p1', second: 'p3' },
          { first: 'p2', second: 'p4' },
        ],
        bye: 'p5',
      },
    ],
    [
      'swaps a player with the bye',
      { kind: 'swap-players', entries: ['p5', 'p1'] },
      { boards: [{ first: 'p5', second: 'p2' }, four.boards[1]], bye: 'p1' },
    ],
    [
      'pairs two players by hand, their opponents left unpaired',
      { kind: 'pair', entries: ['p1', 'p4'] },
      { boards: [{ first: 'p1', second: 'p4' }], bye: 'p5' },
    ],
    [
      'gives the bye, the former holder and the new one’s opponent left unpaired',
      { kind: 'bye', entries: ['p2'] },
      { boards: [four.boards[1]], bye: 'p2' },
    ],
    ['unpairs a board', { kind: 'unpair', entries: ['p2', 'p1'] }, { boards: [four.boards[1]], bye: 'p5' }],
  ])('%s', (_, edit, expected) => {
    expect(unwrap(applySwissEdit(four, edit))).toEqual(expected);
  });

  test.each<[string, SwissEdit]>([
    ['a swap of colours of two who do not meet', { kind: 'swap-colours', entries: ['p1', 'p3'] }],
    ['a swap with an unseated player', { kind: 'swap-players', entries: ['p1', 'p9'] }],
    ['a player paired with himself', { kind: 'pair', entries: ['p1', 'p1'] }],
  ])('refuses %s', (_, edit) => {
    expect(applySwissEdit(four, edit)).toMatchObject({ ok: false, error: { code: 'bad-pairing' } });
  });
});

describe('a draft of a random event’s next round', () => {
  test('after any edits seats nobody twice, names the unpaired, and is completed by the engine into a publishable round', () => {
    fc.assert(
      fc.property(
        swissEvents(4, 12),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 4 }), fc.nat(), fc.nat()), { maxLength: 6 }),
        (event, choices) => {
          const { stage, round } = withRoundToPair(playEvent(event, () => {}));
          let draft = proposal(stage, round);
          const players = seatedIn(draft);
          const odd = players.length % 2 === 1;
          for (const [kind, x, y] of choices) {
            const a = players[x % players.length];
            const b = players[y % players.length];
            const seatedPair = draft.boards.find((board) => board.first === a || board.second === a);
            const edit: SwissEdit | null =
              kind === 0 && a !== b
                ? { kind: 'pair', entries: [a, b] }
                : kind === 1 && odd
                  ? { kind: 'bye', entries: [a] }
                  : kind === 2 && seatedPair
                    ? { kind: 'unpair', entries: [seatedPair.first, seatedPair.second] }
                    : kind === 3 && seatedPair
                      ? { kind: 'swap-colours', entries: [seatedPair.first, seatedPair.second] }
                      : null;
            if (edit) draft = unwrap(applySwissEdit(draft, edit));
            const seated = seatedIn(draft);
            expect(new Set(seated).size).toBe(seated.length);
            const check = unwrap(checkSwissDraft(stage, round, draft));
            expect([...seated, ...check.unpaired].sort()).toEqual([...players].sort());
            expect(check.boards).toHaveLength(draft.boards.length);
          }
          const done = unwrap(pairRest(stage, round, draft));
          expect(done.boards.slice(0, draft.boards.length)).toEqual(draft.boards);
          expect(unwrap(checkSwissDraft(stage, round, done)).unpaired).toEqual([]);
          expect(checkSwissBoards(stage, round, done).ok).toBe(true);
          const published = unwrap(nextRound(stage, done)).stage;
          const boards = published.matches
            .filter((match) => match.round === round && match.slots[1].entry !== null)
            .map((match) => ({ first: match.slots[0].entry, second: match.slots[1].entry }));
          expect(boards).toEqual(done.boards);
        },
      ),
      { numRuns: 60 },
    );
  });

  test('has a basis that changes when the round is published or a player withdraws', () => {
    const { stage, round } = withRoundToPair(playEvent({ players: 8, rounds: 3, choices: [] }, () => {}));
    const basis = swissBasis(stage, round);
    expect(basis).toMatch(/^[0-9a-f]{16}$/);
    expect(swissBasis(stage, round)).toBe(basis);
    expect(swissBasis({ ...stage, withdrawn: ['p8'] }, round)).not.toBe(basis);
    const published = unwrap(nextRound(stage)).stage;
    expect(swissBasis(published, round + 1)).not.toBe(basis);
  });
});
