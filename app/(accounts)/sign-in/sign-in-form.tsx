'use client';

import { signIn } from 'next-auth/react';
import { useFormatter, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { FormAlert } from '@/app/_components/form/form-alert';
import { buttonClass } from '@/app/_components/form/submit-button';
import { TextField } from '@/app/_components/form/text-field';
import { signInMessage } from './sign-in-message';

/**
 * Email and password through next-auth's Credentials provider; the answer comes back as JSON, not a
 * redirect. The refusal is kept as its code and put in words as it is shown, in the reader's language.
 */
export function SignInForm({
  email,
  returnTo,
  initialError,
}: {
  email: string;
  returnTo: string;
  initialError: string | null;
}) {
  const router = useRouter();
  const t = useTranslations('accounts.signIn');
  const tFields = useTranslations('accounts.fields');
  const format = useFormatter();
  const [error, setError] = useState<string | null>(initialError);
  const [pending, setPending] = useState(false);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setPending(true);
    setError(null);
    try {
      const result = await signIn<'credentials'>('credentials', {
        email: String(form.get('email') ?? ''),
        password: String(form.get('password') ?? ''),
        redirect: false,
      });
      if (result?.ok) {
        router.replace(returnTo);
        router.refresh();
        return;
      }
      setError(result?.error ?? 'failed');
    } catch {
      setError('unavailable');
    }
    setPending(false);
  }

  return (
    <form onSubmit={submit} className="space-y-4">
      <FormAlert tone="error">{error === null ? null : signInMessage(t, format, error)}</FormAlert>
      <TextField
        name="email"
        label={tFields('email')}
        type="email"
        autoComplete="email"
        required
        defaultValue={email}
      />
      <TextField name="password" label={tFields('password')} type="password" autoComplete="current-password" required />
      <button type="submit" disabled={pending} className={buttonClass()}>
        {pending ? t('pending') : t('submit')}
      </button>
    </form>
  );
}
