'use client';

import Link from 'next/link';
import { FormAlert } from '@/app/_components/form/form-alert';
import { SubmitButton } from '@/app/_components/form/submit-button';
import { TextField } from '@/app/_components/form/text-field';
import { useFormAction } from '@/app/_components/form/use-form-action';
import { resetPasswordAction } from './actions';

export function ResetPasswordForm({ token }: { token: string }) {
  const { error, data, formProps } = useFormAction(resetPasswordAction);
  if (data) {
    const tokens = data.revokedTokens;
    return (
      <div className="space-y-4">
        <FormAlert tone="success">
          Your password is changed, and you were signed out everywhere.
          {tokens.length > 0 ? ` Your API token${tokens.length === 1 ? '' : 's'} ${tokens.map((name) => `“${name}”`).join(', ')} ${tokens.length === 1 ? 'was' : 'were'} revoked.` : ''}
        </FormAlert>
        <Link href={`/sign-in?email=${encodeURIComponent(data.email)}`} className="font-medium text-emerald-800 underline underline-offset-4">
          Sign in with your new password
        </Link>
      </div>
    );
  }
  return (
    <form {...formProps} className="space-y-4">
      <FormAlert tone="error">{error && !error.fieldErrors?.password && !error.fieldErrors?.confirm ? error.message : null}</FormAlert>
      <input type="hidden" name="token" value={token} />
      <TextField
        name="password"
        label="New password"
        type="password"
        autoComplete="new-password"
        required
        minLength={10}
        hint="At least 10 characters. A few words you will remember make a strong one."
        errors={error?.fieldErrors?.password}
      />
      <TextField name="confirm" label="The new password again" type="password" autoComplete="new-password" required errors={error?.fieldErrors?.confirm} />
      <SubmitButton pendingText="Saving…">Set the new password</SubmitButton>
    </form>
  );
}
