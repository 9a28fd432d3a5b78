'use client';

import { useTranslations } from 'next-intl';
import { FormAlert } from '@/app/_components/form/form-alert';
import { SubmitButton } from '@/app/_components/form/submit-button';
import { useFormAction } from '@/app/_components/form/use-form-action';
import { resendVerificationAction } from './actions';

/** Until the address is confirmed: what waits for it, and the link sent again on request. */
export function VerifyEmailNotice({ email }: { email: string }) {
  const t = useTranslations('account.verifyEmail');
  const { error, data, formProps } = useFormAction(resendVerificationAction);
  return (
    <form {...formProps} className="space-y-3">
      <p>{t.rich('intro', { email, strong: (chunks) => <strong>{chunks}</strong> })}</p>
      <FormAlert tone="success">
        {data === 'sent' ? t('sent', { email }) : data === 'already-verified' ? t('alreadyVerified') : null}
      </FormAlert>
      <FormAlert tone="error">{error?.message}</FormAlert>
      <SubmitButton pendingText={t('sending')}>{t('send')}</SubmitButton>
    </form>
  );
}
