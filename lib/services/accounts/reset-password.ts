// Setting a new password with a reset link. The link's token is used up in the same transaction
// that stores the password, ends every session and revokes every API token (endAllAccess):
// whoever held the account before the reset holds nothing after it. The link also proves the
// address, so an unverified account is verified by it.
import type { Db } from '@/db/client';
import { spendAccountTokens, useAccountToken } from '@/db/queries/account-tokens';
import { markEmailVerified, replacePassword } from '@/db/queries/users';
import { hashAccountToken, looksLikeAccountToken } from '@/lib/auth/account-token';
import { hashPassword } from '@/lib/auth/password';
import { forgetSessionUser } from '@/lib/auth/session-user';
import { AppError } from '@/lib/errors';
import { endAllAccess } from './end-sessions';

/** The one refusal for every link that will not do (unknown, used, expired, mangled): which it was helps nobody but an attacker. */
export function deadResetLink(): AppError {
  return new AppError(
    'invalid-input',
    'reset-link-not-valid',
    'This link cannot be used: it has been used already, has expired (links work for 30 minutes) or was copied incompletely. Ask for a new one.',
    { field: 'token' },
  );
}

export interface PasswordReset {
  /** The email of the account, so the page can offer to sign in with it. */
  email: string;
  /** The names of the API tokens that were revoked. */
  revokedTokens: string[];
}

export async function resetPassword(
  db: Db,
  input: { token: string; password: string },
  now = new Date(),
): Promise<PasswordReset> {
  if (!looksLikeAccountToken(input.token)) throw deadResetLink();
  const passwordHash = await hashPassword(input.password);
  const reset = await db.transaction(async (tx) => {
    const userId = await useAccountToken(tx, 'password-reset', hashAccountToken(input.token), now);
    if (!userId) throw deadResetLink();
    const email = await replacePassword(tx, userId, passwordHash);
    await markEmailVerified(tx, userId, now);
    await spendAccountTokens(tx, userId, 'password-reset', now);
    return { userId, email, ...(await endAllAccess(tx, userId)) };
  });
  forgetSessionUser(reset.userId);
  return { email: reset.email, revokedTokens: reset.revokedTokens };
}
