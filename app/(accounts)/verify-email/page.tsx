import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { VerifyEmailForm } from './verify-email-form';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('accounts.verifyEmail');
  return { title: t('title') };
}

export default async function VerifyEmailPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { token } = await searchParams;
  const t = await getTranslations('accounts.verifyEmail');
  return (
    <div className="mx-auto max-w-sm space-y-6">
      <h1 className="text-2xl font-bold tracking-tight">{t('title')}</h1>
      <p className="text-stone-700">{t('intro')}</p>
      <VerifyEmailForm token={typeof token === 'string' ? token : ''} />
    </div>
  );
}
