// What a person reads when a value is refused: every zod issue becomes a sentence naming the
// field by its label ("The table number must be a whole number."), never zod's own English
// ("Invalid input: expected number, received NaN"). Messages a schema gives itself ("Choose the
// winner of the series.", field-sentences.ts) come first; this map speaks for every issue a schema
// left unworded. It is installed as zod's global error map when this module loads: the places that
// turn issues into answers import it (lib/actions/safe-action.ts, lib/api/handler.ts,
// lib/admin/commands.ts). Its words are messages/<locale>/fields.json's, in the language of the
// parse under way (field-reader.ts): English but where an edge parses in the reader's language.
import { z } from 'zod';
import type { Translator } from '@/i18n/translator';
import englishFields from '@/messages/en/fields.json';
import { currentReader, type FieldReader } from './field-reader';

/** Every field a form or the API accepts, by its name, as an English sentence names it (a test holds the list complete). */
export const fieldLabels: Readonly<Record<string, string>> = englishFields.labels;

type RawIssue = z.core.$ZodRawIssue;

/** The label of the field an issue is about: its path's last name (an index names the list it is in). */
export function fieldLabel(path: readonly PropertyKey[]): string {
  const reader = currentReader();
  return labelIn(reader.issues, reader, path);
}

function labelIn(t: Translator<'fields.issues'>, reader: FieldReader, path: readonly PropertyKey[]): string {
  const name = [...path].reverse().find((part): part is string => typeof part === 'string');
  if (name === undefined) return t('input');
  return reader.labels[name] ?? t('unnamed', { words: name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase() });
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const absent = (input: unknown) => input === undefined || input === null || input === '';

const sizeUnits: Record<string, 'characters' | 'items' | 'bytes'> = {
  string: 'characters',
  array: 'items',
  set: 'items',
  file: 'bytes',
};

/** A sentence for one issue, about the field it names, in the reader's language. */
export function issueMessage(issue: RawIssue): string {
  const reader = currentReader();
  return sentenceIn(reader.issues, reader, issue);
}

function sentenceIn(t: Translator<'fields.issues'>, reader: FieldReader, issue: RawIssue): string {
  const path = issue.path ?? [];
  const label = labelIn(t, reader, path);
  const Label = capitalised(label);
  const quoted = (value: unknown) => (typeof value === 'string' ? t('quoted', { value }) : String(value));
  const listed = (values: readonly unknown[], type: 'conjunction' | 'disjunction') =>
    reader.list(values.map(quoted), type);
  switch (issue.code) {
    case 'invalid_type':
      if (absent(issue.input)) return path.length === 0 ? t('sendObject') : t('give', { label });
      return t('mustBeType', { Label, expected: issue.expected });
    case 'invalid_value':
      if (absent(issue.input)) return t('choose', { label });
      return issue.values.length === 1
        ? t('mustBe', { Label, value: quoted(issue.values[0]) })
        : t('mustBeOneOf', { Label, values: listed(issue.values, 'disjunction') });
    case 'too_small': {
      const unit = sizeUnits[issue.origin];
      const minimum = Number(issue.minimum);
      if (issue.origin === 'string' && minimum <= 1) return t('give', { label });
      if (unit) return t('atLeastSize', { Label, minimum, unit });
      return t('atLeast', { Label, minimum, inclusive: String(issue.inclusive !== false) });
    }
    case 'too_big': {
      const unit = sizeUnits[issue.origin];
      const maximum = Number(issue.maximum);
      if (unit) return t('atMostSize', { Label, maximum, unit });
      return t('atMost', { Label, maximum, inclusive: String(issue.inclusive !== false) });
    }
    case 'invalid_format':
      return formatMessage(t, issue.format, Label);
    case 'not_multiple_of':
      return t('multipleOf', { Label, divisor: Number(issue.divisor) });
    case 'unrecognized_keys':
      return issue.keys.length === 1
        ? t('noSuchField', { key: quoted(issue.keys[0]) })
        : t('noSuchFields', { keys: listed(issue.keys, 'conjunction') });
    case 'invalid_key':
      return t('badKey', { Label });
    case 'invalid_element':
      return t('badElement', { Label });
    case 'invalid_union':
      return unionMessage(issue) ?? t('notValid', { Label });
    default:
      return t('notValid', { Label });
  }
}

function formatMessage(t: Translator<'fields.issues'>, format: string, Label: string): string {
  switch (format) {
    case 'email':
      return t('email', { Label });
    case 'uuid':
    case 'guid':
      return t('notValid', { Label });
    case 'date':
      return t('date', { Label });
    case 'datetime':
      return t('datetime', { Label });
    default:
      return t('badFormat', { Label });
  }
}

/** The sentence above a form whose fields were refused. */
export function fieldsRefused(reader: FieldReader): string {
  return correctFields(reader.issues);
}

function correctFields(t: Translator<'fields.issues'>): string {
  return t('correctFields');
}

/**
 * A union's options were each refused. The option the value was meant for is the one refused for
 * something other than its type (a list of unknown tie-breaks, not a list at all): its message is
 * asked again with the union's path, so it names the field; when every option refused the type,
 * the option of the value's own shape (a list or a single value) says what is wanted.
 */
function unionMessage(issue: Extract<RawIssue, { code: 'invalid_union' }>): string | null {
  const options = (issue.inst as z.ZodUnion | undefined)?._zod.def.options as z.ZodType[] | undefined;
  if (!options || issue.errors.length !== options.length) return null;
  const meant = issue.errors.findIndex((errors) => errors.some((inner) => inner.code !== 'invalid_type'));
  const option =
    meant === -1
      ? (options.find((other) => (other._zod.def.type === 'array') === Array.isArray(issue.input)) ?? options[0])
      : options[meant];
  const parsed = option.safeParse(issue.input, {
    error: (inner: RawIssue) =>
      issueMessage({ ...inner, path: [...(issue.path ?? []), ...(inner.path ?? [])] } as RawIssue),
  });
  return parsed.success ? null : parsed.error.issues[0].message;
}

z.config({ customError: issueMessage });
