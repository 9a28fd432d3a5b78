'use client';

import { useLocale, useTranslations } from 'next-intl';
import { dayFormat } from '@/app/_components/day-format';
import { ActionButton } from '@/app/_components/form/action-button';
import { FormAlert } from '@/app/_components/form/form-alert';
import { SubmitButton } from '@/app/_components/form/submit-button';
import { TextField } from '@/app/_components/form/text-field';
import { useFormAction } from '@/app/_components/form/use-form-action';
import { createApiTokenAction, revokeApiTokenAction } from './actions';

export interface TokenRow {
  id: number;
  name: string;
  prefix: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

export function TokenList({ tokens }: { tokens: TokenRow[] }) {
  const t = useTranslations('account.tokens');
  const locale = useLocale();
  const day = (date: Date) => dayFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' }).format(date);
  const create = useFormAction(createApiTokenAction, { resetOnSuccess: true });
  return (
    <div className="space-y-4">
      {tokens.length === 0 ? (
        <p className="text-stone-700">{t('none')}</p>
      ) : (
        <ul className="divide-y divide-stone-200 rounded border border-stone-200">
          {tokens.map((token) => (
            <li key={token.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
              <span>
                <strong>{token.name}</strong> <code className="text-sm text-stone-600">{token.prefix}…</code>
                <span className="block text-sm text-stone-600">
                  {t('made', { date: day(token.createdAt) })}
                  {token.lastUsedAt ? t('lastUsed', { date: day(token.lastUsedAt) }) : t('neverUsed')}
                  {token.revokedAt ? t('revoked', { date: day(token.revokedAt) }) : ''}
                </span>
              </span>
              {token.revokedAt ? null : (
                <ActionButton
                  action={revokeApiTokenAction}
                  fields={{ id: token.id }}
                  label={token.name}
                  pendingText={t('revoking')}
                >
                  {t('revoke')}
                </ActionButton>
              )}
            </li>
          ))}
        </ul>
      )}
      <form {...create.formProps} className="space-y-3">
        {create.data ? (
          <div
            role="status"
            className="space-y-1 rounded border border-emerald-300 bg-emerald-50 px-3 py-2 text-sm text-emerald-900"
          >
            <p className="font-medium">{t('newToken', { name: create.data.name })}</p>
            <code data-testid="new-token" className="block break-all rounded bg-white px-2 py-1 text-stone-900">
              {create.data.token}
            </code>
          </div>
        ) : null}
        <FormAlert tone="error">{create.error && !create.error.fieldErrors ? create.error.message : null}</FormAlert>
        <TextField
          name="name"
          id="token-name"
          label={t('name')}
          hint={t('nameHint')}
          required
          maxLength={60}
          defaultValue={create.error?.values?.name}
          errors={create.error?.fieldErrors?.name}
        />
        <TextField
          name="password"
          id="token-password"
          label={t('password')}
          type="password"
          autoComplete="current-password"
          required
          errors={create.error?.fieldErrors?.password}
        />
        <SubmitButton pendingText={t('making')}>{t('make')}</SubmitButton>
      </form>
    </div>
  );
}
