// The refusals the account forms show, in the reader's language. The server words every refusal
// and every field's sentence in it already (i18n/refusal-sentence.ts, lib/validation/field-reader.ts);
// only a failure that is no refusal (a bug, answered in English by lib/actions/safe-action.ts) is
// worded here.
import { useTranslations } from 'next-intl';
import type { ActionError } from '@/lib/actions/safe-action';
import type { Formatter } from '@/i18n/translator';
import { waitWords } from '@/i18n/wait-words';

/** A form's refusal with its sentence in the reader's language. */
export function useAccountRefusal(error: ActionError | null): ActionError | null {
  const t = useTranslations('accounts.refusals');
  if (!error) return null;
  return { ...error, message: error.code === 'internal' ? t('serverError') : error.message };
}

/** The wait of a throttled request in the reader's words; a minute when the answer did not say. */
export function retryIn(format: Formatter, seconds: number | undefined): string {
  return waitWords(format, seconds ?? 60);
}
