// Field schemas that read HTML forms as people fill them: every value arrives as a string, an
// empty optional field means "none", numbers come as digits.
import { z } from 'zod';

/** An optional text field: trimmed, at most `max` characters, empty → null. */
export function optionalText(max: number, tooLong = `At most ${max} characters.`) {
  return z
    .string()
    .trim()
    .max(max, tooLong)
    .optional()
    .transform((value) => (value ? value : null));
}

/** A database id in a hidden field or a path: a positive whole number. */
export const idField = z.coerce.number().int().positive();

/** An ISO 3166-1 alpha-2 country code, any case, or empty for none. */
export const countryField = z
  .string()
  .trim()
  .toUpperCase()
  .refine((value) => value === '' || /^[A-Z]{2}$/.test(value), 'Use the two-letter country code, like AG.')
  .optional()
  .transform((value) => (value ? value : null));
