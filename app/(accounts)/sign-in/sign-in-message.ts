import type { Formatter, Translator } from '@/i18n/translator';
import { retryIn } from '../account-refusals';

/** What to tell a person whose sign-in was refused, from the code app/api/auth/[...nextauth]/options.ts passes on. */
export function signInMessage(t: Translator<'accounts.signIn'>, format: Formatter, code: string | null): string {
  const [kind, seconds] = (code ?? '').split(':');
  switch (kind) {
    case 'invalid-credentials':
      return t('invalidCredentials');
    case 'too-many-attempts':
      return t('tooManyAttempts', { when: retryIn(format, Number(seconds) || 60) });
    case 'unavailable':
      return t('unavailable');
    default:
      return t('failed');
  }
}
