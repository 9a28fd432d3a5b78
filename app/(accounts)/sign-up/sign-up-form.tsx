'use client';

import { signIn } from 'next-auth/react';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { FormAlert } from '@/app/_components/form/form-alert';
import { SubmitButton } from '@/app/_components/form/submit-button';
import { TextField } from '@/app/_components/form/text-field';
import { NewPasswordFields } from '@/app/_components/form/new-password-fields';
import { useFormAction } from '@/app/_components/form/use-form-action';
import { signInPath } from '@/lib/auth/return-path';
import { signUpAction } from './actions';

/**
 * Signing up, then signing in with the same email and password, and on to where the person was
 * going. When that sign-in is refused (the email had an account with another password, or too many
 * tries) they land on the sign-in page with the email filled in, as before.
 */
export function SignUpForm({ next }: { next: string }) {
  const router = useRouter();
  const t = useTranslations('accounts.signUp');
  const tFields = useTranslations('accounts.fields');
  const { error, formProps } = useFormAction(async (form: FormData) => {
    const result = await signUpAction(form);
    if (!result.ok) return result;
    const { email, returnTo } = result.data;
    const signedIn = await signIn<'credentials'>('credentials', {
      email,
      password: String(form.get('password') ?? ''),
      redirect: false,
    }).catch(() => null);
    if (signedIn?.ok) {
      router.replace(returnTo);
      router.refresh();
    } else {
      router.replace(`${signInPath(returnTo)}&${new URLSearchParams({ registered: '1', email })}`);
    }
    return result;
  });
  return (
    <form {...formProps} className="space-y-4">
      <FormAlert tone="error">{error?.message}</FormAlert>
      <input type="hidden" name="next" value={next} />
      <TextField
        name="name"
        label={tFields('yourName')}
        autoComplete="name"
        required
        defaultValue={error?.values?.name}
        errors={error?.fieldErrors?.name}
      />
      <TextField
        name="email"
        label={tFields('email')}
        type="email"
        autoComplete="email"
        required
        defaultValue={error?.values?.email}
        errors={error?.fieldErrors?.email}
      />
      <NewPasswordFields label={tFields('password')} againLabel={t('passwordAgain')} errors={error?.fieldErrors} />
      <SubmitButton pendingText={t('pending')}>{t('submit')}</SubmitButton>
    </form>
  );
}
