import { createTranslator } from 'next-intl';
import { describe, expect, test } from 'vitest';
import { dateRange, placeLabel } from '@/app/_components/labels';
import { loadMessages } from '@/i18n/request';

// ICU writes a range with thin spaces around the dash; the cases use plain ones.
describe('dateRange', () => {
  test.each([
    ['en', null, null, null],
    ['en', '2026-06-12', null, '12 June 2026'],
    ['en', '2026-06-12', '2026-06-12', '12 June 2026'],
    ['en', '2026-06-12', '2026-06-14', '12 – 14 June 2026'],
    ['en', '2026-06-30', '2026-07-01', '30 June – 1 July 2026'],
    ['en', '2026-12-31', '2027-01-01', '31 December 2026 – 1 January 2027'],
    ['fr', '2026-06-12', '2026-06-14', '12–14 juin 2026'],
    ['ru', '2026-06-30', '2026-07-01', '30 июня – 1 июля 2026 г.'],
    ['uk', '2026-06-12', null, '12 червня 2026 р.'],
  ] as const)('in %s, %s to %s reads %s', (locale, startsOn, endsOn, expected) => {
    expect(dateRange(locale, startsOn, endsOn)?.replace(/\s/g, ' ') ?? null).toBe(expected);
  });
});

const places = createTranslator({ locale: 'en', messages: await loadMessages('en'), namespace: 'common.places' });

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
    expect(placeLabel(places, place, lastPlace)).toBe(expected);
  });
});

describe('placeLabel in other languages', () => {
  test.each([
    ['fr', 1, 1, '1er'],
    ['fr', 3, 4, '3e–4e'],
    ['ru', 3, 4, '3–4'],
    ['uk', 5, 8, '5–8'],
  ] as const)('in %s, %i to %i reads %s', async (locale, place, lastPlace, expected) => {
    const t = createTranslator({ locale, messages: await loadMessages(locale), namespace: 'common.places' });
    expect(placeLabel(t, place, lastPlace)).toBe(expected);
  });
});
