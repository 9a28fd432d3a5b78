// Each request's language and messages, for next-intl (wired in next.config.js). The language
// comes from the request itself (i18n/locales.ts says why there is no prefix in addresses).
import { cookies, headers } from 'next/headers';
import { getRequestConfig } from 'next-intl/server';
import { LOCALE_COOKIE, requestLocale, type Locale } from './locales';
import { namespaces, type Messages } from './namespaces';

export default getRequestConfig(async () => {
  const locale = requestLocale((await cookies()).get(LOCALE_COOKIE)?.value, (await headers()).get('accept-language'));
  return { locale, messages: await loadMessages(locale) };
});

/** One language's messages: its files `messages/<locale>/<namespace>.json`, each under its namespace. */
export async function loadMessages(locale: Locale): Promise<Messages> {
  const loaded = await Promise.all(
    namespaces.map(async (namespace) => [namespace, (await import(`../messages/${locale}/${namespace}.json`)).default]),
  );
  return Object.fromEntries(loaded) as Messages;
}
