// Field schemas that read HTML forms as people fill them and JSON as scripts send it: every form
// value arrives as a string, an empty optional field means "none", numbers come as digits, a
// checkbox is "on" or absent. The same schemas validate the JSON API, where values have their
// own types, so each accepts both.
import { z } from 'zod';
import { normaliseName } from '@/core/text/shown-names';
import { nameProblem, said, type Subject } from './field-sentences';

/** An optional text field: trimmed, at most `max` characters, empty → null. */
export function optionalText(max: number) {
  return z
    .string()
    .trim()
    .max(max, said('atMostCharacters', max))
    .nullish()
    .transform((value) => (value ? value : null));
}

/** A required text field: trimmed, 1 to `max` characters. */
export function requiredText(max: number, empty: ReturnType<typeof said>) {
  return z.string(empty).trim().min(1, empty).max(max, said('atMostCharacters', max));
}

/**
 * A name others read (a player, an account, a club, a tournament): stored composed (NFC) with its
 * spaces collapsed, and refused when it hides characters or mixes look-alike alphabets
 * (core/text/shown-names.ts). `what` names it in the refusal ("The club holds…").
 */
function shownName(text: z.ZodString, what: Subject, max: number) {
  // Bounded before the work of normalising: spaces collapse, so a few times the limit may still fit.
  return text
    .max(max * 4, said('atMostCharacters', max))
    .transform(normaliseName)
    .superRefine((value, context) => {
      const problem = nameProblem(what, value);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    });
}

/** A required name: 1 to `max` characters once normalised. */
export function requiredName(max: number, empty: ReturnType<typeof said>, what: Subject = 'name') {
  return shownName(z.string(empty), what, max).pipe(z.string().min(1, empty).max(max, said('atMostCharacters', max)));
}

/** An optional name: empty → null. */
export function optionalName(max: number, what: Subject = 'name') {
  return shownName(z.string(), what, max)
    .pipe(z.string().max(max, said('atMostCharacters', max)))
    .nullish()
    .transform((value) => (value ? value : null));
}

/** The largest Postgres `integer`: a bigger id cannot exist, and would fail the query (22003) instead of answering 404. */
const MAX_ID = 2_147_483_647;

/**
 * Reads a database id from text (a path segment, a query parameter, a form field): digits with no
 * sign, space, exponent or leading zero, and no larger than an id column holds. Anything else is
 * null, so a page answers 404 and the API 400 instead of handing Postgres a number it refuses.
 */
export function parseId(text: string): number | null {
  if (!/^[1-9][0-9]*$/.test(text)) return null;
  const id = Number(text);
  return id <= MAX_ID ? id : null;
}

const noSuchId = said('noSuchId');

/** A database id in a hidden field or a path (text, read by parseId) or in JSON (a number). */
export const idField = z.preprocess(
  (value) => (typeof value === 'string' ? (parseId(value) ?? value) : value),
  z.number(noSuchId).int(noSuchId).positive(noSuchId).max(MAX_ID, noSuchId),
);

/** An id the person chooses (a radio of players): `message` says what to choose when none or a bad one is sent. */
export function chosenId(message: ReturnType<typeof said>) {
  return z.coerce.number(message).int(message).positive(message).max(MAX_ID, noSuchId);
}

/** An ISO 3166-1 alpha-2 country code, any case, or empty for none. */
export const countryField = z
  .string()
  .trim()
  .toUpperCase()
  .refine((value) => value === '' || /^[A-Z]{2}$/.test(value), said('countryCode'))
  .nullish()
  .transform((value) => (value ? value : null));

/** A checkbox: true for `true`, "on" or "true"; absent, empty or "false" is false. */
export const flagField = z
  .union([z.boolean(), z.enum(['on', 'true', 'false', ''])], said('trueOrFalse'))
  .optional()
  .transform((value) => value === true || value === 'on' || value === 'true');

/** A whole number from `min` to `max`, as a number or as digits. */
export function wholeNumber(min: number, max: number, what: Subject) {
  const message = said('wholeNumber', what, min, max);
  return z.coerce.number(message).int(message).min(min, message).max(max, message);
}

/** An optional whole number: empty or null → null. */
export function optionalWholeNumber(min: number, max: number, what: Subject) {
  const message = said('wholeNumberOrEmpty', what, min, max);
  return z
    .union(
      [z.literal(''), z.null(), z.coerce.number(message).int(message).min(min, message).max(max, message)],
      message,
    )
    .optional()
    .transform((value) => (value === '' || value === undefined ? null : value));
}

/** An optional calendar date, `YYYY-MM-DD` as a date input gives it; empty → null. */
export const optionalDate = z
  .union([z.literal(''), z.null(), z.iso.date(said('dateLike'))], said('dateLike'))
  .optional()
  .transform((value) => (value ? value : null));

/** A list from a form's repeated field (one value arrives as a string) or a JSON array. */
export function listField<Item extends z.ZodType>(item: Item) {
  return z
    .union([z.array(item), item])
    .transform((value) => (Array.isArray(value) ? value : [value]) as z.output<Item>[]);
}

/** Why an organiser changes a result or a bracket: required, kept in the audit log. */
export const reasonField = requiredText(500, said('reasonForAudit'));
