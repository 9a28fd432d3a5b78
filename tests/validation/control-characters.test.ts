// Control characters in anything a request brings: found wherever they sit, named by field.
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { findControlCharacter } from '@/lib/validation/control-characters';

const refused = [...Array(32).keys()]
  .filter((code) => ![9, 10, 13].includes(code))
  .concat(127)
  .map((code) => String.fromCharCode(code));

test.each([
  ['a string', 'a\u0000b', { field: '', character: 'U+0000' }],
  ['a field', { name: 'Kwame\u001f' }, { field: 'name', character: 'U+001F' }],
  ['a list item', { players: [{ name: 'ok' }, { name: 'x\u007f' }] }, { field: 'players.1.name', character: 'U+007F' }],
  ['a key', { ['bad\u0001']: 'x' }, { field: 'bad\u0001', character: 'U+0001' }],
  ['nothing', { name: 'Kwame\tBoateng\r\n', seed: 3, ok: true, none: null }, null],
])('in %s', (_, value, expected) => {
  expect(findControlCharacter(value)).toEqual(expected);
});

test('any text with one refused character inserted is caught; text without them never is', () => {
  const clean = fc
    .string({ unit: 'grapheme', maxLength: 30 })
    .filter((text) => !refused.some((character) => text.includes(character)));
  fc.assert(
    fc.property(clean, fc.constantFrom(...refused), fc.nat(), (text, character, at) => {
      expect(findControlCharacter({ text })).toBeNull();
      const index = at % (text.length + 1);
      expect(findControlCharacter({ text: text.slice(0, index) + character + text.slice(index) })?.field).toBe('text');
    }),
  );
});
