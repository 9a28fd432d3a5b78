// Schemas of accounts as the JSON API shows them (and as forms and actions accept them).
import { z } from 'zod';
import { userRoles } from '@/db/schema';
import { said } from './field-sentences';
import { requiredName } from './form-fields';

/** A timestamp: a Date on the server, an ISO 8601 string on the wire. */
export const timestamp = z
  .date()
  .transform((date) => date.toISOString())
  .pipe(z.iso.datetime());

const userRoleSchema = z.enum(userRoles).meta({
  id: 'UserRole',
  description:
    '`admin` runs the site and makes organisers; `organiser` creates and runs tournaments; `player` reports games in their own matches.',
});

const playerSummarySchema = z
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

/** Emails are compared and stored trimmed and in lower case. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, said('emailTooLong'))
  .pipe(z.email(said('emailInvalid')));

/** New passwords: long enough to resist guessing, short enough to hash. */
export const newPasswordSchema = z.string().min(10, said('passwordTooShort')).max(200, said('passwordTooLong'));

export const pinSchema = z.string().regex(/^\d{4,6}$/, said('pinDigits'));

/** A person's name as others will read it (core/text/shown-names.ts). */
export const displayNameSchema = requiredName(80, said('nameMissing'));

export const apiTokenSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    prefix: z.string().meta({ description: 'The first characters of the token, to tell tokens apart.' }),
    createdAt: timestamp,
    lastUsedAt: timestamp.nullable(),
    revokedAt: timestamp.nullable(),
  })
  .meta({ id: 'ApiToken' });
