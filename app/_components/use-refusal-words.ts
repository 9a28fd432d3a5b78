// The browser's words for a refusal it made itself: the report forms run the rules library as the
// player types or taps, and say what it refuses in the reader's language, as the server would.
import { useLocale, useMessages } from 'next-intl';
import type { Locale } from '@/i18n/locales';
import type { Messages } from '@/i18n/namespaces';
import { wordRefusal, type Refusal } from '@/i18n/refusal-words';

export function useRefusalWords(): (refusal: Refusal) => string {
  const locale = useLocale() as Locale;
  const messages = useMessages() as unknown as Messages;
  return (refusal) => wordRefusal(locale, messages, refusal);
}
