'use client';

import Link from 'next/link';
import { FormAlert } from '@/app/_components/form/form-alert';
import { SubmitButton } from '@/app/_components/form/submit-button';
import { useFormAction } from '@/app/_components/form/use-form-action';
import { verifyEmailAction } from './actions';

/** A button rather than a page that verifies on opening: mail scanners open links too, and must not use them up. */
export function VerifyEmailForm({ token }: { token: string }) {
  const { error, state, formProps } = useFormAction(verifyEmailAction);
  if (state?.ok) {
    return (
      <div className="space-y-4">
        <FormAlert tone="success">
          Your email address is confirmed. You can now report, confirm and dispute the games of your matches.
        </FormAlert>
        <Link href="/account" className="font-medium text-emerald-800 underline underline-offset-4">
          Go to your account
        </Link>
      </div>
    );
  }
  return (
    <form {...formProps} className="space-y-4">
      <FormAlert tone="error">{error?.message}</FormAlert>
      <input type="hidden" name="token" value={token} />
      <SubmitButton pendingText="Confirming…">Confirm my email address</SubmitButton>
    </form>
  );
}
