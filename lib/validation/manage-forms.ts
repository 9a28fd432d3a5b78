// What the organiser's pages send their server actions: the tournament, entry, match or game acted
// on (hidden fields) beside the fields the JSON API takes in its body, validated by the same schemas.
import { z } from 'zod';
import {
  addEntrySchema,
  checkInSchema,
  playerImportSchema,
  seedingSchema,
  trfImportSchema,
  withdrawEntrySchema,
} from './entries';
import { flagField, idField } from './form-fields';
import { coinTossSchema, correctionSchema, tableSchema, voidGameSchema, walkoverSchema } from './results';
import { tournamentSettingsSchema } from './tournaments';

/**
 * `schema`'s fields plus an id field (`tournamentId`, `matchId`…) that a page sends as a hidden
 * input. The id is read first and the rest validated by `schema` as is — refinements and
 * transforms included, which `.extend()` cannot carry — so a field error keeps its field's name.
 */
function withId<Key extends string, Schema extends z.ZodType>(key: Key, schema: Schema) {
  return z.looseObject({ [key]: idField } as Record<Key, typeof idField>).transform((value, context) => {
    const { [key]: id, ...rest } = value as Record<string, unknown>;
    const parsed = schema.safeParse(rest);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        context.addIssue({ ...issue, code: 'custom', path: issue.path, message: issue.message });
      return z.NEVER;
    }
    return Object.assign({}, parsed.data, { [key]: id }) as z.output<Schema> & Record<Key, number>;
  });
}

export const tournamentIdSchema = z.object({ tournamentId: idField });
export const entryIdSchema = z.object({ entryId: idField });

export const updateTournamentFormSchema = withId('tournamentId', tournamentSettingsSchema);
export const registrationFormSchema = z.object({ tournamentId: idField, open: flagField });
export const addEntryFormSchema = withId('tournamentId', addEntrySchema);
export const importFormSchema = withId('tournamentId', playerImportSchema);
export const trfImportFormSchema = withId('tournamentId', trfImportSchema);
export const checkInFormSchema = withId('entryId', checkInSchema);
export const withdrawFormSchema = withId('entryId', withdrawEntrySchema);
export const seedingFormSchema = withId('tournamentId', seedingSchema);
export const tableFormSchema = withId('matchId', tableSchema);
export const coinTossFormSchema = withId('matchId', coinTossSchema);
export const walkoverFormSchema = withId('matchId', walkoverSchema);
export const correctionFormSchema = withId('matchId', correctionSchema);
export const voidGameFormSchema = withId('gameId', voidGameSchema);
