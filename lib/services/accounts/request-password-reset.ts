// Asking for a password reset link. The answer is the same whether or not an account uses the
// address: the same result, after at least the same time (the mail is queued in the database and
// handed to SMTP only after the answer, lib/mail/send-mail.ts). Requests are throttled per address
// asked for and per client address, as sign-ins are, so nobody can flood an inbox.
import type { Db } from '@/db/client';
import type { Locale } from '@/i18n/locales';
import { findUserByEmail } from '@/db/queries/users';
import { countMailRequest } from '@/lib/auth/mail-requests';
import { atLeast } from '@/lib/auth/steady-answer';
import { deliverInBackground } from '@/lib/mail/send-mail';
import { queueAccountLink } from './account-links';

/**
 * Every answer takes at least this long. Well above the work for a registered address (a lookup,
 * an insert: tens of milliseconds on a busy machine, measured by tests/services/accounts/account-recovery.db.test.ts).
 */
export const RESET_REQUEST_MINIMUM_MS = 400;

export interface ResetRequest {
  /** Normalised by `emailSchema`. */
  email: string;
  clientAddress: string | null;
  /** The app's origin, for the link (lib/mail/link-origin.ts). */
  linkBase: string;
  /** The language of the request, the mail's (account-links.ts says why). */
  locale: Locale;
}

/** Mails a reset link if an account uses the address; answers nothing either way. */
export async function requestPasswordReset(db: Db, request: ResetRequest, now = new Date()): Promise<void> {
  await atLeast(RESET_REQUEST_MINIMUM_MS, async () => {
    // Its own identifier, never the sign-in one: asking for links must not lock anyone's sign-in.
    await countMailRequest(
      db,
      { kind: 'mail-link', identifier: `reset:${request.email}`, clientAddress: request.clientAddress },
      {
        code: 'too-many-reset-requests',
        message: (wait) => `Too many requests for a reset link. Try again in ${wait}.`,
      },
      now,
    );
    const user = await findUserByEmail(db, request.email);
    if (!user) return;
    const mail = await db.transaction((tx) =>
      queueAccountLink(tx, {
        user,
        purpose: 'password-reset',
        linkBase: request.linkBase,
        locale: request.locale,
        now,
      }),
    );
    deliverInBackground(db, [mail]);
  });
}
