// What registration accepts — players, entries, check-in, withdrawal, a CSV list, the seeding — and
// how the JSON API shows entries.
import { z } from 'zod';
import { entryStatuses, seedingMethods } from '@/db/schema';
import { timestamp } from './accounts';
import { said, saidNow } from './field-sentences';
import { halfPointsField } from './swiss';
import {
  countryField,
  flagField,
  idField,
  listField,
  optionalName,
  optionalText,
  optionalWholeNumber,
  reasonField,
  requiredName,
  wholeNumber,
} from './form-fields';

const ID_MAX = 2_147_483_647;

/** The answer to "is this the same person?" when players of the new player's name are on record (409 `same-name-on-record`). */
export const sameNameConfirmedField = flagField.meta({
  description:
    'True once the players of the same name on record (409 same-name-on-record) have been seen and this is someone else.',
});

/** A new player record: name, club or parish, country, rating. */
export const newPlayerSchema = z.object({
  displayName: requiredName(80, said('playerNameMissing')),
  club: optionalName(80, 'club'),
  country: countryField,
  rating: optionalWholeNumber(0, 4000, 'rating'),
  sameNameConfirmed: sameNameConfirmedField,
});

/** An entry: an existing player by id, or a new player described by name (and club, country, rating). */
export const addEntrySchema = z
  .object({
    playerId: optionalWholeNumber(1, ID_MAX, 'player').meta({
      description: 'An existing player; when given, the new-player fields are ignored.',
    }),
    displayName: optionalName(80).meta({ description: 'A new player’s name, when no playerId is given.' }),
    club: optionalName(80, 'club'),
    country: countryField,
    rating: optionalWholeNumber(0, 4000, 'rating'),
    checkedIn: flagField.meta({ description: 'Check the entry in at once (on the day).' }),
    sameNameConfirmed: sameNameConfirmedField,
    grantedPoints: z
      .union([z.literal(''), halfPointsField(99)])
      .optional()
      .transform((value) => (value === '' || value === undefined ? 0 : value))
      .meta({
        description:
          'A late entry into a running Swiss: the points granted for the rounds missed (whole or half points, at most one a round missed).',
      }),
  })
  .superRefine((value, context) => {
    if (value.playerId === null && value.displayName === null) {
      context.addIssue({
        code: 'custom',
        path: ['displayName'],
        message: saidNow('playerOrName'),
      });
    }
  });
export type AddEntryInput = Omit<z.output<typeof addEntrySchema>, 'sameNameConfirmed' | 'grantedPoints'> & {
  sameNameConfirmed?: boolean;
  grantedPoints?: number;
};

export const checkInSchema = z.object({
  checkedIn: flagField.meta({ description: 'True to check the entry in, false to undo it.' }),
});

export const withdrawEntrySchema = z.object({ reason: reasonField });

/** A player list in CSV: a header line (name, club, country, rating), one player a line. */
export const playerImportSchema = z.object({
  csv: z
    .string(said('listMissing'))
    .max(500_000, said('listTooLarge'))
    .refine((text) => text.trim() !== '', said('listMissing')),
  choices: z
    .array(
      z.object({
        line: wholeNumber(2, 1_000_001, 'line'),
        playerId: idField.nullable().meta({ description: 'One of the line’s namesakes, or null for a new player.' }),
      }),
    )
    .max(1000, said('tooManyChoices', 1000))
    .default([])
    .meta({
      description:
        'Who a line with players of the same name on record (its `namesakes`) is: one of them, or a new player. A line left out takes its default (`player`).',
    }),
});
/** What the import services take: the list, and who the lines with namesakes are. */
export type PlayerImportInput = Omit<z.output<typeof playerImportSchema>, 'choices'> & {
  choices?: z.output<typeof playerImportSchema>['choices'];
};

/** A Swiss in FIDE's Tournament Report File (TRF-16 and its TRFx lines), to set the Swiss up from. */
export const trfImportSchema = z.object({
  trf: z
    .string(said('trfMissing'))
    .max(500_000, said('trfTooLarge'))
    .refine((text) => text.trim() !== '', said('trfMissing')),
});

export const seedingSchema = z
  .object({
    method: z.enum(seedingMethods, said('seedingMethod')).meta({
      description:
        '`rating`: highest first, unrated last; `random`: a draw replayable from its seed; `manual`: the order given.',
    }),
    randomSeed: optionalText(64).meta({
      description: 'Random draw: the seed to draw with (e.g. a number drawn in public); a new one is made when empty.',
    }),
    order: listField(idField).optional().meta({ description: 'Manual: every active entry id, seed 1 first.' }),
  })
  .superRefine((value, context) => {
    if (value.method === 'manual' && !value.order?.length)
      context.addIssue({ code: 'custom', path: ['order'], message: saidNow('manualOrderIncomplete') });
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
    grantedPoints: z
      .number()
      .meta({ description: 'Points granted to a late entry into a Swiss for the rounds it missed.' }),
  })
  .meta({ id: 'Entry' });

const namesakeSchema = z
  .object({
    id: z.number().int(),
    displayName: z.string(),
    nameKey: z.string(),
    club: z.string().nullable(),
    country: z.string().nullable(),
    rating: z.number().int().nullable(),
    linked: z.boolean().meta({ description: 'An account has claimed the record.' }),
    tournaments: z.number().int(),
    lastTournament: z.string().nullable(),
  })
  .meta({ id: 'Namesake', description: 'A player on record of the same name, with what tells two people apart.' });

const importRowSchema = z
  .object({
    line: z.number().int(),
    name: z.string(),
    club: z.string().nullable(),
    country: z.string().nullable(),
    rating: z.number().int().nullable(),
    player: z
      .object({
        id: z.number().int(),
        displayName: z.string(),
        club: z.string().nullable(),
        rating: z.number().int().nullable(),
      })
      .nullable()
      .meta({
        description:
          'The player on record this line is (chosen, or the namesake of the same club); null for a new player or while undecided.',
      }),
    namesakes: z.array(namesakeSchema).meta({
      description:
        'Players on record of the same name (without case, accents or spacing): the line is one of them or a new player, as `choices` says.',
    }),
    decided: z.boolean().meta({ description: 'False while the line has namesakes and nobody has said who it is.' }),
    errors: z.array(z.string()).meta({ description: 'What is wrong with the line, one English sentence each.' }),
    problems: z
      .array(
        z.looseObject({ code: z.string(), message: z.string() }).meta({
          description:
            'A problem of the line as facts: its `code` (empty-name, too-long, hidden-character, mixed-scripts, bad-country, bad-rating, extra-fields, repeated-line, not-a-namesake, namesake-undecided, namesakes-undecided, already-entered, same-player), what it names (`column`, `max`, `character`, `word`, `scripts`, `text`, `fields`, `columns`, `line`, `playerId`, `name`, `count`, `namesake`) and its English sentence, the one in `errors`.',
        }),
      )
      .meta({ description: 'The same problems as `errors`, as facts to word in another language.' }),
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
