// Signing up. An email that already has an account is answered exactly like a new one, after the
// same work (the password hashed and a mail queued either way), and nothing is created or changed:
// the answer must not tell anyone which addresses are registered. A new account gets a link to
// verify its address (verify-email.ts); the owner of an existing one is told that someone tried.
// Sign-ups are counted per client address and slowed, then refused, past a club's worth in an
// hour (lib/auth/throttle.ts): accounts are not made in bulk.
import type { Db } from '@/db/client';
import type { Locale } from '@/i18n/locales';
import { insertUserUnlessTaken } from '@/db/queries/users';
import { countedAttempt } from '@/lib/auth/attempts';
import { hashPassword } from '@/lib/auth/password';
import { deliverInBackground, queueMail } from '@/lib/mail/send-mail';
import { accountMailWords, alreadyRegisteredMail, queueAccountLink } from './account-links';

export interface SignUp {
  /** Already normalised (trimmed, lower case) by `emailSchema`. */
  email: string;
  password: string;
  name: string;
  /** The app's origin, for the link in the mail (lib/mail/link-origin.ts). */
  linkBase: string;
  /** The language of the sign-up form's request, the mail's (account-links.ts says why). */
  locale: Locale;
}

/**
 * Creates a player account unless the email is taken; says nothing about which happened. The owner
 * of an existing account is mailed the way to sign in or reset the password.
 */
export async function signUp(db: Db, input: SignUp, clientAddress: string | null, now = new Date()): Promise<void> {
  await countedAttempt(db, { kind: 'sign-up', identifier: input.email, clientAddress }, now);
  const passwordHash = await hashPassword(input.password);
  const words = await accountMailWords(input.locale);
  const mail = await db.transaction(async (tx) => {
    // The unique index on lower(email) decides, also between two sign-ups racing for one address.
    const created = await insertUserUnlessTaken(tx, {
      email: input.email,
      name: input.name,
      passwordHash,
      role: 'player',
    });
    return created
      ? queueAccountLink(tx, {
          user: created,
          purpose: 'email-verification',
          linkBase: input.linkBase,
          locale: input.locale,
          now,
        })
      : queueMail(tx, alreadyRegisteredMail(words, input.email, input.linkBase));
  });
  deliverInBackground(db, [mail]);
}
