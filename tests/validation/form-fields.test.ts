// Ids in paths and hidden fields: only what an id column can hold gets through to a query, and
// pages (parseId) and the API and forms (idField) read them the same way.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { idField, parseId } from '@/lib/validation/form-fields';

const MAX_ID = 2_147_483_647;

describe('parseId and idField', () => {
  test.each([
    ['1', 1],
    ['2147483647', MAX_ID],
  ])('take %s', (text, id) => {
    expect(parseId(text)).toBe(id);
    expect(idField.parse(text)).toBe(id);
  });

  test.each([
    '0',
    '-1',
    '1.5',
    'abc',
    '2147483648',
    '9999999999',
    '99999999999',
    '1e3',
    ' 12',
    '012',
    '0x10',
    '+5',
    '',
  ])('refuse %j', (text) => {
    expect(parseId(text)).toBeNull();
    expect(idField.safeParse(text).error?.issues[0].message).toBe('There is no such id.');
  });

  test('a JSON number is an id when it is a whole number in range', () => {
    expect(idField.parse(7)).toBe(7);
    for (const value of [0, 1.5, MAX_ID + 1, -3]) expect(idField.safeParse(value).success).toBe(false);
  });

  test('agree on every string: an id is exactly the decimal digits of a number from 1 to the column’s largest', () => {
    const text = fc.oneof(
      fc.integer({ min: -10, max: MAX_ID * 10 }).map(String),
      fc.string({ maxLength: 12 }),
      fc.stringMatching(/^[0-9]{1,12}$/),
    );
    fc.assert(
      fc.property(text, (value) => {
        const id = parseId(value);
        const expected = /^[1-9][0-9]*$/.test(value) && Number(value) <= MAX_ID ? Number(value) : null;
        expect(id).toBe(expected);
        expect(idField.safeParse(value).data ?? null).toBe(expected);
      }),
    );
  });
});
