import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { getDb } from '@/db/app-database';
import { accountTokenUsable } from '@/db/queries/account-tokens';
import { hashAccountToken, looksLikeAccountToken } from '@/lib/auth/account-token';
import { ResetPasswordForm } from './reset-password-form';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('accounts.resetPassword');
  return { title: t('title') };
}

export default async function ResetPasswordPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { token } = await searchParams;
  const usable =
    typeof token === 'string' &&
    looksLikeAccountToken(token) &&
    (await accountTokenUsable(await getDb(), 'password-reset', hashAccountToken(token), new Date()));
  const t = await getTranslations('accounts.resetPassword');
  const tRefusals = await getTranslations('refusals');
  return (
    <div className="mx-auto max-w-sm space-y-6">
      <h1 className="text-2xl font-bold tracking-tight">{t('title')}</h1>
      {usable ? (
        <ResetPasswordForm token={token} />
      ) : (
        <div className="space-y-4">
          <p
            role="alert"
            className="rounded border border-red-300 bg-red-50 px-3 py-2 text-sm font-medium text-red-900"
          >
            {tRefusals('reset-link-not-valid')}
          </p>
          <Link href="/forgot-password" className="font-medium text-emerald-800 underline underline-offset-4">
            {t('askAgain')}
          </Link>
        </div>
      )}
    </div>
  );
}
