'use client';

import Link from 'next/link';
import { useFormatter, useTranslations } from 'next-intl';
import { FormAlert } from '@/app/_components/form/form-alert';
import { SubmitButton } from '@/app/_components/form/submit-button';
import { NewPasswordFields } from '@/app/_components/form/new-password-fields';
import { useFormAction } from '@/app/_components/form/use-form-action';
import { resetPasswordAction } from './actions';

export function ResetPasswordForm({ token }: { token: string }) {
  const t = useTranslations('accounts.resetPassword');
  const { error, data, formProps } = useFormAction(resetPasswordAction);
  const format = useFormatter();
  if (data) {
    const tokens = data.revokedTokens;
    return (
      <div className="space-y-4">
        <FormAlert tone="success">
          {t('changed')}
          {tokens.length > 0
            ? ` ${t('tokensRevoked', {
                count: tokens.length,
                names: format.list(
                  tokens.map((name) => `“${name}”`),
                  { type: 'unit' },
                ),
              })}`
            : ''}
        </FormAlert>
        <Link
          href={`/sign-in?email=${encodeURIComponent(data.email)}`}
          className="font-medium text-emerald-800 underline underline-offset-4"
        >
          {t('signInAgain')}
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
      <NewPasswordFields label={t('newPassword')} againLabel={t('newPasswordAgain')} errors={error?.fieldErrors} />
      <SubmitButton pendingText={t('pending')}>{t('submit')}</SubmitButton>
    </form>
  );
}
