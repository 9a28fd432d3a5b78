'use client';

import { FormAlert } from '@/app/_components/form/form-alert';
import { SubmitButton } from '@/app/_components/form/submit-button';
import { useFormAction } from '@/app/_components/form/use-form-action';
import { resendVerificationAction } from './actions';

/** Until the address is confirmed: what waits for it, and the link sent again on request. */
export function VerifyEmailNotice({ email }: { email: string }) {
  const { error, data, formProps } = useFormAction(resendVerificationAction);
  return (
    <form {...formProps} className="space-y-3">
      <p>
        Confirm that <strong>{email}</strong> is yours before you report, confirm or dispute games: open the link we
        mailed to it when you signed up. Lost the mail, or the link has expired?
      </p>
      <FormAlert tone="success">
        {data === 'sent'
          ? `We have sent a new link to ${email}. It works once, for 48 hours.`
          : data === 'already-verified'
            ? 'Your address is confirmed already.'
            : null}
      </FormAlert>
      <FormAlert tone="error">{error?.message}</FormAlert>
      <SubmitButton pendingText="Sending…">Send the link again</SubmitButton>
    </form>
  );
}
