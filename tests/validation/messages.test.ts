// Every refusal of a value reads as a sentence about the person's input. Each schema a server
// action or the JSON API parses its input with is fed missing fields, wrong types, NaN, values out
// of range and unknown choices, by hand and at random: no message may be one of zod's own
// ("Invalid input: expected number, received NaN", "Too small: …", "Invalid option: …").
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { apiOperations } from '@/app/api/v1/catalogue';
import type { Locale } from '@/i18n/locales';
import { signUpSchema } from '@/lib/validation/sign-up';
import { parseIn, readerFor } from '@/lib/validation/field-reader';
import { correctionFormSchema, updateTournamentFormSchema, walkoverFormSchema } from '@/lib/validation/manage-forms';
import { fieldLabels, issueMessage } from '@/lib/validation/messages';

/** zod's English: its own phrasings, from its `en` locale and its fallback. */
const zodDefault =
  /\bInvalid (input|option|string|number|key|value|element|enum value|email|UUID|GUID|ISO)\b|\bToo (small|big)\b|expected .+, received|\bUnrecognized key|^Required$|received (NaN|undefined|null)|\bexpected (string|number|array|object|boolean)\b/i;

const actionModules = import.meta.glob<Record<string, unknown>>('/app/**/actions.ts');

interface NamedSchema {
  name: string;
  schema: z.ZodType;
}

/** The input schema of every server action and every API operation's path, query and body. */
async function inputSchemas(): Promise<NamedSchema[]> {
  const schemas: NamedSchema[] = [];
  for (const [file, load] of Object.entries(actionModules)) {
    for (const [name, value] of Object.entries(await load())) {
      const input = (value as { input?: unknown } | null)?.input;
      if (input instanceof z.ZodType) schemas.push({ name: `${file} ${name}`, schema: input });
    }
  }
  for (const operation of apiOperations) {
    for (const part of ['params', 'query', 'body'] as const) {
      const schema = operation[part];
      if (schema) schemas.push({ name: `${operation.operationId} ${part}`, schema });
    }
  }
  return schemas;
}

/** The field names reachable through a schema's definition (objects, wrappers, unions, pipes). */
function fieldNames(schema: z.ZodType, seen = new Set<unknown>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = schema._zod.def as unknown as Record<string, unknown>;
  const names: string[] = [];
  if (def.shape) {
    for (const [name, field] of Object.entries(def.shape as Record<string, z.ZodType>))
      names.push(name, ...fieldNames(field, seen));
  }
  for (const part of ['in', 'out', 'innerType', 'schema', 'element'])
    if (def[part] instanceof z.ZodType) names.push(...fieldNames(def[part], seen));
  for (const option of (def.options as z.ZodType[] | undefined) ?? []) names.push(...fieldNames(option, seen));
  return names;
}

/** Values a person or a script can send that a field may refuse. */
const badValues: unknown[] = [
  '',
  '   ',
  'not a number',
  'nonsense-choice',
  '-1',
  '0',
  '1.5',
  '99999999999',
  '2026-13-45',
  'x'.repeat(600_000),
  Number.NaN,
  -1,
  1e12,
  true,
  null,
  {},
  [],
  ['nonsense-choice', '7'],
  [{}],
];

function messagesOf(schema: z.ZodType, input: unknown): string[] {
  const parsed = schema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
}

function fieldsOf(schema: z.ZodType, input: unknown): string[] {
  const parsed = schema.safeParse(input);
  return parsed.success
    ? []
    : parsed.error.issues.flatMap((issue) => issue.path.filter((part): part is string => typeof part === 'string'));
}

const schemas = await inputSchemas();
const names = [
  ...new Set([...Object.keys(fieldLabels), ...schemas.flatMap(({ schema }) => fieldNames(schema))]),
].sort();

describe('refusals are sentences about the input', () => {
  test('the walk finds the actions and the API', () => {
    expect(schemas.length).toBeGreaterThan(60);
    expect(schemas.map(({ name }) => name)).toEqual(
      expect.arrayContaining([expect.stringContaining('correctResultAction'), 'reportGame body', 'getMatch params']),
    );
  });

  test('every field the forms and the API take has a label', () => {
    const unlabelled = new Set<string>();
    for (const { schema } of schemas) {
      for (const name of fieldNames(schema)) if (!(name in fieldLabels)) unlabelled.add(name);
      for (const name of fieldsOf(schema, {})) if (!(name in fieldLabels)) unlabelled.add(name);
    }
    expect([...unlabelled]).toEqual([]);
  });

  test('every label names a field the forms or the API take', () => {
    const taken = new Set(schemas.flatMap(({ schema }) => [...fieldNames(schema), ...fieldsOf(schema, {})]));
    expect(Object.keys(fieldLabels).filter((name) => !taken.has(name))).toEqual([]);
  });

  test('no bad value of any field is answered in zod’s words', () => {
    const raw: string[] = [];
    for (const { name, schema } of schemas) {
      const inputs: unknown[] = [
        undefined,
        null,
        'text',
        42,
        [],
        {},
        ...names.flatMap((field) => badValues.map((value) => ({ [field]: value }))),
      ];
      for (const input of inputs) {
        for (const message of messagesOf(schema, input)) {
          if (zodDefault.test(message) || !/^[A-Z“"]/.test(message) || !/[.?!]$/.test(message))
            raw.push(
              `${name} ${String(JSON.stringify(input, (_, value: unknown) => (typeof value === 'string' ? value.slice(0, 20) : value)))}: ${message}`,
            );
          if (raw.length >= 20) break;
        }
      }
    }
    expect(raw).toEqual([]);
  });

  test('no random input is answered in zod’s words', () => {
    const value = fc.oneof(
      fc.constantFrom(...badValues.filter((bad) => typeof bad !== 'string' || bad.length < 100)),
      fc.string({ maxLength: 12 }),
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.array(fc.oneof(fc.string({ maxLength: 6 }), fc.integer()), { maxLength: 3 }),
      fc.dictionary(fc.string({ maxLength: 4 }), fc.string({ maxLength: 4 }), { maxKeys: 2 }),
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...schemas),
        fc.dictionary(fc.constantFrom(...names), value, { maxKeys: 6 }),
        ({ schema }, input) => {
          for (const message of messagesOf(schema, input)) {
            expect(message).not.toMatch(zodDefault);
            expect(message).toMatch(/^[A-Z“"].*[.?!]$/s);
          }
        },
      ),
      { numRuns: 3000 },
    );
  });
});

describe('the sentences', () => {
  test.each([
    [
      'a correction with no winner chosen',
      correctionFormSchema,
      { matchId: '9', wins1: '2', wins2: '1', reason: 'Score sheet misread' },
      'winnerEntryId',
      'Choose the winner of the series.',
    ],
    [
      'a walkover with no winner chosen',
      walkoverFormSchema,
      { matchId: '9', reason: 'Cal is unwell' },
      'winnerEntryId',
      'Choose who goes through.',
    ],
  ] as const)('%s', (_, schema, input, field, message) => {
    const parsed = schema.safeParse(input);
    expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([[field, message]]);
  });

  test.each([
    ['The table number must be a number.', z.object({ tableNumber: z.coerce.number() }), { tableNumber: 'twelve' }],
    ['The table number must be a whole number.', z.object({ tableNumber: z.number().int() }), { tableNumber: 1.5 }],
    ['Give the reason.', z.object({ reason: z.string() }), {}],
    ['Give the reason.', z.object({ reason: z.string().min(1) }), { reason: '' }],
    ['The moves must have at most 5 characters.', z.object({ moves: z.string().max(5) }), { moves: 'C a E b F' }],
    ['The number of rows must be at most 500.', z.object({ limit: z.number().min(1).max(500) }), { limit: 501 }],
    ['The id must be more than 0.', z.object({ id: z.number().positive() }), { id: 0 }],
    ['Choose the decision.', z.object({ decision: z.enum(['accept', 'void']) }), {}],
    [
      'The decision must be one of “accept” or “void”.',
      z.object({ decision: z.enum(['accept', 'void']) }),
      { decision: 'maybe' },
    ],
    ['The user’s id is not valid.', z.object({ userId: z.uuid() }), { userId: 'me' }],
    ['The email address must be like name@example.com.', z.object({ email: z.email() }), { email: 'me' }],
    [
      'The seeding order must be a number.',
      z.object({ order: z.union([z.array(z.coerce.number()), z.coerce.number()]) }),
      { order: 'first' },
    ],
    [
      'The seeding order must be “a”.',
      z.object({ order: z.union([z.array(z.enum(['a'])), z.enum(['a'])]) }),
      { order: ['b'] },
    ],
    ['There is no field “colour” here.', z.object({ name: z.string() }).strict(), { name: 'x', colour: 'red' }],
    ['The input must be a JSON object of fields.', z.object({}), 'text'],
    ['Send the fields as a JSON object.', z.object({}), undefined],
  ] as const)('%s', (message, schema, input) => {
    expect(messagesOf(schema, input)).toEqual([message]);
  });

  test('a message a schema gives itself comes first', () => {
    expect(
      messagesOf(z.object({ reason: z.string().min(1, 'Give a reason: it is kept in the audit log.') }), {
        reason: '',
      }),
    ).toEqual(['Give a reason: it is kept in the audit log.']);
  });

  test('a field with no label is named by its words', () => {
    expect(
      issueMessage({
        code: 'invalid_type',
        expected: 'number',
        input: 'x',
        path: ['seatNumber'],
      } as z.core.$ZodRawIssue),
    ).toBe('The seat number must be a number.');
  });
});

/** The sentences of a refusal parsed in `locale`, by field. */
async function messagesIn(locale: Locale, schema: z.ZodType, input: unknown): Promise<string[][]> {
  const parsed = parseIn(await readerFor(locale), schema, input);
  return parsed.success ? [] : parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
}

describe('the sentences in the reader’s language', () => {
  const cases: [Locale, z.ZodType, unknown, string, string][] = [
    [
      'fr',
      z.object({ tableNumber: z.coerce.number() }),
      { tableNumber: 'douze' },
      'tableNumber',
      '« Numéro de table » : un nombre est attendu.',
    ],
    [
      'ru',
      z.object({ tableNumber: z.number().int() }),
      { tableNumber: 1.5 },
      'tableNumber',
      '«Номер стола»: нужно целое число.',
    ],
    ['uk', z.object({ reason: z.string() }), {}, 'reason', 'Заповніть поле «причина».'],
    ['ru', z.object({ moves: z.string().max(5) }), { moves: 'C a E b F' }, 'moves', '«Ходы»: не больше 5 символов.'],
    [
      'fr',
      z.object({ decision: z.enum(['accept', 'void']) }),
      { decision: 'peut-être' },
      'decision',
      '« Décision » : la valeur doit être « accept » ou « void ».',
    ],
    [
      'uk',
      z.object({ name: z.string() }).strict(),
      { name: 'x', colour: 'red', size: 'L' },
      '',
      'Тут немає полів «colour» і «size».',
    ],
    ['ru', z.object({ seatNumber: z.number() }), { seatNumber: 'x' }, 'seatNumber', '«Seat number»: нужно число.'],
    // A schema's own sentence, through the parse nested in withId.
    [
      'ru',
      correctionFormSchema,
      { matchId: '9', wins1: '2', wins2: '1', reason: 'Ошибка в протоколе' },
      'winnerEntryId',
      'Выберите победителя серии.',
    ],
    // A refinement's sentence, with its fact.
    [
      'uk',
      updateTournamentFormSchema,
      { tournamentId: '3', name: 'Кубок', winsNeeded: '6', maxGamesPerSeries: '4' },
      'maxGamesPerSeries',
      'Межа партій має бути не меншою за потрібну кількість перемог (6).',
    ],
    [
      'fr',
      updateTournamentFormSchema,
      { tournamentId: '3', name: 'Coupe', winsNeeded: '30' },
      'winsNeeded',
      '« Victoires nécessaires » : un nombre entier de 1 à 24.',
    ],
    [
      'ru',
      signUpSchema,
      { name: 'Kw\u0430me', email: 'kwame@example.com', password: 'long enough!', confirm: 'long enough!' },
      'name',
      '«Имя»: в слове «Kwаme» смешаны буквы разных алфавитов (латиница и кириллица), поэтому оно похоже на другое имя: наберите его в одном алфавите.',
    ],
    [
      'fr',
      signUpSchema,
      { name: 'Ana', email: 'ana@example.com', password: 'long enough!', confirm: 'other' },
      'confirm',
      'Les deux mots de passe ne sont pas identiques.',
    ],
  ];
  test.each(cases.map(([locale, schema, input, field, message]) => [locale, message, schema, input, field] as const))(
    '%s: %s',
    async (locale, message, schema, input, field) => {
      expect(await messagesIn(locale, schema, input)).toContainEqual([field, message]);
    },
  );

  test('parsing in another language leaves English to the next parse', async () => {
    const schema = z.object({ reason: z.string().min(1, 'Give a reason: it is kept in the audit log.') });
    await messagesIn('ru', z.object({ reason: z.string() }), {});
    expect(messagesOf(schema, { reason: '' })).toEqual(['Give a reason: it is kept in the audit log.']);
    expect(messagesOf(z.object({ reason: z.string() }), {})).toEqual(['Give the reason.']);
  });

  test.each(['fr', 'ru', 'uk'] as const)(
    'no refusal of the forms and the API is left in English in %s',
    async (locale) => {
      const english: string[] = [];
      const reader = await readerFor(locale);
      for (const { name, schema } of schemas) {
        const inputs: unknown[] = [
          undefined,
          'text',
          {},
          ...names.flatMap((field) => [{ [field]: 'nonsense-choice' }, { [field]: -1 }, { [field]: [{}] }]),
        ];
        for (const input of inputs) {
          const parsed = parseIn(reader, schema, input);
          const messages = parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
          for (const [index, message] of messages.entries()) {
            if (message === messagesOf(schema, input)[index] || /^fields\./.test(message))
              english.push(`${name} ${JSON.stringify(input)}: ${message}`);
          }
          if (english.length >= 20) break;
        }
      }
      expect(english).toEqual([]);
    },
  );
});
