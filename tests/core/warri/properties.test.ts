import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  adjudicate,
  HOLE_LETTERS,
  holeIndex,
  legalMoves,
  opponent,
  perft,
  play,
  randomGame,
  sideOfHole,
  START_POSITION,
  TOTAL_SEEDS,
  type FinishedGame,
  type Position,
  type RuleSetId,
} from '@/core/warri';
import { playOut } from '@/core/warri/playout';
import { anyPosition, ruleSetId } from './arbitraries';
import { rules, seededRandom, slowPerft } from './helpers';

const onBoard = (position: Position) => position.board.reduce((sum, seeds) => sum + seeds, 0);
const row = (position: Position, side: 'S' | 'N') =>
  position.board.slice(side === 'S' ? 0 : 6, side === 'S' ? 6 : 12).reduce((a, b) => a + b, 0);

function finishedRandomGame(id: RuleSetId, seed: number, from?: Position): FinishedGame {
  const moves = randomGame(rules(id), seededRandom(seed), from);
  const result = adjudicate({ rules: id, from, moves });
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  if (!result.value.finished) throw new Error(`random game of ${moves.length} moves unfinished`);
  return result.value;
}

describe('properties', () => {
  it('seeds are conserved: board plus captures is 48 after every move', () => {
    fc.assert(
      fc.property(ruleSetId, fc.integer(), (id, seed) => {
        const game = finishedRandomGame(id, seed);
        for (const step of game.steps)
          expect(onBoard(step.position) + step.position.captures[0] + step.position.captures[1]).toBe(TOTAL_SEEDS);
      }),
      { numRuns: 60 },
    );
  });

  it('every legal move plays, and every other letter is refused with the right code', () => {
    fc.assert(
      fc.property(ruleSetId, anyPosition, (id, position) => {
        const legal = legalMoves(position, rules(id));
        const over = legal.length === 0;
        for (const move of HOLE_LETTERS) {
          const played = play(position, move, rules(id));
          if (legal.includes(move)) {
            expect(played.ok).toBe(true);
            continue;
          }
          const hole = holeIndex(move);
          const expected = over
            ? 'game-over'
            : sideOfHole(hole) !== position.toMove
              ? 'wrong-side'
              : position.board[hole] === 0
                ? 'empty-hole'
                : row(position, opponent(position.toMove)) === 0
                  ? 'must-feed'
                  : 'grand-slam-forbidden';
          expect(played.ok ? 'played' : played.error.code).toBe(expected);
          if (expected === 'grand-slam-forbidden') expect(['vari', 'vari-strict']).toContain(id);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('a played move conserves seeds and never leaves a non-antigua mover to move again', () => {
    fc.assert(
      fc.property(ruleSetId, anyPosition, (id, position) => {
        for (const move of legalMoves(position, rules(id))) {
          const played = play(position, move, rules(id));
          if (!played.ok) throw new Error(played.error.message);
          const after = played.value.position;
          expect(onBoard(after) + after.captures[0] + after.captures[1]).toBe(TOTAL_SEEDS);
          expect(after.toMove === position.toMove).toBe(played.value.report.movesAgain);
          if (played.value.report.movesAgain) expect(id).toBe('antigua');
        }
      }),
      { numRuns: 300 },
    );
  });

  it('the fast path and the immutable API count the same perft from any position', () => {
    fc.assert(
      fc.property(ruleSetId, anyPosition, fc.integer({ min: 1, max: 4 }), (id, position, depth) => {
        expect(perft(position, depth, rules(id))).toBe(slowPerft(position, depth, rules(id)));
      }),
      { numRuns: 300 },
    );
  });

  it('random games always end in a valid final state, as the fast path says', () => {
    fc.assert(
      fc.property(ruleSetId, fc.integer(), fc.option(anyPosition, { nil: undefined }), (id, seed, from) => {
        const game = finishedRandomGame(id, seed, from);
        const final = game.position;
        const [south, north] = game.captures;
        expect(game.winner).toBe(south === north ? null : south > north ? 'S' : 'N');
        expect(game.plies).toBe(game.steps.length);
        const boardSeeds = onBoard(final);
        if (game.end === 'score') {
          expect(
            final.captures[0] >= 25 ||
              final.captures[1] >= 25 ||
              (final.captures[0] === 24 && final.captures[1] === 24),
          ).toBe(true);
          expect([south, north]).toEqual([...final.captures]);
        } else if (game.end === 'no-moves') {
          expect(legalMoves(final, rules(id))).toEqual([]);
          expect([south, north]).toEqual([final.captures[0] + row(final, 'S'), final.captures[1] + row(final, 'N')]);
        } else {
          expect(game.end).toBe('cycle');
          const earlier = [game.start, ...game.steps.slice(0, -1).map((step) => step.position)];
          const key = (p: Position) => `${p.board.join(',')}/${p.toMove}`;
          expect(earlier.map(key)).toContain(key(final));
          const share =
            id === 'vari-strict'
              ? [Math.floor(boardSeeds / 2), Math.floor(boardSeeds / 2)]
              : [row(final, 'S'), row(final, 'N')];
          expect([south, north]).toEqual([final.captures[0] + share[0], final.captures[1] + share[1]]);
        }
      }),
      { numRuns: 120 },
    );
  });

  it('random games walked on the fast path end the same way as their adjudication', () => {
    fc.assert(
      fc.property(ruleSetId, fc.integer(), fc.option(anyPosition, { nil: undefined }), (id, seed, from) => {
        const random = seededRandom(seed);
        const walked = playOut(rules(id), from ?? START_POSITION, (holes) => Math.floor(random() * holes.length));
        const result = adjudicate({ rules: id, from, moves: walked.moves });
        expect(result.ok && result.value.finished && result.value.end).toBe(walked.end);
      }),
      { numRuns: 120 },
    );
  });
});
