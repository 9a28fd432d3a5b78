// Reporting results waits for a verified email address: a throwaway sign-up must not be able to
// report, confirm or dispute games as the player it claimed. Looking around needs no proof.
import type { Db } from '@/db/client';
import { hasVerifiedEmail } from '@/db/queries/users';
import { AppError } from '@/lib/errors';
import type { SignedInActor } from './actor';

/** Refuses an account whose address is not verified yet, saying how to verify it. */
export async function requireVerifiedEmail(db: Db, user: SignedInActor): Promise<void> {
  if (await hasVerifiedEmail(db, user.id)) return;
  throw new AppError(
    'forbidden',
    'email-not-verified',
    `Confirm your email address before you report, confirm or dispute games: open the link we mailed to ${user.email}, or send it again from your account page.`,
    { details: { email: user.email } },
  );
}
