import { useTranslations } from 'next-intl';
import { TextField } from './text-field';

/**
 * A new password typed twice, as every form that sets one asks for it (sign-up, a reset link, the
 * account page): the same rule shown, the browser told it is a new password so it may offer one.
 */
export function NewPasswordFields({
  name = 'password',
  label,
  againLabel,
  errors,
}: {
  name?: string;
  label: string;
  againLabel: string;
  errors: { password?: string[]; confirm?: string[] } | undefined;
}) {
  const t = useTranslations('accounts.fields');
  return (
    <>
      <TextField
        name={name}
        label={label}
        type="password"
        autoComplete="new-password"
        required
        minLength={10}
        hint={t('newPasswordHint')}
        errors={errors?.password}
      />
      <TextField
        name="confirm"
        label={againLabel}
        type="password"
        autoComplete="new-password"
        required
        errors={errors?.confirm}
      />
    </>
  );
}
