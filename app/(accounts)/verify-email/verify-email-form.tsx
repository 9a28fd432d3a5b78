'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { FormAlert } from '@/app/_components/form/form-alert';
import { SubmitButton } from '@/app/_components/form/submit-button';
import { useFormAction } from '@/app/_components/form/use-form-action';
import { verifyEmailAction } from './actions';

/** A button rather than a page that verifies on opening: mail scanners open links too, and must not use them up. */
export function VerifyEmailForm({ token }: { token: string }) {
  const t = useTranslations('accounts.verifyEmail');
  const { error, state, formProps } = useFormAction(verifyEmailAction);
  if (state?.ok) {
    return (
      <div className="space-y-4">
        <FormAlert tone="success">{t('confirmed')}</FormAlert>
        <Link href="/account" className="font-medium text-emerald-800 underline underline-offset-4">
          {t('toAccount')}
        </Link>
      </div>
    );
  }
  return (
    <form {...formProps} className="space-y-4">
      <FormAlert tone="error">{error?.message}</FormAlert>
      <input type="hidden" name="token" value={token} />
      <SubmitButton pendingText={t('pending')}>{t('submit')}</SubmitButton>
    </form>
  );
}
