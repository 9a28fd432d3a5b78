'use client';

import Link from 'next/link';
import { FormAlert } from '@/app/_components/form/form-alert';
import { SubmitButton } from '@/app/_components/form/submit-button';
import { NewPasswordFields } from '@/app/_components/form/new-password-fields';
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
          {tokens.length > 0
            ? ` Your API token${tokens.length === 1 ? '' : 's'} ${tokens.map((name) => `“${name}”`).join(', ')} ${tokens.length === 1 ? 'was' : 'were'} revoked.`
            : ''}
        </FormAlert>
        <Link
          href={`/sign-in?email=${encodeURIComponent(data.email)}`}
          className="font-medium text-emerald-800 underline underline-offset-4"
        >
          Sign in with your new password
        </Link>
      </div>
    );
  }
  return (
    <form {...formProps} className="space-y-4">
      <FormAlert tone="error">
        {error && !error.fieldErrors?.password && !error.fieldErrors?.confirm ? error.message : null}
      </FormAlert>
      <input type="hidden" name="token" value={token} />
      <NewPasswordFields label="New password" againLabel="The new password again" errors={error?.fieldErrors} />
      <SubmitButton pendingText="Saving…">Set the new password</SubmitButton>
    </form>
  );
}
