// The refusals the account forms show, in the reader's language. The server words a refusal in it
// already (i18n/refusal-sentence.ts); the field sentences these forms can meet are named here, each
// with its message, and anything else is shown as it came.
import { useTranslations } from 'next-intl';
import type { ActionError } from '@/lib/actions/safe-action';
import { accountSentences } from '@/lib/validation/account-sentences';
import type { Formatter, Translator } from '@/i18n/translator';
import { waitWords } from '@/i18n/wait-words';

/** A form's refusal with its sentence and its fields' sentences in the reader's language. */
export function useAccountRefusal(error: ActionError | null): ActionError | null {
  const t = useTranslations('accounts.refusals');
  if (!error) return null;
  const fieldErrors = error.fieldErrors
    ? Object.fromEntries(
        Object.entries(error.fieldErrors).map(([field, messages]) => [
          field,
          messages.map((message) => fieldSentence(t, message)),
        ]),
      )
    : undefined;
  // A failure that is no refusal (a bug, answered in English by lib/actions/safe-action.ts) has no sentence of its own.
  return { ...error, message: error.code === 'internal' ? t('serverError') : error.message, fieldErrors };
}

/** The wait of a throttled request in the reader's words; a minute when the answer did not say. */
export function retryIn(format: Formatter, seconds: number | undefined): string {
  return waitWords(format, seconds ?? 60);
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
