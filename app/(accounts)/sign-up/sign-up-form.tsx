'use client';

import { FormAlert } from '@/app/_components/form/form-alert';
import { SubmitButton } from '@/app/_components/form/submit-button';
import { TextField } from '@/app/_components/form/text-field';
import { useFormAction } from '@/app/_components/form/use-form-action';
import { signUpAction } from './actions';

export function SignUpForm({ next }: { next: string }) {
  const { error, formProps } = useFormAction(signUpAction);
  return (
    <form {...formProps} className="space-y-4">
      <FormAlert tone="error">{error?.message}</FormAlert>
      <input type="hidden" name="next" value={next} />
      <TextField name="name" label="Your name" autoComplete="name" required defaultValue={error?.values?.name} errors={error?.fieldErrors?.name} />
      <TextField name="email" label="Email" type="email" autoComplete="email" required defaultValue={error?.values?.email} errors={error?.fieldErrors?.email} />
      <TextField
        name="password"
        label="Password"
        type="password"
        autoComplete="new-password"
        required
        minLength={10}
        hint="At least 10 characters. A few words you will remember make a strong one."
        errors={error?.fieldErrors?.password}
      />
      <TextField name="confirm" label="The password again" type="password" autoComplete="new-password" required errors={error?.fieldErrors?.confirm} />
      <SubmitButton pendingText="Creating your account…">Sign up</SubmitButton>
    </form>
  );
}
