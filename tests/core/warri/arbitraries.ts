import fc from 'fast-check';
import { makePosition, RULE_SET_IDS, type Position } from '@/core/warri';

/** Any rule-set id. */
export const ruleSetId = fc.constantFrom(...RULE_SET_IDS);

/**
 * Any valid position, weighted towards sparse boards where feeding, grand slams and endings
 * happen: `onBoard` seeds spread over the twelve holes, the rest split between the captures.
 */
export const anyPosition: fc.Arbitrary<Position> = fc
  .record({
    onBoard: fc.oneof(fc.integer({ min: 0, max: 12 }), fc.integer({ min: 0, max: 48 })),
    holes: fc.array(fc.nat({ max: 11 }), { minLength: 48, maxLength: 48 }),
    southShare: fc.double({ min: 0, max: 1, noNaN: true }),
    toMove: fc.constantFrom('S' as const, 'N' as const),
  })
  .map(({ onBoard, holes, southShare, toMove }) => {
    const board = new Array<number>(12).fill(0);
    for (const hole of holes.slice(0, onBoard)) board[hole]++;
    const south = Math.floor((48 - onBoard) * southShare);
    return makePosition(board, [south, 48 - onBoard - south], toMove);
  });
