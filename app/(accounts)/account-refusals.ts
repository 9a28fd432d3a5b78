// The refusals the account forms show, in the reader's language. A refusal arrives with its code
// (lib/errors.ts) and an English sentence; the codes and the field sentences these forms can meet
// are named here, each with its message, and anything else is shown in English as it came.
import { useFormatter, useTranslations } from 'next-intl';
import type { ActionError } from '@/lib/actions/safe-action';
import { accountSentences } from '@/lib/validation/account-sentences';
import type { Formatter, Translator } from '@/i18n/translator';
import { waitWords } from '@/i18n/wait-words';

/** A form's refusal with its sentence and its fields' sentences in the reader's language. */
export function useAccountRefusal(error: ActionError | null): ActionError | null {
  const t = useTranslations('accounts.refusals');
  const format = useFormatter();
  if (!error) return null;
  const fieldErrors = error.fieldErrors
    ? Object.fromEntries(
        Object.entries(error.fieldErrors).map(([field, messages]) => [
          field,
          messages.map((message) => fieldSentence(t, message)),
        ]),
      )
    : undefined;
  return { ...error, message: refusalSentence(t, format, error), fieldErrors };
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

function fieldSentence(t: Translator<'accounts.refusals'>, message: string): string {
  switch (message) {
    case accountSentences.emailTooLong:
      return t('emailTooLong');
    case accountSentences.emailInvalid:
      return t('emailInvalid');
    case accountSentences.passwordTooShort:
      return t('passwordTooShort');
    case accountSentences.passwordTooLong:
      return t('passwordTooLong');
    case accountSentences.passwordsDiffer:
      return t('passwordsDiffer');
    case accountSentences.nameMissing:
      return t('nameMissing');
    default:
      return message;
  }
}
