'use client';

import { useTranslations } from 'next-intl';
import { FormAlert } from '@/app/_components/form/form-alert';
import { SubmitButton } from '@/app/_components/form/submit-button';
import { TextField } from '@/app/_components/form/text-field';
import { useFormAction } from '@/app/_components/form/use-form-action';
import { redeemClaimCodeAction } from './actions';

export function ClaimForm({ code }: { code: string }) {
  const t = useTranslations('account.claim');
  const { error, data, formProps } = useFormAction(redeemClaimCodeAction, { resetOnSuccess: true });
  return (
    <form {...formProps} className="space-y-3">
      <FormAlert tone="success">{data ? t('done', { name: data.playerName }) : null}</FormAlert>
      <FormAlert tone="error">{error && !error.fieldErrors ? error.message : null}</FormAlert>
      <TextField
        name="code"
        label={t('label')}
        hint={t('hint')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        required
        defaultValue={error?.values?.code ?? code}
        errors={error?.fieldErrors?.code}
      />
      <SubmitButton pendingText={t('linking')}>{t('submit')}</SubmitButton>
    </form>
  );
}
