import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { PrintButton } from './print-button';

// The printables share a toolbar (hidden on paper); the site's header and footer are hidden on paper by the root layout.
export default async function PrintLayout({
  children,
  params,
}: {
  children: React.ReactNode;
  params: Promise<{ slug: string }>;
}) {
  const { slug } = await params;
  const t = await getTranslations('print.nav');
  return (
    <div className="space-y-6 print:space-y-0">
      <nav aria-label={t('label')} className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm print:hidden">
        <Link href={`/t/${slug}`} className="underline">
          {t('back')}
        </Link>
        <Link href={`/t/${slug}/print/bracket`} className="underline">
          {t('bracket')}
        </Link>
        <Link href={`/t/${slug}/print/pairings`} className="underline">
          {t('pairings')}
        </Link>
        <Link href={`/t/${slug}/print/score-sheets`} className="underline">
          {t('scoreSheets')}
        </Link>
        <PrintButton />
      </nav>
      {children}
    </div>
  );
}
