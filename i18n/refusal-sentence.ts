// A refusal in the reader's language where it leaves the server (lib/actions/safe-action.ts for
// forms, lib/api/handler.ts for the API): i18n/refusal-words.ts says how.
import type { Locale } from './locales';
import { wordRefusal, type Refusal } from './refusal-words';
import { loadMessages } from './request';

export type { Refusal };

/** The refusal's sentence in `locale`. */
export async function refusalSentence(locale: Locale, refusal: Refusal): Promise<string> {
  return wordRefusal(locale, await loadMessages(locale), refusal);
}
