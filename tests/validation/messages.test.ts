// Every refusal of a value reads as a sentence about the person's input. Each schema a server
// action or the JSON API parses its input with is fed missing fields, wrong types, NaN, values out
// of range and unknown choices, by hand and at random: no message may be one of zod's own
// ("Invalid input: expected number, received NaN", "Too small: …", "Invalid option: …").
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { apiOperations } from '@/app/api/v1/catalogue';
import { correctionFormSchema, walkoverFormSchema } from '@/lib/validation/manage-forms';
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
