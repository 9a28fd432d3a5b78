import type { Metadata } from 'next';
import Link from 'next/link';
import { SignUpForm } from './sign-up-form';

export const metadata: Metadata = { title: 'Sign up' };

export default async function SignUpPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { next } = await searchParams;
  return (
    <div className="mx-auto max-w-sm space-y-6">
      <div className="space-y-2">
        <h1 className="text-2xl font-bold tracking-tight">Sign up</h1>
        <p className="text-stone-700">
          An account lets you report your games and ask to enter tournaments. Following events needs none.
        </p>
      </div>
      <SignUpForm next={typeof next === 'string' ? next : ''} />
      <p className="text-sm text-stone-700">
        Already have an account?{' '}
        <Link href="/sign-in" className="font-medium text-emerald-800 underline underline-offset-4">
          Sign in
        </Link>
      </p>
    </div>
  );
}
