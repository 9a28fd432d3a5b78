import type { Metadata } from 'next';
import Link from 'next/link';
import { safeReturnPath } from '@/lib/auth/return-path';
import { SignInForm } from './sign-in-form';
import { signInMessage } from './sign-in-message';

export const metadata: Metadata = { title: 'Sign in' };

export default async function SignInPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const query = await searchParams;
  const email = typeof query.email === 'string' ? query.email : '';
  const returnTo = safeReturnPath(query.callbackUrl ?? query.next);
  return (
    <div className="mx-auto max-w-sm space-y-6">
      <h1 className="text-2xl font-bold tracking-tight">Sign in</h1>
      {query.registered === '1' ? (
        <p role="status" className="rounded border border-emerald-300 bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
          Thank you. If this email address was new to us, your account is ready: sign in with the password you chose. If
          you had an account already, sign in with its password.
        </p>
      ) : null}
      <SignInForm
        email={email}
        returnTo={returnTo}
        initialError={typeof query.error === 'string' ? signInMessage(query.error) : null}
      />
      <p className="text-sm text-stone-700">
        <Link
          href={`/forgot-password${email ? `?email=${encodeURIComponent(email)}` : ''}`}
          className="font-medium text-emerald-800 underline underline-offset-4"
        >
          Forgot your password?
        </Link>
      </p>
      <p className="text-sm text-stone-700">
        No account yet?{' '}
        <Link
          href={`/sign-up${returnTo === '/account' ? '' : `?next=${encodeURIComponent(returnTo)}`}`}
          className="font-medium text-emerald-800 underline underline-offset-4"
        >
          Sign up
        </Link>
        . Spectators need none.
      </p>
    </div>
  );
}
