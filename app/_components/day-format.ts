/**
 * How every page writes a day, in the reader's language ("4 Dec 2026", "12–14 June 2026").
 * English is read the British way, day before month, as the Caribbean writes it and these pages
 * always did; next-intl's formatter would give the American order for `en`.
 */
export function dayFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale, options);
}
