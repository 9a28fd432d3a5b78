'use client';

import { useTranslations } from 'next-intl';
import { FormAlert } from '@/app/_components/form/form-alert';
import { SubmitButton } from '@/app/_components/form/submit-button';
import { TextField } from '@/app/_components/form/text-field';
import { useFormAction } from '@/app/_components/form/use-form-action';
import { addStaffAction } from './actions';

export function AddStaffForm({ tournamentId }: { tournamentId: number }) {
  const t = useTranslations('manage.staff');
  const { error, data, formProps } = useFormAction(addStaffAction, { resetOnSuccess: true });
  return (
    <form {...formProps} className="space-y-3 rounded-lg border border-stone-200 bg-white p-4">
      <h2 className="text-lg font-semibold">{t('addSomeone')}</h2>
      <FormAlert tone="success">{data ? t('added') : null}</FormAlert>
      <FormAlert tone="error">{error && !error.fieldErrors ? error.message : null}</FormAlert>
      <input type="hidden" name="tournamentId" value={tournamentId} />
      <TextField
        name="email"
        label={t('email')}
        type="email"
        required
        defaultValue={error?.values?.email}
        errors={error?.fieldErrors?.email}
        hint={t('emailHint')}
      />
      <fieldset className="space-y-1">
        <legend className="text-sm font-medium text-stone-800">{t('role')}</legend>
        <label className="flex items-center gap-2">
          <input type="radio" name="role" value="arbiter" defaultChecked={error?.values?.role !== 'co-organiser'} />{' '}
          {t('arbiter')}
        </label>
        <label className="flex items-center gap-2">
          <input
            type="radio"
            name="role"
            value="co-organiser"
            defaultChecked={error?.values?.role === 'co-organiser'}
          />{' '}
          {t('coOrganiser')}
        </label>
        {error?.fieldErrors?.role ? (
          <p className="text-sm font-medium text-red-800">{error.fieldErrors.role.join(' ')}</p>
        ) : null}
      </fieldset>
      <SubmitButton pendingText={t('adding')}>{t('add')}</SubmitButton>
    </form>
  );
}
