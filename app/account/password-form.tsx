'use client';

import { signIn } from 'next-auth/react';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import { FormAlert } from '@/app/_components/form/form-alert';
import { buttonClass } from '@/app/_components/form/submit-button';
import { TextField } from '@/app/_components/form/text-field';
import { NewPasswordFields } from '@/app/_components/form/new-password-fields';
import type { ActionError } from '@/lib/actions/safe-action';
import { changePasswordAction } from './actions';
import { revokedTokensSentence } from './revoked-tokens';

/**
 * A new password ends every session, this one too, and revokes every API token; the form then signs
 * in again with it, so the person who changed it stays signed in here and nowhere else, and is told
 * which tokens were revoked.
 */
export function PasswordForm({ email }: { email: string }) {
  const t = useTranslations('account.passwordForm');
  const tAccount = useTranslations('account');
  const format = useFormatter();
  const router = useRouter();
  const [error, setError] = useState<ActionError | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const values = new FormData(form);
    setPending(true);
    setDone(null);
    const result = await changePasswordAction(values);
    if (!result.ok) {
      setError(result.error);
      setPending(false);
      return;
    }
    setError(null);
    const again = await signIn<'credentials'>('credentials', {
      email,
      password: String(values.get('newPassword')),
      redirect: false,
    });
    if (!again?.ok) {
      router.replace(`/sign-in?callbackUrl=/account&email=${encodeURIComponent(email)}`);
      return;
    }
    form.reset();
    setDone(`${t('done')}${revokedTokensSentence(tAccount, format, result.data.revokedTokens)}`);
    router.refresh();
    setPending(false);
  }

  return (
    <form onSubmit={submit} className="space-y-3">
      <FormAlert tone="success">{done}</FormAlert>
      <FormAlert tone="error">{error && !error.fieldErrors ? error.message : null}</FormAlert>
      <TextField
        name="currentPassword"
        label={t('current')}
        type="password"
        autoComplete="current-password"
        required
        errors={error?.fieldErrors?.currentPassword}
      />
      <NewPasswordFields
        name="newPassword"
        label={t('new')}
        againLabel={t('again')}
        errors={error?.fieldErrors && { password: error.fieldErrors.newPassword, confirm: error.fieldErrors.confirm }}
      />
      <button type="submit" disabled={pending} className={buttonClass()}>
        {pending ? t('changing') : t('change')}
      </button>
    </form>
  );
}
