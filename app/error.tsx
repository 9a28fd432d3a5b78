'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';

export default function ErrorPage({ error, retry }: { error: unknown; retry: () => void }) {
  const t = useTranslations('common.error');
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <div role="alert" className="space-y-4 py-12 text-center">
      <h1 className="text-xl font-semibold">{t('title')}</h1>
      <p className="text-stone-700">{t('text')}</p>
      <button
        type="button"
        onClick={() => retry()}
        className="rounded bg-emerald-800 px-4 py-2 font-medium text-white hover:bg-emerald-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-800"
      >
        {t('retry')}
      </button>
    </div>
  );
}
