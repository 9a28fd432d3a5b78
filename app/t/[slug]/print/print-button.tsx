'use client';

import { useTranslations } from 'next-intl';

/** Opens the browser's print dialogue; hidden on paper. */
export function PrintButton() {
  const t = useTranslations('print.nav');
  return (
    <button
      type="button"
      onClick={() => window.print()}
      className="rounded bg-stone-900 px-3 py-1.5 text-sm font-medium text-white hover:bg-stone-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-500 print:hidden"
    >
      {t('print')}
    </button>
  );
}
