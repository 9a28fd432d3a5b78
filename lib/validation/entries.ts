// What registration accepts — players, entries, check-in, withdrawal, a CSV list, the seeding — and
// how the JSON API shows entries.
import { z } from 'zod';
import { entryStatuses, seedingMethods } from '@/db/schema';
import { timestamp } from './accounts';
import { countryField, flagField, idField, listField, optionalText, optionalWholeNumber, reasonField, requiredText } from './form-fields';

const ID_MAX = 2_147_483_647;

/** A new player record: name, club or parish, country, rating. */
export const newPlayerSchema = z.object({
  displayName: requiredText(80, 'Give the player’s name.'),
  club: optionalText(80),
  country: countryField,
  rating: optionalWholeNumber(0, 4000, 'A rating'),
});

/** An entry: an existing player by id, or a new player described by name (and club, country, rating). */
export const addEntrySchema = z
  .object({
    playerId: optionalWholeNumber(1, ID_MAX, 'The player').meta({ description: 'An existing player; when given, the new-player fields are ignored.' }),
    displayName: optionalText(80).meta({ description: 'A new player’s name, when no playerId is given.' }),
    club: optionalText(80),
    country: countryField,
    rating: optionalWholeNumber(0, 4000, 'A rating'),
    checkedIn: flagField.meta({ description: 'Check the entry in at once (on the day).' }),
  })
  .superRefine((value, context) => {
    if (value.playerId === null && value.displayName === null) {
      context.addIssue({ code: 'custom', path: ['displayName'], message: 'Choose a player, or give a new player’s name.' });
    }
  });
export type AddEntryInput = z.output<typeof addEntrySchema>;

export const checkInSchema = z.object({ checkedIn: flagField.meta({ description: 'True to check the entry in, false to undo it.' }) });

export const withdrawEntrySchema = z.object({ reason: reasonField });

/** A player list in CSV: a header line (name, club, country, rating), one player a line. */
export const playerImportSchema = z.object({
  csv: z.string('Paste or upload the list.').max(500_000, 'The list is larger than 500 kB; import it in parts.').refine((text) => text.trim() !== '', 'Paste or upload the list.'),
});

export const seedingSchema = z
  .object({
    method: z.enum(seedingMethods, 'Choose rating, random or manual.').meta({ description: '`rating`: highest first, unrated last; `random`: a draw replayable from its seed; `manual`: the order given.' }),
    randomSeed: optionalText(64).meta({ description: 'Random draw: the seed to draw with (e.g. a number drawn in public); a new one is made when empty.' }),
    order: listField(idField).optional().meta({ description: 'Manual: every active entry id, seed 1 first.' }),
  })
  .superRefine((value, context) => {
    if (value.method === 'manual' && !value.order?.length) context.addIssue({ code: 'custom', path: ['order'], message: 'A manual order lists every entry, seed 1 first.' });
  });
export type SeedingInput = z.output<typeof seedingSchema>;

export const playerSchema = z
  .object({
    id: z.number().int(),
    displayName: z.string(),
    club: z.string().nullable(),
    country: z.string().nullable(),
    rating: z.number().int().nullable(),
  })
  .meta({ id: 'Player' });

export const entrySchema = z
  .object({
    id: z.number().int(),
    tournamentId: z.number().int(),
    player: playerSchema,
    seed: z.number().int().nullable(),
    checkedIn: z.boolean(),
    status: z.enum(entryStatuses),
    withdrawnAt: timestamp.nullable(),
    finalRank: z.number().int().nullable(),
  })
  .meta({ id: 'Entry' });

export const importRowSchema = z
  .object({
    line: z.number().int(),
    name: z.string(),
    club: z.string().nullable(),
    country: z.string().nullable(),
    rating: z.number().int().nullable(),
    player: z
      .object({ id: z.number().int(), displayName: z.string(), club: z.string().nullable(), rating: z.number().int().nullable() })
      .nullable()
      .meta({ description: 'The existing player this line is matched to; null for a new player.' }),
    errors: z.array(z.string()),
  })
  .meta({ id: 'ImportRow' });

export const importPreviewSchema = z
  .object({
    rows: z.array(importRowSchema),
    errorCount: z.number().int().meta({ description: 'Lines with errors; the import is refused while there are any.' }),
    ignoredColumns: z.array(z.string()),
  })
  .meta({ id: 'ImportPreview' });

export const seedingResultSchema = z
  .object({
    method: z.enum(seedingMethods),
    randomSeed: z.string().nullable(),
    entries: z.array(entrySchema).meta({ description: 'The active entries, seed 1 first.' }),
  })
  .meta({ id: 'Seeding' });
