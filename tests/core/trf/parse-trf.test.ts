// TRF-16 and its TRFx lines: the example file (every tournament tag, every result code, the
// extension lines, a comment and a blank line) read and written back byte for byte with each line
// end; any model written then read back unchanged; malformed lines refused at their line and column.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { parseTrf } from '@/core/trf/parse-trf';
import { RESULT_CODES, type TrfFile, type TrfPlayer, type TrfRecord } from '@/core/trf/types';
import { writeTrf } from '@/core/trf/write-trf';

const example = readFileSync(join(__dirname, 'fixtures', 'example.trf'), 'utf8');

function parsed(text: string): TrfFile {
  const outcome = parseTrf(text);
  if (!outcome.ok) throw new Error(outcome.error.message);
  return outcome.value;
}

/** A line with each text at its (1-based) column, blanks between. */
const laidOut = (texts: [number, string][]): string =>
  texts.reduce((line, [column, text]) => line.padEnd(column - 1) + text, '');

const players = (file: TrfFile) => file.records.filter((record): record is TrfPlayer => record.type === 'player');

describe('the example file', () => {
  test.each([
    ['LF', '\n'],
    ['CRLF', '\r\n'],
    ['CR, as the specification asks', '\r'],
  ])('read and written back byte for byte (%s)', (_, ending) => {
    const text = example.replaceAll('\n', ending);
    const file = parsed(text);
    expect(file.lineEnding).toBe(ending);
    expect(writeTrf(file)).toBe(text);
    expect(parsed(writeTrf(file))).toEqual(file);
  });

  test('its records, typed', () => {
    const file = parsed(example);
    const tournament = Object.fromEntries(
      file.records.flatMap((record) => (record.type === 'tournament' ? [[record.field, record.value]] : [])),
    );
    expect(tournament).toMatchObject({
      name: 'Example Open 2026',
      city: 'Bridgetown',
      'start-date': '2026/03/01',
      players: 6,
      'rated-players': 4,
      teams: 0,
      'time-control': `90'/40+30'+30"`,
      'round-dates': ['26/03/01', '26/03/02', '26/03/03', '26/03/04'],
    });
    expect(
      file.records.filter((record) => record.type === 'tournament' && record.field === 'deputy-arbiter'),
    ).toHaveLength(2);
    const [first, second, , fourth, , sixth] = players(file);
    expect(first).toEqual({
      type: 'player',
      startRank: 1,
      sex: 'm',
      title: 'GM',
      name: 'Alleyne, Marcus',
      rating: 2510,
      federation: 'BAR',
      fideId: '1234567',
      birthDate: '1990/05/17',
      points: 2,
      rank: 1,
      rounds: [
        { opponent: 4, colour: 'w', result: '1' },
        { opponent: 2, colour: 'b', result: 'W' },
        { opponent: 3, colour: 'w', result: '0' },
      ],
    });
    expect(second).toMatchObject({
      sex: 'w',
      title: 'WIM',
      rounds: [{ result: '+' }, { result: 'L' }, { result: '1' }],
    });
    expect(fourth).toMatchObject({ rating: null, federation: '', fideId: null, birthDate: null, points: 0.5, rank: 6 });
    expect(sixth.sex).toBeNull();
    expect(sixth.rounds.map((round) => round.result)).toEqual(['=', 'U', 'Z', ' ']);
    const codes = new Set(players(file).flatMap((player) => player.rounds.map((round) => round.result)));
    expect([...codes].sort()).toEqual([...RESULT_CODES].sort());
    expect(file.records.filter((record) => !['tournament', 'player', 'other'].includes(record.type))).toEqual([
      { type: 'rounds', count: 5 },
      { type: 'configuration', options: ['white1'] },
      { type: 'acceleration', startRank: 1, points: [1, 1, 0, 0] },
      { type: 'acceleration', startRank: 2, points: [1, 1, 0, 0] },
      { type: 'forbidden', startRanks: [1, 6] },
      { type: 'forbidden', startRanks: [2, 6] },
      { type: 'absent', startRanks: [4] },
    ]);
    expect(file.records.at(-1)).toEqual({ type: 'other', text: 'XXS W=1 D=0.5 PAB=1' });
  });
});

test('read as programs write it: letters in either case, blanks for 0000 and -, loose extension lines; written canonically', () => {
  // Sex in capitals, a lower-case result, a round all blank, a blank colour before a bye.
  const line = laidOut([
    [1, '001'],
    [5, '   7'],
    [10, 'W'],
    [15, 'Grant, Lee'],
    [81, ' 1.0'],
    [92, '   3 b w'],
    [112, '0000'],
    [119, 'u'],
  ]);
  const file = parsed(`${line}\nXXR   9\n`);
  expect(players(file)[0]).toMatchObject({
    sex: 'w',
    rounds: [
      { opponent: 3, colour: 'b', result: 'W' },
      { opponent: 0, colour: '-', result: ' ' },
      { opponent: 0, colour: '-', result: 'U' },
    ],
  });
  expect(writeTrf(file).split('\n')[0].slice(91)).toBe('   3 b W  0000 -    0000 - U');
  expect(file.records[1]).toEqual({ type: 'rounds', count: 9 });
});

describe('refusals name the line, the column and why', () => {
  const valid = '001    1      Alleyne, Marcus                                                    2.0    1     2 w 1';
  const at = (text: string, column: number, replacement: string) =>
    text.slice(0, column - 1) + replacement + text.slice(column - 1 + replacement.length);
  test.each([
    ['a name too long for its columns', at(valid, 15, 'A'.repeat(34)), 'misaligned', 48],
    ['letters in the rating', at(valid, 49, '20x0'), 'bad-number', 49],
    ['a starting rank past 9999', at(valid, 5, '12345'), 'misaligned', 9],
    ['no starting rank', at(valid, 5, '    '), 'bad-number', 5],
    ['a sex other than m or w', at(valid, 10, 'f'), 'bad-sex', 10],
    ['no name', at(valid, 15, ' '.repeat(33)), 'empty-name', 15],
    ['points with two decimals', at(valid, 81, '1.25'), 'bad-number', 81],
    ['points that are not a number', at(valid, 81, ' abc'), 'bad-number', 81],
    ['letters in the FIDE number', at(valid, 58, 'ID12'), 'bad-number', 58],
    ['a colour other than w, b, -', at(valid, 97, 'x'), 'bad-colour', 97],
    ['an unknown result code', at(valid, 99, '5'), 'bad-result', 99],
    ['an opponent that is not a number', at(valid, 92, ' 2a '), 'bad-number', 92],
    ['a result one column off', `${valid.slice(0, 98)} 1`, 'misaligned', 100],
    ['a count that is not a number', '062 six', 'bad-number', 5],
    ['a tag run into its value', '012Example', 'misaligned', 4],
    ['a round date off its columns', `132${' '.repeat(87)}26/03/01`, 'misaligned', 91],
    ['an unknown XXC option', 'XXC white1 green2', 'bad-option', 12],
    ['XXR without a number', 'XXR five', 'bad-number', 5],
    ['XXP with a letter', 'XXP 1 x', 'bad-number', 7],
  ])('%s', (_, line, code, column) => {
    const outcome = parseTrf(`012 Example\n${line}\n`);
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.error).toMatchObject({ code, line: 2, column });
    expect(outcome.error.message).toMatch(new RegExp(`^Line 2, column ${column}: `));
  });

  test('a starting rank used twice names the first line', () => {
    const outcome = parseTrf(`${valid}\n\n${valid}`);
    expect(!outcome.ok && outcome.error).toMatchObject({ code: 'duplicate-start-rank', line: 3, column: 5 });
    expect(!outcome.ok && outcome.error.message).toContain('line 1');
  });

  test.each(['', '\n', '   \r\n'])('an empty file (%j)', (text) => {
    expect(parseTrf(text)).toMatchObject({ ok: false, error: { code: 'empty', line: 1, column: 1 } });
  });
});

// Models the writer can represent: fields within their columns, text without outer blanks.
const text = (max: number) =>
  fc
    .string({
      unit: fc.constantFrom(..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ,.-' éøŁ"),
      maxLength: max,
    })
    .map((value) => value.trim());
const nonEmpty = (max: number) => text(max).filter((value) => value !== '');
const halves = (max: number) => fc.integer({ min: 0, max: max * 2 }).map((value) => value / 2);
const round = fc.oneof(
  fc.record({
    opponent: fc.integer({ min: 1, max: 9999 }),
    colour: fc.constantFrom('w' as const, 'b' as const),
    result: fc.constantFrom(...RESULT_CODES),
  }),
  fc.record({ opponent: fc.constant(0), colour: fc.constant('-' as const), result: fc.constantFrom(...RESULT_CODES) }),
);
const player = (startRank: number): fc.Arbitrary<TrfRecord> =>
  fc.record({
    type: fc.constant('player' as const),
    startRank: fc.constant(startRank),
    sex: fc.constantFrom('m' as const, 'w' as const, null),
    title: fc.constantFrom('', 'GM', 'WGM', 'g', 'CM'),
    name: nonEmpty(33),
    rating: fc.option(fc.integer({ min: 0, max: 9999 }), { nil: null }),
    federation: fc.constantFrom('', 'BAR', 'TTO', 'FID'),
    fideId: fc.option(fc.stringMatching(/^[1-9]\d{0,10}$/), { nil: null }),
    birthDate: fc.option(fc.constantFrom('1990/05/17', '1988', '2001/00/00'), { nil: null }),
    points: halves(99),
    rank: fc.option(fc.integer({ min: 1, max: 9999 }), { nil: null }),
    rounds: fc.array(round, { maxLength: 12 }),
  });
const other = fc
  .oneof(
    text(60).filter((value) => !/^(\d{3}|XX[RCAPZ])( |$)/.test(value)),
    fc.constantFrom('### a comment', 'XXS W=1 D=0.5', '013 Team    1    2'),
  )
  .map((value): TrfRecord => ({ type: 'other', text: value }));
const record: fc.Arbitrary<TrfRecord> = fc.oneof(
  nonEmpty(60).map((value): TrfRecord => ({ type: 'tournament', field: 'name', value })),
  text(60).map((value): TrfRecord => ({ type: 'tournament', field: 'time-control', value })),
  fc.nat(9999).map((value): TrfRecord => ({ type: 'tournament', field: 'players', value })),
  fc
    .array(fc.constantFrom('', '26/03/01', '26/12/31'), { maxLength: 9 })
    .filter((dates) => dates.at(-1) !== '')
    .map((value): TrfRecord => ({ type: 'tournament', field: 'round-dates', value })),
  fc.nat(99).map((count): TrfRecord => ({ type: 'rounds', count })),
  fc.subarray(['rank', 'white1', 'black1'] as const).map((options): TrfRecord => ({ type: 'configuration', options })),
  fc
    .record({ startRank: fc.integer({ min: 1, max: 9999 }), points: fc.array(halves(99), { maxLength: 9 }) })
    .map((value): TrfRecord => ({ type: 'acceleration', ...value })),
  fc
    .array(fc.integer({ min: 1, max: 9999 }), { maxLength: 6 })
    .map((startRanks): TrfRecord => ({ type: 'forbidden', startRanks })),
  fc
    .array(fc.integer({ min: 1, max: 9999 }), { maxLength: 6 })
    .map((startRanks): TrfRecord => ({ type: 'absent', startRanks })),
  other,
);
const model: fc.Arbitrary<TrfFile> = fc
  .record({
    head: fc.array(record, { maxLength: 8 }),
    ranks: fc.uniqueArray(fc.integer({ min: 1, max: 9999 }), { minLength: 1, maxLength: 8 }),
    tail: fc.array(record, { maxLength: 8 }),
    lineEnding: fc.constantFrom('\r' as const, '\n' as const, '\r\n' as const),
    finalLineEnding: fc.boolean(),
  })
  .chain(({ head, ranks, tail, lineEnding, finalLineEnding }) =>
    fc.tuple(...ranks.map(player)).map((players) => {
      const records = [...head, ...players, ...tail];
      const last = records.at(-1)!;
      return {
        records,
        // A single line without a line end shows none: it is read as the default.
        lineEnding: records.length === 1 && !finalLineEnding ? ('\n' as const) : lineEnding,
        // A blank last line without a line end is the same text as a line end after the one before.
        finalLineEnding: finalLineEnding || (last.type === 'other' && last.text === ''),
      };
    }),
  );

test('any model written and read back is the same model, and its text written again the same text', () => {
  fc.assert(
    fc.property(model, (file) => {
      const text = writeTrf(file);
      const again = parsed(text);
      expect(again).toEqual(file);
      expect(writeTrf(again)).toBe(text);
    }),
    { numRuns: 500 },
  );
});
