// What a Swiss's pairing instructions accept — forbidden pairs, requested byes, the pairing rules,
// a late entry's granted points — and how the JSON API shows them.
import { z } from 'zod';
import { requestedByePoints } from '@/db/schema';
import { ACCELERATIONS } from '@/core/tournament';
import { timestamp } from './accounts';
import { said } from './field-sentences';
import { chosenId, idField, optionalText, wholeNumber } from './form-fields';
import { tournamentPathSchema } from './tournaments';

/** Whole or half points from 0 to `max`, as a number or as a form's text ("1.5"). */
export function halfPointsField(max: number) {
  const message = said('halfPoints', max);
  return z.coerce
    .number(message)
    .min(0, message)
    .max(max, message)
    .refine((points) => Number.isInteger(points * 2), message);
}

const byePoints = z.coerce
  .number(said('byePoints'))
  .refine((points) => (requestedByePoints as readonly number[]).includes(points), said('byePoints'))
  .meta({ description: 'What a requested bye scores: 0, 0.5 or 1.' });

export const forbiddenPairSchema = z.object({
  entry1Id: chosenId(said('slot')).meta({ description: 'One entry of the pair.' }),
  entry2Id: chosenId(said('slot')).meta({ description: 'The other entry.' }),
  reason: optionalText(200).meta({ description: 'Why they must not meet (family, club); kept in the audit log.' }),
});

export const byeRequestSchema = z.object({
  entryId: idField.meta({ description: 'The entry that sits the round out.' }),
  round: wholeNumber(1, 99, 'round').meta({ description: 'A round not yet paired.' }),
  points: z
    .union([z.literal(''), z.null(), byePoints])
    .optional()
    .transform((value) => (value === '' || value === undefined ? null : value))
    .meta({ description: 'Organisers only: what this bye scores; left out, the tournament’s requested-bye points.' }),
});

export const pairingRulesSchema = z.object({
  acceleration: z
    .enum(ACCELERATIONS, said('acceleration'))
    .meta({ description: '`none`, or `baku`: the Baku acceleration (FIDE C.04.5.1) for the first rounds.' }),
  requestedByePoints: byePoints,
});

export const forbiddenPairPathSchema = tournamentPathSchema.extend({
  pairId: idField.meta({ description: 'The forbidden pair’s id.' }),
});

export const requestedByePathSchema = tournamentPathSchema.extend({
  byeId: idField.meta({ description: 'The requested bye’s id.' }),
});

export const forbiddenPairOutSchema = z
  .object({
    id: z.number().int(),
    entry1Id: z.number().int(),
    entry2Id: z.number().int(),
    player1: z.string(),
    player2: z.string(),
    reason: z.string().nullable(),
    createdAt: timestamp,
  })
  .meta({ id: 'ForbiddenPair', description: 'Two entries the Swiss never pairs.' });

export const requestedByeOutSchema = z
  .object({
    id: z.number().int(),
    entryId: z.number().int(),
    player: z.string(),
    round: z.number().int(),
    points: z.number(),
    requestedAt: timestamp,
  })
  .meta({ id: 'RequestedBye', description: 'A round a player sits out, with the points it scores.' });

export const pairingInstructionsSchema = z
  .object({
    acceleration: z.enum(ACCELERATIONS),
    requestedByePoints: z.number(),
    rounds: z.number().int().meta({ description: 'The rounds of the Swiss.' }),
    pairedRounds: z.number().int().meta({ description: 'The last round paired (0 before the start).' }),
    forbiddenPairs: z.array(forbiddenPairOutSchema),
    requestedByes: z.array(requestedByeOutSchema),
    grantedPoints: z
      .array(z.object({ entryId: z.number().int(), player: z.string(), points: z.number() }))
      .meta({ description: 'Points granted to late entries for the rounds they missed.' }),
  })
  .meta({ id: 'PairingInstructions' });

// The forms of the pairing-rules page and of a player's byes: the API's bodies with the tournament.
const tournamentField = { tournamentId: idField };
export const pairingRulesFormSchema = pairingRulesSchema.extend(tournamentField);
export const forbiddenPairFormSchema = forbiddenPairSchema.extend(tournamentField);
export const removeForbiddenPairFormSchema = z.object({ ...tournamentField, pairId: idField });
export const byeRequestFormSchema = byeRequestSchema.extend(tournamentField);
export const withdrawByeFormSchema = z.object({ ...tournamentField, byeId: idField });
