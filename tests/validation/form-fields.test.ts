// Ids in paths and hidden fields: only what an id column can hold gets through to a query.
import { describe, expect, test } from 'vitest';
import { idField } from '@/lib/validation/form-fields';

describe('idField', () => {
  test.each([
    ['1', 1],
    ['2147483647', 2_147_483_647],
  ])('takes %s', (text, id) => {
    expect(idField.parse(text)).toBe(id);
  });

  test.each(['0', '-1', '1.5', 'abc', '2147483648', '99999999999'])('refuses %s', (text) => {
    expect(idField.safeParse(text).success).toBe(false);
  });
});
