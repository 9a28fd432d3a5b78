// CSV as spreadsheets write it, and the player list read from it.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { csvLine, parseCsv } from '@/core/csv/parse-csv';
import { readPlayerList } from '@/core/csv/player-list';

describe('parseCsv', () => {
  test.each([
    [
      'a,b\n1,2\n',
      [
        ['a', 'b'],
        ['1', '2'],
      ],
    ],
    [
      'a;b\r\n1;2',
      [
        ['a', 'b'],
        ['1', '2'],
      ],
    ],
    [
      'a\tb\n"x\ty"\tz',
      [
        ['a', 'b'],
        ['x\ty', 'z'],
      ],
    ],
    ['\uFEFFname\n"Smith, Jr"\n', [['name'], ['Smith, Jr']]],
    ['name\n"say ""hi"""\n', [['name'], ['say "hi"']]],
    [
      'name,club\n"two\nlines",x\n\n,\nlast,',
      [
        ['name', 'club'],
        ['two\nlines', 'x'],
        ['last', ''],
      ],
    ],
  ])('%j', (text, rows) => {
    const parsed = parseCsv(text);
    expect(parsed.ok && parsed.value.map((record) => record.fields)).toEqual(rows);
  });

  test('numbers each record by the line it starts on', () => {
    const parsed = parseCsv('h\n"a\nb"\n\nc\n');
    expect(parsed.ok && parsed.value.map((record) => record.line)).toEqual([1, 2, 5]);
  });

  test.each([
    ['name\n"never closed\n', 2, 'unclosed', 'A quoted field is never closed: a " is missing.'],
    ['name,club\n"closed"x,y\n', 2, 'trailing', 'A quoted field must end at a "," or the end of the line, not at "x".'],
  ])('refuses %j at line %i', (text, line, problem, message) => {
    expect(parseCsv(text)).toEqual({ ok: false, error: { code: 'bad-csv', line, problem, message } });
  });

  test('reads back what csvLine writes', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.string(), { minLength: 2, maxLength: 5 }), { minLength: 1, maxLength: 5 }),
        (rows) => {
          const text = rows.map((row) => csvLine(row)).join('\r\n');
          const parsed = parseCsv(text, ',');
          const expected = rows.filter((row) => row.some((field) => field.trim() !== ''));
          expect(parsed.ok && parsed.value.map((record) => record.fields)).toEqual(expected);
        },
      ),
    );
  });
});

describe('readPlayerList', () => {
  test('reads the columns by name, in any order and case, and ignores others', () => {
    const read = readPlayerList('Rating , Player Name,Parish,Seat\n1700,Ada  Lovelace,St Mary,3\n,Bob,,\n');
    expect(read).toEqual({
      ok: true,
      value: {
        ignoredColumns: ['Seat'],
        rows: [
          { line: 2, name: 'Ada Lovelace', club: 'St Mary', country: null, rating: 1700, problems: [], errors: [] },
          { line: 3, name: 'Bob', club: null, country: null, rating: null, problems: [], errors: [] },
        ],
      },
    });
  });

  test('names every problem of a line', () => {
    const read = readPlayerList('name,country,rating\n,Antigua,-5\nAda,ag,1e3\nada,,\n');
    if (!read.ok) throw new Error(read.error.message);
    expect(read.value.rows.map((row) => row.errors)).toEqual([
      [
        'The name is empty.',
        '"Antigua" is not a two-letter country code (like AG).',
        '"-5" is not a rating: use a whole number from 0 to 4000, or leave it empty.',
      ],
      [],
      ['The same player as on line 3.'],
    ]);
    expect(read.value.rows[1]).toMatchObject({ country: 'AG', rating: 1000 });
  });

  test.each([
    ['an empty name', ',Parham', [{ code: 'empty-name' }]],
    ['a long name', `${'a'.repeat(81)},`, [{ code: 'too-long', column: 'name', max: 80 }]],
    ['a long club', `Ada,${'b'.repeat(81)}`, [{ code: 'too-long', column: 'club', max: 80 }]],
    [
      'a hidden character',
      'Kwa\u200Bme,',
      [{ code: 'hidden-character', column: 'name', character: { code: 'U+200B', name: 'zero-width space' } }],
    ],
    [
      'mixed alphabets in the club',
      'Ada,St J\u043Ehn',
      [{ code: 'mixed-scripts', column: 'club', word: 'J\u043Ehn', scripts: ['Latin', 'Cyrillic'] }],
    ],
    ['a bad country', 'Ada,,Antigua', [{ code: 'bad-country', text: 'Antigua' }]],
    ['a bad rating', 'Ada,,,12x', [{ code: 'bad-rating', text: '12x' }]],
    ['a field too many', 'Ada,,,,extra', [{ code: 'extra-fields', fields: 5, columns: 4 }]],
  ])('says %s as facts beside its sentence', (_, line, facts) => {
    const read = readPlayerList(`name,club,country,rating\n${line}\n`);
    if (!read.ok) throw new Error(read.error.message);
    const [row] = read.value.rows;
    expect(row.problems).toEqual(facts.map((fact, index) => ({ ...fact, message: row.errors[index] })));
    expect(row.errors).toHaveLength(facts.length);
  });

  test('a repeated player names the line it repeats', () => {
    const read = readPlayerList('name,club\nAda,Parham\nADA, parham\n');
    if (!read.ok) throw new Error(read.error.message);
    expect(read.value.rows[1].problems).toEqual([
      { code: 'repeated-line', line: 2, message: 'The same player as on line 2.' },
    ]);
  });

  test.each([
    ['empty', '', 'The file is empty'],
    ['nameless', 'club,rating\nx,1\n', 'The header line has no "name" column'],
    ['oversized', `name\n${'someone\n'.repeat(1001)}`, 'import at most 1000 at a time'],
  ])('refuses a file: %s', (problem, text, message) => {
    const read = readPlayerList(text);
    expect(read.ok).toBe(false);
    if (!read.ok) {
      expect(read.error.problem).toBe(problem);
      expect(read.error.message).toContain(message);
    }
  });
});
