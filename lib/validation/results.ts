// What the control room and the JSON API accept to act on matches and games: table numbers, coin
// tosses, walkovers, corrections and voids, each change with its reason for the audit log.
import { z } from 'zod';
import { RECORDED_MATCH_STATUSES, RESULT_KINDS } from '@/core/tournament';
import { said } from './field-sentences';
import { chosenId, flagField, idField, optionalWholeNumber, reasonField, wholeNumber } from './form-fields';

export const tableSchema = z.object({
  tableNumber: optionalWholeNumber(1, 999, 'tableNumber').meta({
    description: 'The table or board; empty or null to clear it.',
  }),
});

export const coinTossSchema = z.object({
  slot: z.coerce
    .number()
    .pipe(z.union([z.literal(1), z.literal(2)], said('slot')))
    .meta({ description: 'The slot that won the toss and moves first in game 1.' }),
});

export const walkoverSchema = z.object({
  winnerEntryId: chosenId(said('whoGoesThrough')).meta({ description: 'The entry that goes through.' }),
  reason: reasonField,
});

export const correctionSchema = z.object({
  winnerEntryId: chosenId(said('seriesWinner')).meta({ description: 'The entry that won the series.' }),
  wins1: wholeNumber(0, 99, 'gameWins'),
  wins2: wholeNumber(0, 99, 'gameWins'),
  draws: wholeNumber(0, 99, 'drawnGames').default(0),
  walkover: flagField.meta({ description: 'The loser did not play: recorded as N–0.' }),
  reason: reasonField,
  force: flagField.meta({
    description: 'Reset later matches that already have games (listed by a preview) instead of refusing.',
  }),
});
export type CorrectionInput = z.output<typeof correctionSchema>;

export const voidGameSchema = z.object({
  reason: reasonField,
  force: flagField.meta({ description: 'Reset later matches that already have games instead of refusing.' }),
});

export const previewQuerySchema = z.object({
  preview: flagField.meta({ description: 'Only say what would happen (what would be reset); change nothing.' }),
});

export const matchSchema = z
  .object({
    id: z.number().int(),
    key: z.string(),
    round: z.number().int(),
    status: z.enum(RECORDED_MATCH_STATUSES),
    entry1Id: z.number().int().nullable(),
    entry2Id: z.number().int().nullable(),
    wins1: z.number().int().nullable(),
    wins2: z.number().int().nullable(),
    draws: z.number().int(),
    resultKind: z.enum(RESULT_KINDS).nullable(),
    winnerEntryId: z.number().int().nullable(),
    tableNumber: z.number().int().nullable(),
    coinTossSlot: z.number().int().nullable(),
  })
  .meta({ id: 'Match' });

/** What a change to a result did, or (previewed) would do. */
export const resultChangeSchema = z
  .object({
    preview: z.boolean(),
    match: matchSchema,
    reset: z
      .array(z.string())
      .meta({ description: 'Keys of later matches taken back to unplayed (their games voided).' }),
    settled: z.array(z.string()).meta({ description: 'Keys of matches whose result was set or changed.' }),
  })
  .meta({ id: 'ResultChange' });

export const idPathSchema = z.object({ id: idField });
