// Components that read their words through next-intl, rendered as an English reader sees them.
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { loadMessages } from '@/i18n/request';

const messages = await loadMessages('en');

/** `page` inside the provider the app's layout gives every page, in English. */
export function inEnglish(page: ReactNode) {
  return (
    <NextIntlClientProvider locale="en" messages={messages} timeZone="UTC">
      {page}
    </NextIntlClientProvider>
  );
}
