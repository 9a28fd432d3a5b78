'use client';

import { FormAlert } from '@/app/_components/form/form-alert';
import { SubmitButton } from '@/app/_components/form/submit-button';
import { TextField } from '@/app/_components/form/text-field';
import { useFormAction } from '@/app/_components/form/use-form-action';
import { requestPasswordResetAction } from './actions';

/** The one answer to every request, registered address or not. */
const RESET_REQUESTED =
  'If an account uses that address, we have sent a link to it. The link works once, for 30 minutes. No mail after a few minutes? Look in your spam folder, or check the address and ask again.';

export function ForgotPasswordForm({ email }: { email: string }) {
  const { error, state, formProps } = useFormAction(requestPasswordResetAction);
  const sent = state?.ok === true;
  return (
    <form {...formProps} className="space-y-4">
      <FormAlert tone="success">{sent ? RESET_REQUESTED : null}</FormAlert>
      <FormAlert tone="error">{error && !error.fieldErrors ? error.message : null}</FormAlert>
      <TextField
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        required
        defaultValue={error?.values?.email ?? email}
        errors={error?.fieldErrors?.email}
      />
      <SubmitButton pendingText="Sending…">Send me a link</SubmitButton>
    </form>
  );
}
