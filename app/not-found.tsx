import Link from 'next/link';
import { useTranslations } from 'next-intl';

export default function NotFound() {
  const t = useTranslations('common.notFound');
  return (
    <div className="space-y-4 py-12 text-center">
      <h1 className="text-xl font-semibold">{t('title')}</h1>
      <p className="text-stone-700">{t('text')}</p>
      <Link href="/" className="font-medium text-emerald-800 underline underline-offset-4">
        {t('allTournaments')}
      </Link>
    </div>
  );
}
