'use client';

import { useTranslations } from 'next-intl';
import { FormAlert } from '@/app/_components/form/form-alert';
import { SubmitButton } from '@/app/_components/form/submit-button';
import { TextField } from '@/app/_components/form/text-field';
import { useFormAction } from '@/app/_components/form/use-form-action';
import { requestEntryAction } from './actions';

/** As the account's own player when it has one; else as a new player described here. */
export function EnterForm({ tournamentId, playerName }: { tournamentId: number; playerName: string | null }) {
  const t = useTranslations('play.enter');
  const { error, data, formProps } = useFormAction(requestEntryAction, { resetOnSuccess: true });
  if (data) {
    return <FormAlert tone="success">{t('sent')}</FormAlert>;
  }
  return (
    <form {...formProps} className="space-y-4">
      <FormAlert tone="error">{error && !error.fieldErrors ? error.message : null}</FormAlert>
      <input type="hidden" name="tournamentId" value={tournamentId} />
      {playerName ? (
        <p>{t.rich('enteredAs', { name: playerName, strong: (chunks) => <strong>{chunks}</strong> })}</p>
      ) : (
        <>
          <p className="text-stone-700">{t('noPlayer')}</p>
          <TextField
            name="displayName"
            label={t('displayName')}
            required
            maxLength={80}
            defaultValue={error?.values?.displayName}
            errors={error?.fieldErrors?.displayName}
          />
          <TextField
            name="club"
            label={t('club')}
            maxLength={80}
            defaultValue={error?.values?.club}
            errors={error?.fieldErrors?.club}
          />
          <TextField
            name="country"
            label={t('country')}
            hint={t('countryHint')}
            maxLength={2}
            autoCapitalize="characters"
            defaultValue={error?.values?.country}
            errors={error?.fieldErrors?.country}
          />
        </>
      )}
      <TextField
        name="message"
        label={t('message')}
        maxLength={500}
        defaultValue={error?.values?.message}
        errors={error?.fieldErrors?.message}
      />
      <SubmitButton pendingText={t('sending')}>{t('title')}</SubmitButton>
    </form>
  );
}
