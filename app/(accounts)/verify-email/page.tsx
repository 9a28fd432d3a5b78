import type { Metadata } from 'next';
import { VerifyEmailForm } from './verify-email-form';

export const metadata: Metadata = { title: 'Confirm your email address' };

export default async function VerifyEmailPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { token } = await searchParams;
  return (
    <div className="mx-auto max-w-sm space-y-6">
      <h1 className="text-2xl font-bold tracking-tight">Confirm your email address</h1>
      <p className="text-stone-700">One press, and the games of your matches are yours to report.</p>
      <VerifyEmailForm token={typeof token === 'string' ? token : ''} />
    </div>
  );
}
