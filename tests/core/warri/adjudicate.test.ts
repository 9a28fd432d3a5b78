import { describe, expect, it } from 'vitest';
import { adjudicate, printPosition, type AdjudicationInput, type RuleSetId } from '@/core/warri';

function finished(input: AdjudicationInput) {
  const result = adjudicate(input);
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  if (!result.value.finished) throw new Error(`unfinished after ${result.value.plies} moves`);
  const { captures, winner, end, plies, position } = result.value;
  return { captures: [...captures], winner, end, plies, position: printPosition(position) };
}

function refused(input: AdjudicationInput) {
  const result = adjudicate(input);
  if (result.ok) throw new Error('adjudicated without refusal');
  const { code, message } = result.error;
  expect(message.length).toBeGreaterThan(10);
  return {
    code,
    ply: 'ply' in result.error ? result.error.ply : undefined,
    at: result.error.code === 'bad-notation' ? result.error.at : undefined,
  };
}

// Two seeds chase each other round the board and come back to the set-up position after 12 moves.
const CHASE = { from: '0,0,0,0,0,1/0,0,0,0,0,1/23,23/S', moves: 'F f A a B b C c D d E e' };

describe('end of the game', () => {
  it.each(['antigua', 'abapa', 'vari', 'vari-strict'] as RuleSetId[])(
    'a return to the set-up position is a cycle (%s); each takes a seed, 24–24',
    (rules) => {
      expect(finished({ rules, ...CHASE })).toEqual({
        captures: [24, 24],
        winner: null,
        end: 'cycle',
        plies: 12,
        position: '0,0,0,0,0,1/0,0,0,0,0,1/23,23/S',
      });
    },
  );

  it('a record that goes on after a cycle is refused at the next move', () => {
    expect(refused({ rules: 'antigua', from: CHASE.from, moves: `${CHASE.moves} F` })).toEqual({
      code: 'game-over',
      ply: 13,
      at: undefined,
    });
  });

  it('at a cycle vari-strict splits the board equally and leaves an odd seed unassigned (22–23 with 3 left ends 23–24)', () => {
    const game = { from: '1,0,0,0,1,0/0,0,0,1,0,0/22,23/S', moves: '1. A d 2. B e 3. E f 4. F a 5. C b 6. D c' };
    expect(finished({ rules: 'vari-strict', ...game })).toMatchObject({
      captures: [23, 24],
      winner: 'N',
      end: 'cycle',
      plies: 12,
    });
    const byRow = finished({ rules: 'antigua', ...game });
    expect(byRow.end).toBe('cycle');
    expect(byRow.captures[0] + byRow.captures[1]).toBe(48);
  });

  it('the position after an antigua grand slam counts for repetition', () => {
    // Move 14 is E, a grand slam, then South's follow-up F; after move 39 that position recurs.
    const game = {
      rules: 'antigua',
      from: '1,1,3,0,1,2/0,0,0,0,0,0/18,22/S',
      moves:
        '1. F a 2. C b 3. F d 4. B c 5. E d 6. C e 7. F f 8. A a 9. B b 10. D c 11. C d 12. F e 13. D f 14. E F a ' +
        '15. A b 16. B c 17. C d 18. D e 19. E f',
    };
    const result = adjudicate(game);
    if (!result.ok || !result.value.finished) throw new Error('expected a finished game');
    expect(result.value.steps[26].report.grandSlam).toBe('captured-moves-again');
    expect(result.value.end).toBe('cycle');
    expect(result.value.plies).toBe(39);
    expect(printPosition(result.value.position)).toBe(printPosition(result.value.steps[26].position));
  });

  it('a set-up position already won is finished at 0 moves; a move is refused as game-over', () => {
    expect(finished({ rules: 'antigua', from: '0,0,0,0,0,1/1,4,0,0,0,0/25,17/N', moves: '' })).toEqual({
      captures: [25, 17],
      winner: 'S',
      end: 'score',
      plies: 0,
      position: '0,0,0,0,0,1/1,4,0,0,0,0/25,17/N',
    });
    expect(refused({ rules: 'antigua', from: '0,0,0,0,0,1/1,4,0,0,0,0/25,17/N', moves: 'a' })).toMatchObject({
      code: 'game-over',
      ply: 1,
    });
  });

  it('24–24 on the board is a draw by score at once', () => {
    expect(finished({ rules: 'abapa', from: '0,0,0,0,0,0/0,0,0,0,0,0/24,24/S', moves: '' })).toMatchObject({
      winner: null,
      end: 'score',
    });
  });

  it('a set-up position where nothing can feed is over at 0 moves; the mover takes his row', () => {
    expect(finished({ rules: 'antigua', from: '1,1,0,0,0,0/0,0,0,0,0,0/23,23/S', moves: '' })).toMatchObject({
      captures: [25, 23],
      winner: 'S',
      end: 'no-moves',
      plies: 0,
    });
  });

  it('a side to move with an empty row has no move', () => {
    expect(finished({ rules: 'abapa', from: '0,0,0,0,0,0/1,1,0,0,0,0/23,23/S', moves: '' })).toMatchObject({
      captures: [23, 25],
      end: 'no-moves',
    });
  });

  it('under vari-strict a player left with only grand slams has no move: the game ends with no move played', () => {
    const from = '0,0,0,0,3,2/1,1,0,0,0,0/19,22/S';
    expect(finished({ rules: 'vari-strict', from, moves: '' })).toMatchObject({
      captures: [24, 24],
      winner: null,
      end: 'no-moves',
      plies: 0,
    });
    expect(refused({ rules: 'vari-strict', from, moves: 'F' })).toMatchObject({ code: 'game-over', ply: 1 });
    expect(finished({ rules: 'vari', from, moves: 'F' })).toMatchObject({
      captures: [26, 22],
      winner: 'S',
      end: 'no-moves',
      plies: 1,
    });
  });

  it('the final position is the board after the last move, before sharing; captures are after it', () => {
    expect(finished({ rules: 'vari', from: '0,0,0,0,3,2/1,1,0,0,0,0/19,22/S', moves: 'E' })).toEqual({
      captures: [26, 22],
      winner: 'S',
      end: 'no-moves',
      plies: 1,
      position: '0,0,0,0,0,3/0,0,0,0,0,0/23,22/N',
    });
  });

  it("antigua's grand slam makes the same side move again: the record has two moves of that side", () => {
    expect(adjudicate({ rules: 'antigua', from: '0,0,0,0,2,2/1,1,0,0,0,0/20,22/S', moves: 'F E' })).toMatchObject({
      ok: true,
      value: { finished: false, plies: 2 },
    });
    expect(refused({ rules: 'antigua', from: '0,0,0,0,2,2/1,1,0,0,0,0/20,22/S', moves: 'F a' })).toMatchObject({
      code: 'wrong-side',
      ply: 2,
    });
  });
});

describe('refusals, in the order of RULES.md', () => {
  it.each([
    [
      'a lowercase first move from the start is wrong-side, never a guess that North starts',
      { moves: 'a' },
      'wrong-side',
      1,
    ],
    ['a move from an emptied hole is empty-hole', { moves: 'C a C' }, 'empty-hole', 3],
    ["the other side's empty hole is wrong-side before empty-hole", { moves: 'C a a' }, 'wrong-side', 3],
    [
      'an own empty hole while feeding is due is empty-hole before must-feed',
      { from: '1,0,0,0,0,1/0,0,0,0,0,0/23,23/S', moves: 'B' },
      'empty-hole',
      1,
    ],
    ['a move that does not feed is must-feed', { from: '1,0,0,0,0,1/0,0,0,0,0,0/23,23/S', moves: 'A' }, 'must-feed', 1],
    [
      'a move after the game ended is game-over before wrong-side',
      { from: '0,0,0,0,0,0/0,0,0,0,0,0/24,24/S', moves: 'a' },
      'game-over',
      1,
    ],
  ])('%s', (_name, input, code, ply) => {
    expect(refused({ rules: 'antigua', ...input })).toEqual({ code, ply, at: undefined });
  });

  it.each(['vari', 'vari-strict'])(
    'a grand slam with another move available is grand-slam-forbidden under %s',
    (rules) => {
      expect(refused({ rules, from: '0,0,0,0,1,2/1,1,0,0,0,0/20,23/S', moves: 'F' })).toEqual({
        code: 'grand-slam-forbidden',
        ply: 1,
        at: undefined,
      });
    },
  );

  it.each(['antigua', 'vari', 'vari-strict'])('must-feed comes before the grand-slam rules under %s', (rules) => {
    expect(refused({ rules, from: '0,0,0,0,2,17/0,0,0,0,0,0/15,14/S', moves: 'F' })).toMatchObject({
      code: 'must-feed',
    });
  });

  it('the refusal names the position the move was refused at and where the move is in the text', () => {
    const result = adjudicate({ rules: 'antigua', moves: '1. C a 2. C' });
    expect(!result.ok && 'position' in result.error && printPosition(result.error.position)).toBe(
      '4,4,0,5,5,5/0,5,5,5,5,5/0,0/S',
    );
    expect(!result.ok && 'ply' in result.error && result.error.at).toBe(11);
  });
});

describe('input errors', () => {
  it('checks the rules, then the position, then the notation, before any move', () => {
    expect(refused({ rules: 'oware', from: 'x', moves: 'Q' }).code).toBe('bad-rules');
    expect(refused({ rules: 'abapa', from: 'x', moves: 'Q' }).code).toBe('bad-position');
    expect(refused({ rules: 'abapa', moves: 'a Q' })).toEqual({ code: 'bad-notation', ply: undefined, at: 3 });
  });

  it("defaults to antigua (a grand slam's follow-up is only legal there)", () => {
    expect(adjudicate({ from: '0,0,0,0,2,2/1,1,0,0,0,0/20,22/S', moves: 'F E' }).ok).toBe(true);
    expect(refused({ rules: 'abapa', from: '0,0,0,0,2,2/1,1,0,0,0,0/20,22/S', moves: 'F E' }).code).toBe('wrong-side');
  });
});

describe('off-board endings', () => {
  const unfinished = { rules: 'antigua', moves: 'C a E b' };

  it.each(['resignation', 'loss-on-time', 'forfeit'] as const)(
    '%s: the named player loses whatever the count; captures stand',
    (reason) => {
      const result = finished({
        ...unfinished,
        from: '0,0,0,0,0,3/0,1,2,5,5,5/13,14/S',
        moves: 'F',
        termination: { reason, loser: 'S' },
      });
      expect(result).toEqual({
        captures: [18, 14],
        winner: 'N',
        end: reason,
        plies: 1,
        position: '0,0,0,0,0,0/1,0,0,5,5,5/18,14/N',
      });
    },
  );

  it('an agreed end shares the board by row, and the count decides', () => {
    expect(
      finished({
        rules: 'antigua',
        from: '0,0,0,0,0,3/0,1,2,5,5,5/13,14/S',
        moves: 'F',
        termination: { reason: 'agreed-end' },
      }),
    ).toMatchObject({
      captures: [18, 30],
      winner: 'N',
      end: 'agreed-end',
    });
  });

  it('an agreed end under vari-strict splits the board equally', () => {
    expect(
      finished({ rules: 'vari-strict', ...CHASE, moves: 'F f A', termination: { reason: 'agreed-end' } }),
    ).toMatchObject({
      captures: [24, 24],
      winner: null,
      end: 'agreed-end',
      plies: 3,
    });
  });

  it('is refused on a record whose game had already ended', () => {
    const result = adjudicate({ rules: 'antigua', ...CHASE, termination: { reason: 'resignation', loser: 'N' } });
    expect(result.ok ? 'accepted' : result.error.code).toBe('termination-after-end');
  });

  it('a record without an ending that stops early is unfinished', () => {
    expect(adjudicate(unfinished)).toMatchObject({ ok: true, value: { finished: false, plies: 4 } });
  });
});
