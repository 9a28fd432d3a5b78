import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { safeReturnPath } from '@/lib/auth/return-path';
import { SignInForm } from './sign-in-form';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('accounts.signIn');
  return { title: t('title') };
}

export default async function SignInPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const query = await searchParams;
  const email = typeof query.email === 'string' ? query.email : '';
  const returnTo = safeReturnPath(query.callbackUrl ?? query.next);
  const t = await getTranslations('accounts.signIn');
  return (
    <div className="mx-auto max-w-sm space-y-6">
      <h1 className="text-2xl font-bold tracking-tight">{t('title')}</h1>
      {query.registered === '1' ? (
        <p role="status" className="rounded border border-emerald-300 bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
          {t('registered')}
        </p>
      ) : null}
      <SignInForm
        email={email}
        returnTo={returnTo}
        initialError={typeof query.error === 'string' ? query.error : null}
      />
      <p className="text-sm text-stone-700">
        <Link
          href={`/forgot-password${email ? `?email=${encodeURIComponent(email)}` : ''}`}
          className="font-medium text-emerald-800 underline underline-offset-4"
        >
          {t('forgotPassword')}
        </Link>
      </p>
      <p className="text-sm text-stone-700">
        {t.rich('noAccount', {
          link: (chunks) => (
            <Link
              href={`/sign-up${returnTo === '/account' ? '' : `?next=${encodeURIComponent(returnTo)}`}`}
              className="font-medium text-emerald-800 underline underline-offset-4"
            >
              {chunks}
            </Link>
          ),
        })}
      </p>
    </div>
  );
}
