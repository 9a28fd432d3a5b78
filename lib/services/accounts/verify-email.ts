// Verifying a new account's email address: sign-up mails a link (lib/services/accounts/sign-up.ts), the
// link's page confirms it, and the account page sends it again. Until then the account may sign
// in and look around, but not report, confirm or dispute games (lib/auth/verified-email.ts).
import type { Db } from '@/db/client';
import type { Locale } from '@/i18n/locales';
import { useAccountToken } from '@/db/queries/account-tokens';
import { hasVerifiedEmail, markEmailVerified } from '@/db/queries/users';
import type { SignedInActor } from '@/lib/auth/actor';
import { hashAccountToken, looksLikeAccountToken } from '@/lib/auth/account-token';
import { countMailRequest } from '@/lib/auth/mail-requests';
import { AppError } from '@/lib/errors';
import { deliverInBackground } from '@/lib/mail/send-mail';
import { queueAccountLink } from './account-links';

/** Marks the address of the link's account as verified; refuses a link that is unknown, used or expired. */
export async function verifyEmail(db: Db, input: { token: string }, now = new Date()): Promise<void> {
  if (!looksLikeAccountToken(input.token)) throw deadVerificationLink();
  await db.transaction(async (tx) => {
    const userId = await useAccountToken(tx, 'email-verification', hashAccountToken(input.token), now);
    if (!userId) throw deadVerificationLink();
    await markEmailVerified(tx, userId, now);
  });
}

function deadVerificationLink(): AppError {
  return new AppError(
    'invalid-input',
    'verification-link-not-valid',
    'This link cannot be used: it has been used already, has expired (links work for 48 hours) or was copied incompletely. Sign in and send yourself a new one from your account page.',
    { field: 'token' },
  );
}

/** Mails the signed-in user a new verification link; `already-verified` when there is nothing to prove. */
export async function resendVerificationLink(
  db: Db,
  actor: SignedInActor,
  request: { clientAddress: string | null; linkBase: string; locale: Locale },
  now = new Date(),
): Promise<'sent' | 'already-verified'> {
  if (await hasVerifiedEmail(db, actor.id)) return 'already-verified';
  // Each send counts against the account (and the client address), so the button cannot flood an inbox.
  await countMailRequest(
    db,
    { kind: 'mail-link', identifier: `verify:${actor.id}`, clientAddress: request.clientAddress },
    {
      code: 'too-many-links',
      message: (wait) =>
        `We have sent several links already. Try again in ${wait}, and look in your spam folder meanwhile.`,
    },
    now,
  );
  const mail = await db.transaction((tx) =>
    queueAccountLink(tx, {
      user: actor,
      purpose: 'email-verification',
      linkBase: request.linkBase,
      locale: request.locale,
      now,
    }),
  );
  deliverInBackground(db, [mail]);
  return 'sent';
}
