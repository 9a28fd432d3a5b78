'use client';

import { useLocale, useTranslations } from 'next-intl';
import { dayFormat } from '@/app/_components/day-format';
import { FormAlert } from '@/app/_components/form/form-alert';
import { SubmitButton } from '@/app/_components/form/submit-button';
import { TextField } from '@/app/_components/form/text-field';
import { NamesakeQuestion, namesakesOf } from '@/app/_components/form/namesake-question';
import { useFormAction } from '@/app/_components/form/use-form-action';
import { createClaimCodeAction, createPlayerAction } from './actions';

/** The code to hand over, and a link that fills it in. */
function ClaimCodeNote({ name, code, expiresAt }: { name: string; code: string; expiresAt: string }) {
  const t = useTranslations('organise.players');
  const locale = useLocale();
  const link = `${window.location.origin}/account?claim=${encodeURIComponent(code)}`;
  return (
    <div
      role="status"
      className="space-y-1 rounded border border-emerald-300 bg-emerald-50 px-3 py-2 text-sm text-emerald-900"
    >
      <p>
        {t.rich('codeFor', {
          name,
          until: dayFormat(locale, { day: 'numeric', month: 'long' }).format(new Date(expiresAt)),
          strong: (chunks) => <strong>{chunks}</strong>,
        })}
      </p>
      <p data-testid="claim-code" className="font-mono text-lg font-semibold tracking-wider">
        {code}
      </p>
      <p className="break-all">
        {t('orTheLink')}{' '}
        <a href={link} className="underline">
          {link}
        </a>
      </p>
      <p>{t('shownOnce')}</p>
    </div>
  );
}

export function CreatePlayerForm() {
  const t = useTranslations('organise.players');
  const { error, data, formProps } = useFormAction(createPlayerAction, { resetOnSuccess: true });
  const namesakes = namesakesOf(error);
  return (
    <form {...formProps} className="space-y-3 rounded-lg border border-stone-200 bg-white p-4">
      <h3 className="font-semibold">{t('add')}</h3>
      {data ? <ClaimCodeNote name={data.playerName} code={data.code} expiresAt={data.expiresAt} /> : null}
      <FormAlert tone="error">{error && !error.fieldErrors ? error.message : null}</FormAlert>
      <TextField
        name="displayName"
        label={t('name')}
        required
        maxLength={80}
        defaultValue={error?.values?.displayName}
        errors={namesakes.length > 0 ? undefined : error?.fieldErrors?.displayName}
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
        defaultValue={error?.values?.country}
        errors={error?.fieldErrors?.country}
      />
      <TextField
        name="rating"
        label={t('rating')}
        inputMode="numeric"
        defaultValue={error?.values?.rating}
        errors={error?.fieldErrors?.rating}
      />
      <NamesakeQuestion namesakes={namesakes} name={error?.values?.displayName ?? ''} />
      <SubmitButton pendingText={t('adding')}>{t('submit')}</SubmitButton>
    </form>
  );
}

export function ClaimCodeButton({ playerId, name }: { playerId: number; name: string }) {
  const t = useTranslations('organise.players');
  const { error, data, formProps } = useFormAction(createClaimCodeAction);
  return (
    <form {...formProps} className="space-y-2">
      <input type="hidden" name="playerId" value={playerId} />
      {data ? <ClaimCodeNote name={name} code={data.code} expiresAt={data.expiresAt} /> : null}
      {error ? (
        <p role="alert" className="text-sm text-red-800">
          {error.message}
        </p>
      ) : null}
      <SubmitButton tone="quiet" pendingText={t('making')} context={t('forName', { name })}>
        {t('makeCode')}
      </SubmitButton>
    </form>
  );
}
