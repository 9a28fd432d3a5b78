import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { SignUpForm } from './sign-up-form';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('accounts.signUp');
  return { title: t('title') };
}

export default async function SignUpPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { next } = await searchParams;
  const t = await getTranslations('accounts.signUp');
  return (
    <div className="mx-auto max-w-sm space-y-6">
      <div className="space-y-2">
        <h1 className="text-2xl font-bold tracking-tight">{t('title')}</h1>
        <p className="text-stone-700">{t('intro')}</p>
      </div>
      <SignUpForm next={typeof next === 'string' ? next : ''} />
      <p className="text-sm text-stone-700">
        {t.rich('haveAccount', {
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
