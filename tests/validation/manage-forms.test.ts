// The organiser forms' schemas: the id of what is acted on, beside the fields the JSON API's own
// schema validates with its refinements and defaults, each error under its field's name.
import { describe, expect, test } from 'vitest';
import {
  addEntryFormSchema,
  correctionFormSchema,
  seedingFormSchema,
  updateTournamentFormSchema,
} from '@/lib/validation/manage-forms';

const fieldsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => issue.path.join('.')) ?? [];

describe('forms with the id of what they act on', () => {
  test('a tournament form keeps the settings schema’s defaults and transforms, and adds the id', () => {
    const parsed = updateTournamentFormSchema.parse({
      tournamentId: '7',
      name: ' Open ',
      format: 'swiss',
      rounds: '5',
    });
    expect(parsed).toMatchObject({
      tournamentId: 7,
      name: 'Open',
      winsNeeded: 6,
      formatSettings: { format: 'swiss', rounds: 5 },
    });
    expect(parsed).not.toHaveProperty('rounds');
  });

  test.each([
    [
      'the settings’ refinements',
      updateTournamentFormSchema,
      { tournamentId: '7', name: 'Open', format: 'swiss' },
      ['rounds'],
    ],
    ['a missing id', addEntryFormSchema, { displayName: 'Ava' }, ['tournamentId']],
    ['an entry with neither player nor name', addEntryFormSchema, { tournamentId: '3' }, ['displayName']],
    ['a manual order without entries', seedingFormSchema, { tournamentId: '3', method: 'manual' }, ['order']],
    [
      'a correction without its reason',
      correctionFormSchema,
      { matchId: '9', winnerEntryId: '4', wins1: '1', wins2: '0' },
      ['reason'],
    ],
  ] as const)('%s is refused under the field’s name', (_, schema, input, fields) => {
    expect(fieldsOf(schema.safeParse(input))).toEqual(fields);
  });

  test('a form’s repeated field arrives as a list', () => {
    expect(seedingFormSchema.parse({ tournamentId: '3', method: 'manual', order: ['5', '4'] })).toMatchObject({
      tournamentId: 3,
      order: [5, 4],
    });
  });
});
