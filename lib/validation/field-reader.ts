// The language a refused value is answered in. zod words an issue when a parse refuses it, from the
// first of: a message the schema gives (`.min(1, …)`), the parse's own map, the global map (zod 4's
// finalizeIssue). A per-parse map would reach only the issues no schema words, and not the parses
// nested inside a parse (lib/validation/manage-forms.ts `withId`, a union's second look in
// messages.ts), which cannot be handed it. So every sentence, the schemas' own included, is asked of
// the reader of the parse under way: English unless an edge parses in the reader's language with
// `parseIn`. A parse is synchronous (safeParse refuses async checks), so the reader set around one
// is the reader of every sentence made in it, whatever else the server is doing meanwhile. (The
// other way, wording the issues after the parse, would need what zod drops from a finished issue:
// the input, the schema, and which of the schemas' sentences it was.)
import { createTranslator } from 'next-intl';
import { defaultLocale, type Locale } from '@/i18n/locales';
import type { Translator } from '@/i18n/translator';
import englishFields from '@/messages/en/fields.json';
import type { z } from 'zod';

type FieldMessages = typeof englishFields;

/** The words of refused fields in one language (messages/<locale>/fields.json). */
export interface FieldReader {
  issues: Translator<'fields.issues'>;
  subjects: Translator<'fields.subjects'>;
  said: Translator<'fields.said'>;
  /** Each field by its name, as the sentences name it: looked up by the field's name, so kept apart from the translators. */
  labels: Readonly<Record<string, string>>;
  /** Values in a list, the language's way ("“a”, “b” or “c”"). */
  list(values: string[], type: 'conjunction' | 'disjunction'): string;
  /** A writing system by its ISO 15924 code ("Cyrl"), in the language's words. */
  script(code: string): string;
}

function fieldReader(locale: Locale, fields: FieldMessages): FieldReader {
  const messages = { fields };
  // English lists as the rest of the app writes English: British, so "a, b or c".
  const intlLocale = locale === 'en' ? 'en-GB' : locale;
  const scripts = new Intl.DisplayNames(intlLocale, { type: 'script' });
  return {
    issues: createTranslator({ locale, messages, namespace: 'fields.issues' }) as Translator<'fields.issues'>,
    subjects: createTranslator({ locale, messages, namespace: 'fields.subjects' }) as Translator<'fields.subjects'>,
    said: createTranslator({ locale, messages, namespace: 'fields.said' }) as Translator<'fields.said'>,
    labels: fields.labels,
    list: (values, type) => new Intl.ListFormat(intlLocale, { type }).format(values),
    script: (code) => scripts.of(code) ?? code,
  };
}

const english = fieldReader(defaultLocale, englishFields);
const readers = new Map<Locale, Promise<FieldReader>>([[defaultLocale, Promise.resolve(english)]]);

/** The reader of `locale`, its messages loaded once. */
export function readerFor(locale: Locale): Promise<FieldReader> {
  let reader = readers.get(locale);
  if (!reader) {
    reader = import(`../../messages/${locale}/fields.json`).then((loaded: { default: FieldMessages }) =>
      fieldReader(locale, loaded.default),
    );
    readers.set(locale, reader);
  }
  return reader;
}

let current = english;

/** The reader of the parse under way (English outside `parseIn`). */
export function currentReader(): FieldReader {
  return current;
}

/** `schema.safeParse(input)` with every sentence of its refusal in the reader's language. */
export function parseIn<Schema extends z.ZodType>(
  reader: FieldReader,
  schema: Schema,
  input: unknown,
): z.ZodSafeParseResult<z.output<Schema>> {
  const outer = current;
  current = reader;
  try {
    const parsed = schema.safeParse(input);
    // zod words a refusal's issues when its `error` is first read: read it while the reader is set.
    if (!parsed.success) void parsed.error;
    return parsed;
  } finally {
    current = outer;
  }
}
