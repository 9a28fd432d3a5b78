import type { Metadata } from 'next';
import Link from 'next/link';
import { ForgotPasswordForm } from './forgot-password-form';

export const metadata: Metadata = { title: 'Forgot your password?' };

export default async function ForgotPasswordPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { email } = await searchParams;
  return (
    <div className="mx-auto max-w-sm space-y-6">
      <div className="space-y-2">
        <h1 className="text-2xl font-bold tracking-tight">Forgot your password?</h1>
        <p className="text-stone-700">
          Give the email address of your account and we will mail you a link to choose a new password.
        </p>
      </div>
      <ForgotPasswordForm email={typeof email === 'string' ? email : ''} />
      <p className="text-sm text-stone-700">
        Remembered it?{' '}
        <Link href="/sign-in" className="font-medium text-emerald-800 underline underline-offset-4">
          Sign in
        </Link>
      </p>
    </div>
  );
}
