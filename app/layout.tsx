import type { Metadata, Viewport } from 'next';
import Link from 'next/link';
import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getTranslations } from 'next-intl/server';
import { AccountMenu } from './_components/account-menu';
import { LanguageMenu } from './_components/language-menu';
import { NavLink } from './_components/nav-link';
import './globals.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('common.metadata');
  return {
    title: { default: 'Warri Open', template: '%s · Warri Open' },
    description: t('description'),
  };
}

// The browser's bar takes the header's colour: stone-900 in the light theme, the dark theme's
// surface (its "white", app/globals.css) in the dark one.
export const viewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#1c1917' },
    { media: '(prefers-color-scheme: dark)', color: '#161312' },
  ],
};

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  const locale = await getLocale();
  const t = await getTranslations('common.layout');
  return (
    <html lang={locale}>
      <body className="flex min-h-dvh flex-col bg-stone-50 text-stone-900 antialiased">
        {/* Client components read their messages from here: the whole of this language's, a few kilobytes. */}
        <NextIntlClientProvider>
          <a
            href="#main"
            className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-10 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-stone-900"
          >
            {t('skipToContent')}
          </a>
          {/* The dark bar in both themes: in the dark one it is a surface like the cards, a step above the page. */}
          <header className="border-stone-200 bg-stone-900 text-stone-50 dark:border-b dark:bg-white dark:text-stone-900 print:hidden">
            <div className="mx-auto flex max-w-4xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-3">
              <Link href="/" className="text-lg font-bold tracking-tight">
                <span aria-hidden="true" className="mr-2 text-amber-400 dark:text-amber-600">
                  ●●
                </span>
                Warri Open
              </Link>
              {/* At the right end of the first line (beside the name on a phone, after the navigation on a
                  wider screen), so the list it opens leftwards stays on screen. */}
              <LanguageMenu className="order-2 sm:order-3" />
              <nav aria-label={t('mainNavigation')} className="order-3 basis-full sm:order-2 sm:ml-auto sm:basis-auto">
                <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
                  <li>
                    <NavLink href="/">{t('tournaments')}</NavLink>
                  </li>
                  <AccountMenu />
                </ul>
              </nav>
            </div>
          </header>
          <main id="main" className="mx-auto w-full max-w-4xl flex-1 px-4 py-6 print:max-w-none print:p-0">
            {children}
          </main>
          <footer className="border-t border-stone-200 px-4 py-4 text-center text-sm text-stone-600 print:hidden">
            {t('footer')}
          </footer>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
