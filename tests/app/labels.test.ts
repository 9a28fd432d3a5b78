import { describe, expect, test } from 'vitest';
import { dateRange, placeLabel } from '@/app/_components/labels';

// ICU writes a range with thin spaces around the dash; the cases use plain ones.
describe('dateRange', () => {
  test.each([
    [null, null, null],
    ['2026-06-12', null, '12 June 2026'],
    ['2026-06-12', '2026-06-12', '12 June 2026'],
    ['2026-06-12', '2026-06-14', '12 – 14 June 2026'],
    ['2026-06-30', '2026-07-01', '30 June – 1 July 2026'],
    ['2026-12-31', '2027-01-01', '31 December 2026 – 1 January 2027'],
  ])('%s to %s reads %s', (startsOn, endsOn, expected) => {
    expect(dateRange(startsOn, endsOn)?.replace(/\s/g, ' ') ?? null).toBe(expected);
  });
});

describe('placeLabel', () => {
  test.each([
    [1, 1, '1st'],
    [2, 2, '2nd'],
    [3, 4, '3rd–4th'],
    [5, 8, '5th–8th'],
    [9, 16, '9th–16th'],
    [11, 12, '11th–12th'],
    [21, 22, '21st–22nd'],
    [23, 23, '23rd'],
  ])('%i to %i reads %s', (place, lastPlace, expected) => {
    expect(placeLabel(place, lastPlace)).toBe(expected);
  });
});
