// What the organiser's account-related forms accept: players, claim codes, staff, registrations.
import { z } from 'zod';
import { staffRoles, userRoles } from '@/db/schema';
import { displayNameSchema, emailSchema } from './accounts';
import { sameNameConfirmedField } from './entries';
import { said } from './field-sentences';
import { chosenId, countryField, idField, optionalName, optionalText } from './form-fields';

export const createPlayerSchema = z.object({
  displayName: displayNameSchema,
  club: optionalName(80, 'club'),
  country: countryField,
  rating: z
    .union([
      z.literal(''),
      z.coerce.number().int(said('ratingWhole')).min(0, said('ratingNegative')).max(4000, said('ratingTooHigh', 4000)),
    ])
    .optional()
    .transform((value) => (value === '' || value === undefined ? null : value)),
  sameNameConfirmed: sameNameConfirmedField,
});

export const createClaimCodeSchema = z.object({ playerId: idField });

/** Two records of one person made one: `mergeId` is folded into `keepId`. */
export const mergePlayersSchema = z.object({
  keepId: chosenId(said('recordToKeep')).meta({ description: 'The record that stays.' }),
  mergeId: chosenId(said('recordToMerge')).meta({
    description: 'The record folded into it and deleted.',
  }),
  reason: optionalText(500).meta({ description: 'Why, for the audit log.' }),
});

export const addStaffSchema = z.object({
  tournamentId: idField,
  email: emailSchema,
  role: z.enum(staffRoles, said('staffRole')),
});

export const removeStaffSchema = z.object({ tournamentId: idField, userId: z.uuid() });

export const requestEntrySchema = z.object({
  tournamentId: idField,
  displayName: optionalName(80),
  club: optionalName(80, 'club'),
  country: countryField,
  message: optionalText(500),
});

export const decideRegistrationSchema = z.object({ requestId: idField, decision: z.enum(['approve', 'reject']) });

export const setUserRoleSchema = z.object({
  userId: z.uuid(),
  role: z.enum(userRoles, said('userRole')),
});
