import { getLocale, getTranslations } from 'next-intl/server';
import { localeNames, locales } from '@/i18n/locales';

/**
 * The language menu of every page: a disclosure (it opens without JavaScript) holding a form that
 * posts the chosen language to /language, which remembers it and brings the reader back here.
 * Each language is named in its own words, so a reader finds theirs whatever the page is in.
 */
export async function LanguageMenu({ className }: { className: string }) {
  const current = await getLocale();
  const t = await getTranslations('common.languageMenu');
  return (
    <details className={`group relative text-sm ${className}`}>
      <summary className="cursor-pointer list-none whitespace-nowrap rounded px-1 py-0.5 underline-offset-4 hover:underline [&::-webkit-details-marker]:hidden">
        <span className="sr-only">{t('label')}: </span>
        <span lang={current}>{localeNames[current]}</span>
        <span aria-hidden="true" className="ml-1 inline-block text-xs group-open:rotate-180">
          ▾
        </span>
      </summary>
      <form
        method="post"
        action="/language"
        aria-label={t('choose')}
        // Part of the header's dark bar, in both themes (see the header in app/layout.tsx).
        className="absolute right-0 z-20 mt-2 rounded border border-stone-700 bg-stone-900 py-1 shadow-lg dark:border-stone-300 dark:bg-white"
      >
        <ul>
          {locales.map((locale) => (
            <li key={locale}>
              <button
                type="submit"
                name="locale"
                value={locale}
                lang={locale}
                aria-current={locale === current ? 'true' : undefined}
                className="block w-full whitespace-nowrap px-4 py-2 text-left hover:bg-stone-700 aria-[current=true]:font-semibold aria-[current=true]:text-amber-300 dark:hover:bg-stone-100 dark:aria-[current=true]:text-amber-700"
              >
                {localeNames[locale]}
              </button>
            </li>
          ))}
        </ul>
      </form>
    </details>
  );
}
