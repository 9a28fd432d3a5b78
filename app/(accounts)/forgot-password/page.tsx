import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { ForgotPasswordForm } from './forgot-password-form';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('accounts.forgotPassword');
  return { title: t('title') };
}

export default async function ForgotPasswordPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { email } = await searchParams;
  const t = await getTranslations('accounts.forgotPassword');
  return (
    <div className="mx-auto max-w-sm space-y-6">
      <div className="space-y-2">
        <h1 className="text-2xl font-bold tracking-tight">{t('title')}</h1>
        <p className="text-stone-700">{t('intro')}</p>
      </div>
      <ForgotPasswordForm email={typeof email === 'string' ? email : ''} />
      <p className="text-sm text-stone-700">
        {t.rich('remembered', {
          link: (chunks) => (
            <Link href="/sign-in" className="font-medium text-emerald-800 underline underline-offset-4">
              {chunks}
            </Link>
          ),
        })}
      </p>
    </div>
  );
}
