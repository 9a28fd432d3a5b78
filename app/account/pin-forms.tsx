'use client';

import { useTranslations } from 'next-intl';
import { FormAlert } from '@/app/_components/form/form-alert';
import { SubmitButton } from '@/app/_components/form/submit-button';
import { TextField } from '@/app/_components/form/text-field';
import { useFormAction } from '@/app/_components/form/use-form-action';
import { clearPinAction, setPinAction } from './actions';

export function PinForms({ hasPin }: { hasPin: boolean }) {
  const t = useTranslations('account.pinForms');
  const set = useFormAction(setPinAction, { resetOnSuccess: true });
  const clear = useFormAction(clearPinAction, { resetOnSuccess: true });
  return (
    <div className="space-y-6">
      <form {...set.formProps} className="space-y-3">
        <FormAlert tone="success">{set.data !== null && set.state?.ok ? t('set') : null}</FormAlert>
        <FormAlert tone="error">{set.error && !set.error.fieldErrors ? set.error.message : null}</FormAlert>
        <TextField
          name="pin"
          label={hasPin ? t('newPin') : t('pin')}
          type="password"
          inputMode="numeric"
          autoComplete="off"
          pattern="\d{4,6}"
          maxLength={6}
          required
          hint={t('pinHint')}
          errors={set.error?.fieldErrors?.pin}
        />
        <TextField
          name="confirmPin"
          label={t('pinAgain')}
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          required
          errors={set.error?.fieldErrors?.confirmPin}
        />
        <TextField
          name="password"
          id="pin-password"
          label={t('password')}
          type="password"
          autoComplete="current-password"
          required
          errors={set.error?.fieldErrors?.password}
        />
        <SubmitButton pendingText={t('saving')}>{hasPin ? t('change') : t('setPin')}</SubmitButton>
      </form>
      {hasPin ? (
        <form {...clear.formProps} className="space-y-3 border-t border-stone-200 pt-4">
          <FormAlert tone="error">{clear.error && !clear.error.fieldErrors ? clear.error.message : null}</FormAlert>
          <TextField
            name="password"
            id="clear-pin-password"
            label={t('passwordToRemove')}
            type="password"
            autoComplete="current-password"
            required
            errors={clear.error?.fieldErrors?.password}
          />
          <SubmitButton tone="danger" pendingText={t('removing')}>
            {t('remove')}
          </SubmitButton>
        </form>
      ) : null}
    </div>
  );
}
