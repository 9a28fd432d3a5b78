// The page proxy.ts answers while the database is unreachable. It is drawn before any route runs,
// so there is neither React nor next-intl's request config: plain HTML, its words looked up with
// next-intl's createTranslator in the request's language, chosen the way every page chooses it
// (the language menu's cookie, else Accept-Language: i18n/locales.ts).
import { createTranslator } from 'next-intl';
import type { Locale } from '@/i18n/locales';
import { loadMessages } from '@/i18n/request';
import type { Translator } from '@/i18n/translator';
import { DATABASE_RETRY_SECONDS } from '@/lib/errors';

/** The page that reloads itself every DATABASE_RETRY_SECONDS until the database answers again. */
export async function unavailablePage(locale: Locale): Promise<string> {
  const t = createTranslator({ locale, messages: await loadMessages(locale), namespace: 'common.unavailable' });
  return pageOf(locale, t);
}

// The messages are the app's own, with nothing to escape.
function pageOf(locale: Locale, t: Translator<'common.unavailable'>): string {
  return `<!DOCTYPE html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="${DATABASE_RETRY_SECONDS}"><title>${t('title')} · Warri Open</title></head>
<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#1c1917">
<h1>${t('title')}</h1><p>${t('text')}</p>
</body></html>`;
}
