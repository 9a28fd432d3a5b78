// Schemas of accounts as the JSON API shows them (and as forms and actions accept them).
import { z } from 'zod';
import { userRoles } from '@/db/schema';

/** A timestamp: a Date on the server, an ISO 8601 string on the wire. */
export const timestamp = z
  .date()
  .transform((date) => date.toISOString())
  .pipe(z.iso.datetime());

export const userRoleSchema = z.enum(userRoles).meta({
  id: 'UserRole',
  description: '`admin` runs the site and makes organisers; `organiser` creates and runs tournaments; `player` reports games in their own matches.',
});

export const playerSummarySchema = z
  .object({
    id: z.number().int(),
    displayName: z.string(),
    club: z.string().nullable(),
    country: z.string().nullable().meta({ description: 'ISO 3166-1 alpha-2' }),
  })
  .meta({ id: 'PlayerSummary' });

export const accountSchema = z
  .object({
    id: z.uuid(),
    email: z.string(),
    name: z.string().nullable(),
    role: userRoleSchema,
    player: playerSummarySchema.nullable().meta({ description: 'The player record linked to this account, if any.' }),
  })
  .meta({ id: 'Account' });
