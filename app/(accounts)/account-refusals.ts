// The wait a throttled sign-in is told in the reader's language (the sign-in page words NextAuth's
// answer itself, sign-in/sign-in-message.ts); every other refusal arrives worded by the server.
import type { Formatter } from '@/i18n/translator';
import { waitWords } from '@/i18n/wait-words';

/** The wait of a throttled request in the reader's words; a minute when the answer did not say. */
export function retryIn(format: Formatter, seconds: number | undefined): string {
  return waitWords(format, seconds ?? 60);
}
