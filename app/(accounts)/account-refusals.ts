// The refusals the account forms show, in the reader's language. A refusal arrives with its code
// (lib/errors.ts) and an English sentence; the codes these forms can meet are named here, each with
// its message, and anything else is shown in English as it came. The fields' sentences arrive in
// the reader's language already (lib/validation/field-reader.ts).
import { useFormatter, useTranslations } from 'next-intl';
import type { ActionError } from '@/lib/actions/safe-action';
import type { Formatter, Translator } from '@/i18n/translator';
import { waitWords } from '@/i18n/wait-words';

/** A form's refusal with its sentence in the reader's language. */
export function useAccountRefusal(error: ActionError | null): ActionError | null {
  const t = useTranslations('accounts.refusals');
  const format = useFormatter();
  if (!error) return null;
  return { ...error, message: refusalSentence(t, format, error) };
}

/** The wait of a throttled request in the reader's words; a minute when the answer did not say. */
export function retryIn(format: Formatter, seconds: number | undefined): string {
  return waitWords(format, seconds ?? 60);
}

function refusalSentence(t: Translator<'accounts.refusals'>, format: Formatter, error: ActionError): string {
  switch (error.code) {
    case 'invalid-input':
      return t('fixFields');
    case 'internal':
      return t('serverError');
    case 'database-unavailable':
      return t('unavailable');
    case 'reset-link-not-valid':
      return t('resetLinkDead');
    case 'verification-link-not-valid':
      return t('verificationLinkDead');
    case 'too-many-reset-requests':
      return t('tooManyResetRequests', { when: retryIn(format, error.retryAfterSeconds) });
    case 'too-many-attempts':
      return t('tooManyAttempts', { when: retryIn(format, error.retryAfterSeconds) });
    default:
      return error.message;
  }
}
