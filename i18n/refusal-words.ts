// A refusal in the reader's language: where it leaves the server (i18n/refusal-sentence.ts, for
// server actions and the API) and in the browser, which runs the rules library itself to preview a
// typed record or a tap at the table (app/_components/use-refusal-words.ts). Its code stays
// English; its sentence is the one of `refusals.<code>` in messages/<locale>/refusals.json, filled with the refusal's facts: the entries
// of `details` (a list reads as the language writes lists: "W2-1, W2-2 et W3-1"), `field` and `when`
// (the wait of a throttled request, in Intl's words). So a fact a sentence names travels in `details`.
//
// English readers get the sentence written where the refusal was made rather than the catalogue's:
// it is the most specific one there is (a game file's "Line 3, column 2: The Result header appears
// twice." where the catalogue has one sentence for every kind of bad record), and the English
// catalogue is what the other languages are written from and checked against. A translation that
// cannot be filled (a fact missing from `details`) falls back to that English sentence too: a
// refusal is never lost to a missing word.
import { createFormatter, createTranslator } from 'next-intl';
import type { RefusalCode } from '@/lib/refusal-codes';
import { defaultLocale, type Locale } from './locales';
import type { Messages } from './namespaces';
import { waitWords } from './wait-words';

/** What a refusal says of itself (an AppError, the answer made from one, or a refusal of the rules library). */
export interface Refusal {
  code: RefusalCode;
  message: string;
  field?: string;
  details?: Record<string, unknown>;
  retryAfterSeconds?: number;
}

type Formatter = ReturnType<typeof createFormatter>;

/** The refusal's sentence in `locale`, from that language's messages. */
export function wordRefusal(locale: Locale, messages: Messages, refusal: Refusal): string {
  if (locale === defaultLocale) return refusal.message;
  const format = createFormatter({ locale });
  let failed = false;
  const t = createTranslator({
    locale,
    messages,
    namespace: 'refusals',
    onError: () => {
      failed = true;
    },
  });
  const sentence = t(refusal.code, sentenceArguments(format, refusal));
  return failed ? refusal.message : sentence;
}

/** The facts a sentence may name, as ICU arguments. */
function sentenceArguments(format: Formatter, refusal: Refusal): Record<string, string | number> {
  const facts: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(refusal.details ?? {})) {
    if (typeof value === 'number' || typeof value === 'string') facts[name] = value;
    else if (typeof value === 'boolean') facts[name] = String(value);
    else if (Array.isArray(value) && value.every((item) => typeof item === 'string' || typeof item === 'number'))
      facts[name] = format.list(value.map(String), { type: 'conjunction' });
  }
  if (refusal.field) facts.field = refusal.field;
  if (refusal.retryAfterSeconds !== undefined) facts.when = waitWords(format, refusal.retryAfterSeconds);
  return facts;
}
