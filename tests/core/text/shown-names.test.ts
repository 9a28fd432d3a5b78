// Names people read: stored composed (NFC) with spaces collapsed, refused when they hold characters
// that change how they read without being seen, and compared for duplicates by one key that
// ignores case, accents, spacing and the kind of apostrophe or hyphen.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { hiddenCharacterIn, mixedScriptWordIn, nameKey, nameProblem, normaliseName } from '@/core/text/shown-names';

/** Letters a name is made of, in their composed and decomposed spellings, with odd spacing. */
const nameCharacter = fc.constantFrom(
  'a',
  'K',
  'w',
  'm',
  'é',
  'e\u0301',
  'Ñ',
  'N\u0303',
  'ø',
  ' ',
  '  ',
  '\u00a0',
  '\t',
  "'",
  '’',
  '-',
  '–',
  'ﬁ',
  'Ａ',
);
const name = fc.array(nameCharacter, { minLength: 1, maxLength: 20 }).map((parts) => parts.join(''));

describe('the name as stored', () => {
  test('is composed, with one space between words and none around them', () => {
    expect(normaliseName('  Jose\u0301   Nu\u0301n\u0303ez \t')).toBe('José Núñez');
    expect(normaliseName('José Núñez')).toHaveLength('José Núñez'.length);
  });

  test('normalising twice changes nothing, and the stored name is NFC', () => {
    fc.assert(
      fc.property(name, (text) => {
        const stored = normaliseName(text);
        expect(normaliseName(stored)).toBe(stored);
        expect(stored.normalize('NFC')).toBe(stored);
        expect(stored).not.toMatch(/^\s|\s$|\s\s/u);
      }),
    );
  });
});

describe('the name key', () => {
  test('one key for one name however it is typed', () => {
    const spellings = ['José  Núñez', 'jose nunez', 'JOSÉ NÚÑEZ', 'Jose\u0301 Nun\u0303ez', ' José\u00a0Núñez '];
    expect(new Set(spellings.map(nameKey))).toEqual(new Set(['jose nunez']));
    expect(nameKey('O’Neil-Smith')).toBe(nameKey("o'neil–smith"));
    expect(nameKey('Kwame Boateng')).not.toBe(nameKey('Kwame Boatang'));
  });

  test('is its own key, and ignores case, composition and spacing (property)', () => {
    fc.assert(
      fc.property(name, (text) => {
        const key = nameKey(text);
        expect(nameKey(key)).toBe(key);
        expect(nameKey(text.toUpperCase())).toBe(key);
        expect(nameKey(text.normalize('NFD'))).toBe(key);
        expect(nameKey(` ${text.replace(/ /g, '   ')} `)).toBe(key);
      }),
    );
  });
});

describe('what a name may not hold', () => {
  test('direction overrides and invisible characters are named', () => {
    expect(hiddenCharacterIn('\u202Eexe.gnp')).toEqual({ code: 'U+202E', name: 'right-to-left override' });
    expect(hiddenCharacterIn('Kwa\u200Bme')).toEqual({ code: 'U+200B', name: 'zero-width space' });
    expect(hiddenCharacterIn('Kwame\u{E0041}')).toMatchObject({ code: 'U+E0041' });
    expect(nameProblem('\u202Eexe.gnp')).toContain('U+202E, right-to-left override');
    expect(nameProblem('Kwame Boateng')).toBeNull();
    expect(nameProblem('Jörg Müller-Łukasz')).toBeNull();
    expect(nameProblem('Дмитрий Ткаченко')).toBeNull();
  });

  test('a word mixing Latin and Cyrillic letters is a look-alike; whole words in each are not', () => {
    expect(mixedScriptWordIn('Kw\u0430me Boateng')).toEqual({ word: 'Kw\u0430me', scripts: ['Latin', 'Cyrillic'] });
    expect(mixedScriptWordIn('Kwame Дмитрий')).toBeNull();
    expect(nameProblem('Kw\u0430me')).toContain('mixes Latin and Cyrillic');
  });

  test('any hidden character anywhere in a name is found (property)', () => {
    const hidden = fc.constantFrom(
      '\u202E',
      '\u202D',
      '\u2066',
      '\u200B',
      '\u200D',
      '\u2060',
      '\uFEFF',
      '\u00AD',
      '\u061C',
    );
    fc.assert(
      fc.property(name, hidden, fc.nat(), (text, character, at) => {
        const where = at % (text.length + 1);
        expect(nameProblem(text.slice(0, where) + character + text.slice(where))).toMatch(/invisible character/);
      }),
    );
  });
});
