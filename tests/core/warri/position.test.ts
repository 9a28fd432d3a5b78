import { describe, expect, it } from 'vitest';
import { parsePosition, printPosition, START_POSITION, validatePosition, makePosition } from '@/core/warri';

describe('position strings', () => {
  it('prints the start position', () => {
    expect(printPosition(START_POSITION)).toBe('4,4,4,4,4,4/4,4,4,4,4,4/0,0/S');
  });

  it('parses and prints back', () => {
    const text = '0,0,3,0,12,1/1,0,2,0,0,1/13,15/N';
    const parsed = parsePosition(text);
    expect(parsed.ok && printPosition(parsed.value)).toBe(text);
    expect(parsed.ok && parsed.value.board[4]).toBe(12);
  });

  it.each([
    ['4,4,4,4,4,4/4,4,4,4,4,4/0,0', /four parts.*found 3/],
    ['4,4,4,4,4/4,4,4,4,4,4,4/0,0/S', /South's row needs 6 hole counts.*found 5/],
    ['4,4,4,4,4,4/4,4,4,4,4,4,0/0,0/S', /North's row needs 6 hole counts.*found 7/],
    ['4,4,-1,4,4,4/4,4,4,4,4,4/0,1/S', /South's hole C is -1; a count cannot be negative/],
    ['4,4,4,4,4,4/4,4,4,x,4,4/0,0/S', /North's hole d is "x", not a whole number/],
    ['4,4,4,4,4,4/4,4,4,4,4,4/0/S', /captures part needs 2 counts.*found 1/],
    ['4,4,4,4,4,4/4,4,4,4,4,4/0,1.5/S', /North's captures is "1.5"/],
    ['4,4,4,4,4,4/4,4,4,4,4,4/0,0/s', /side to move must be S or N; found "s"/],
    [
      '4,4,4,4,4,4/4,4,4,4,4,3/0,0/S',
      /add up to 47 \(47 on the board, 0 captured by South, 0 by North\); a position holds 48/,
    ],
    ['4,4,4,4,4,4/4,4,4,4,4,4/1,0/N', /add up to 49/],
  ])('refuses %s naming what is wrong', (text, reason) => {
    const parsed = parsePosition(text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.error.code).toBe('bad-position');
      expect(parsed.error.message).toMatch(reason);
    }
  });

  it('validates positions built in code', () => {
    expect(validatePosition(makePosition([4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4], [0, 0], 'S')).ok).toBe(true);
    const negative = validatePosition(makePosition([-1, 5, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4], [0, 0], 'S'));
    expect(!negative.ok && negative.error.message).toMatch(/hole A holds -1/);
  });
});
