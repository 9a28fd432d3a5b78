'use client';

import { useTranslations } from 'next-intl';
import { FormAlert } from '@/app/_components/form/form-alert';
import { SubmitButton } from '@/app/_components/form/submit-button';
import { TextField } from '@/app/_components/form/text-field';
import { useFormAction } from '@/app/_components/form/use-form-action';
import { requestPasswordResetAction } from './actions';

export function ForgotPasswordForm({ email }: { email: string }) {
  const t = useTranslations('accounts.forgotPassword');
  const tFields = useTranslations('accounts.fields');
  const { error, state, formProps } = useFormAction(requestPasswordResetAction);
  const sent = state?.ok === true;
  return (
    <form {...formProps} className="space-y-4">
      {/* The one answer to every request, registered address or not. */}
      <FormAlert tone="success">{sent ? t('sent') : null}</FormAlert>
      <FormAlert tone="error">{error && !error.fieldErrors ? error.message : null}</FormAlert>
      <TextField
        name="email"
        label={tFields('email')}
        type="email"
        autoComplete="email"
        required
        defaultValue={error?.values?.email ?? email}
        errors={error?.fieldErrors?.email}
      />
      <SubmitButton pendingText={t('pending')}>{t('submit')}</SubmitButton>
    </form>
  );
}
