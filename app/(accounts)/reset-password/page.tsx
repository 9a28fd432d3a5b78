import type { Metadata } from 'next';
import Link from 'next/link';
import { getDb } from '@/db/app-database';
import { accountTokenUsable } from '@/db/queries/account-tokens';
import { hashAccountToken, looksLikeAccountToken } from '@/lib/auth/account-token';
import { deadResetLink } from '@/lib/services/accounts/reset-password';
import { ResetPasswordForm } from './reset-password-form';

export const metadata: Metadata = { title: 'Choose a new password' };

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
  return (
    <div className="mx-auto max-w-sm space-y-6">
      <h1 className="text-2xl font-bold tracking-tight">Choose a new password</h1>
      {usable ? (
        <ResetPasswordForm token={token} />
      ) : (
        <div className="space-y-4">
          <p
            role="alert"
            className="rounded border border-red-300 bg-red-50 px-3 py-2 text-sm font-medium text-red-900"
          >
            {deadResetLink().message}
          </p>
          <Link href="/forgot-password" className="font-medium text-emerald-800 underline underline-offset-4">
            Ask for a new link
          </Link>
        </div>
      )}
    </div>
  );
}
