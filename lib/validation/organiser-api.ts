// What the organisers' JSON API accepts beyond the forms' schemas (a partial update of a
// tournament, entries addressed under their tournament) and how it shows what the organiser
// services return (a start, a new round, a close, a withdrawal, the audit log).
import { z } from 'zod';
import type { Tournament } from '@/db/schema';
import type { FormatSettings } from '@/core/tournament';
import { timestamp } from './accounts';
import { entrySchema } from './entries';
import { idField } from './form-fields';
import { formatFields, tournamentPathSchema, tournamentSchema, tournamentSettingsSchema } from './tournaments';

/**
 * A PATCH of a tournament: any of the set-up form's fields. Defaults are stripped (zod applies a
 * default even to a missing optional key), so a field left out keeps its stored value; the merged
 * set-up is then checked whole by `tournamentSettingsSchema`.
 */
export const tournamentPatchSchema = z
  .object(
    Object.fromEntries(
      Object.entries(tournamentSettingsSchema.in.shape).map(([name, field]) => {
        const described = z.globalRegistry.get(field);
        const bare = field instanceof z.ZodDefault ? (field.unwrap() as z.ZodType) : field;
        return [name, (described ? bare.meta(described) : bare).optional()];
      }),
    ),
  )
  .strict()
  .meta({
    id: 'TournamentPatch',
    description:
      'The set-up fields to change; the others keep their values. Before the start anything may change; while running only name, venue, dates, self-registration and the confirmation window.',
  });

/** The stored set-up as the form's flat fields: what a PATCH is merged onto. */
export function tournamentFields(tournament: Tournament): Record<string, unknown> {
  return {
    name: tournament.name,
    venue: tournament.venue,
    startsOn: tournament.startsOn,
    endsOn: tournament.endsOn,
    ruleSet: tournament.ruleSet,
    winsNeeded: tournament.winsNeeded,
    gameOneRule: tournament.gameOneRule,
    firstMoveRule: tournament.firstMoveRule,
    maxGamesPerSeries: tournament.maxGamesPerSeries,
    format: tournament.format,
    ...formatFields(tournament.formatSettings as FormatSettings),
    tieBreakOrder: tournament.tieBreakOrder,
    selfRegistration: tournament.selfRegistration,
    confirmationWindowMinutes: tournament.confirmationWindowMinutes,
  };
}

/** An entry in a path: its tournament's slug and its id. */
export const entryPathSchema = tournamentPathSchema.extend({
  entryId: idField.meta({ description: 'The entry’s id, as listed under the tournament’s entries.' }),
});

export const entryListSchema = z.object({
  entries: z.array(entrySchema).meta({
    description: 'Seeded entries by seed, then the others in the order they entered; withdrawn ones included.',
  }),
  counts: z.object({ total: z.number().int(), checkedIn: z.number().int(), withdrawn: z.number().int() }),
});

export const importResultSchema = z.object({
  added: z.array(entrySchema).meta({ description: 'The entries the list made.' }),
});

export const trfImportResultSchema = z
  .object({
    entered: z.number().int().meta({ description: 'Players entered, in starting-rank order.' }),
    roundsPlayed: z
      .number()
      .int()
      .meta({ description: 'Rounds of the file recorded as played; 0 when the Swiss is set up but not started.' }),
  })
  .meta({ id: 'TrfImport' });

export const withdrawalSchema = z
  .object({
    entry: entrySchema,
    walkovers: z
      .array(z.string())
      .meta({ description: 'Keys of the matches settled as walkovers because of the withdrawal.' }),
  })
  .meta({ id: 'Withdrawal' });

export const startSchema = z
  .object({
    tournament: tournamentSchema,
    stageId: z.number().int(),
    matchCount: z.number().int().meta({ description: 'Matches in the draw (a Swiss: its first round).' }),
    playing: z.array(entrySchema).meta({ description: 'The entries in the draw, seed 1 first.' }),
    absent: z
      .array(entrySchema)
      .meta({ description: 'Entries left out because they had not checked in (now withdrawn).' }),
  })
  .meta({ id: 'Start' });

export const newRoundSchema = z
  .object({
    part: z.string().meta({ description: 'The part of the stage: `swiss`, `winners` (the knockout after groups), …' }),
    round: z.number().int(),
    matches: z.array(z.string()).meta({ description: 'Keys of the matches made.' }),
  })
  .meta({ id: 'NewRound' });

export const closingSchema = z
  .object({
    tournament: tournamentSchema,
    standings: z.array(entrySchema).meta({ description: 'Every entry of the stage with its final rank, best first.' }),
    champion: entrySchema.nullable(),
  })
  .meta({ id: 'Closing' });

export const auditQuerySchema = z.object({
  entity: z
    .string()
    .max(40)
    .optional()
    .meta({ description: 'Only rows about this kind of thing: `match`, `entry`, `tournament`, `stage`.' }),
  entityId: z.string().max(40).optional().meta({ description: 'With `entity`: only rows about this one.' }),
  before: idField.optional().meta({ description: 'Rows older than this id (paging back).' }),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

export const auditLineSchema = z
  .object({
    id: z.number().int(),
    at: timestamp,
    actorId: z.string().nullable().meta({ description: 'Who made the change; null for the system.' }),
    actorName: z.string().nullable(),
    entity: z.string(),
    entityId: z.string(),
    action: z.string().meta({
      description: '`walkover`, `result-corrected`, `game-voided`, `match-reset`, `seeded`, `tournament-started`, …',
    }),
    before: z.unknown(),
    after: z.unknown(),
    reason: z.string().nullable(),
    sentence: z.string().meta({
      description:
        'The change in words, with names: “Desiree Walter awarded W1-3 to Kwame Boateng by walkover. Reason: …”.',
    }),
  })
  .meta({ id: 'AuditLine' });
