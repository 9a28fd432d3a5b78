// The app's languages and how a request gets one. There is no locale prefix in addresses: a link
// one player shares with another must open in the reader's own language, and a tournament's public
// pages stay one address each (kept in memory per language, lib/live/kept-pages.ts). So the
// language is the reader's choice from the language menu (a cookie), else the best match of what
// their browser asks for (Accept-Language), else English.
import { match } from '@formatjs/intl-localematcher';
import Negotiator from 'negotiator';

export const locales = ['en', 'fr', 'ru', 'uk'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

/** Each language in its own name, as the language menu shows it. */
export const localeNames: Record<Locale, string> = {
  en: 'English',
  fr: 'Français',
  ru: 'Русский',
  uk: 'Українська',
};

/** The cookie the language menu sets (next-intl's own name for it). */
export const LOCALE_COOKIE = 'NEXT_LOCALE';
/** A year: the choice is a lasting preference, not a session's. */
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** The language of a request, from its language cookie and its Accept-Language header. */
export function requestLocale(cookie: string | undefined, acceptLanguage: string | null): Locale {
  if (isLocale(cookie)) return cookie;
  if (!acceptLanguage) return defaultLocale;
  const asked = new Negotiator({ headers: { 'accept-language': acceptLanguage } }).languages();
  try {
    return match(asked, locales, defaultLocale) as Locale;
  } catch {
    // A malformed tag (`accept-language: *;;`) makes Intl refuse the whole list.
    return defaultLocale;
  }
}
