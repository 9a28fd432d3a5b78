// Components that read their words through next-intl, rendered as an English reader sees them
// (or a reader of another of the app's languages).
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { loadMessages } from '@/i18n/request';
import type { Locale } from '@/i18n/locales';

const messages = await loadMessages('en');

/** `page` inside the provider the app's layout gives every page, in English. */
export function inEnglish(page: ReactNode) {
  return (
    <NextIntlClientProvider locale="en" messages={messages} timeZone="UTC">
      {page}
    </NextIntlClientProvider>
  );
}

/** `page` inside that provider in `locale`. */
export async function inLanguage(locale: Locale, page: ReactNode) {
  return (
    <NextIntlClientProvider locale={locale} messages={await loadMessages(locale)} timeZone="UTC">
      {page}
    </NextIntlClientProvider>
  );
}
