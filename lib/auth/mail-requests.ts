// Requests that send mail (a reset link, a verification link) are throttled like sign-ins
// (lib/auth/attempts.ts): each one counts as a failure of its own identifier, so repeated
// requests slow down and then stop, and nobody can flood an inbox or the SMTP server.
import type { Db } from '@/db/client';
import { AppError, isAppError } from '@/lib/errors';
import type { RefusalCode } from '@/lib/refusal-codes';
import { throttledAttempt, type AttemptKey } from './attempts';
import { describeWait } from './throttle';

export interface MailRequestRefusal {
  code: RefusalCode;
  /** The sentence, given the wait ("3 minutes"). */
  message: (wait: string) => string;
}

/** Counts one request; while throttled refuses with `rate-limited` and the refusal's own words. */
export async function countMailRequest(db: Db, key: AttemptKey, refusal: MailRequestRefusal, now: Date): Promise<void> {
  try {
    await throttledAttempt(db, key, async () => false, now);
  } catch (error) {
    if (isAppError(error) && error.code === 'too-many-attempts' && error.retryAfterSeconds !== undefined) {
      throw new AppError('rate-limited', refusal.code, refusal.message(describeWait(error.retryAfterSeconds)), {
        retryAfterSeconds: error.retryAfterSeconds,
      });
    }
    throw error;
  }
}
