/**
 * A day in the reader's language, for a client component's short notes ("made 4 Dec 2026").
 * English is read the British way, day before month, as these pages always wrote it; next-intl's
 * formatter would give the American order for `en`.
 */
export function dayFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale, options);
}
