// A user's bearer tokens for the JSON API: made on the account page (or by the admin CLI) with the
// password, shown once, listed by name and prefix, revoked by their owner, and all revoked when the
// password changes or the user signs out everywhere (lib/services/accounts/end-sessions.ts), so taking an
// account back ends every way into it.
import type { Db } from '@/db/client';
import { countLiveApiTokens, findApiTokenState, insertApiTokenRow, revokeApiTokenRow } from '@/db/queries/api-tokens';
import { lockUser } from '@/db/queries/users';
import type { SignedInActor } from '@/lib/auth/actor';
import { generateApiToken } from '@/lib/auth/api-token';
import { AppError } from '@/lib/errors';
import { confirmPassword } from './confirm-password';

/** Most live tokens one user may hold: plenty for devices and scripts, few enough to review. */
export const MAX_LIVE_TOKENS = 20;

export interface CreatedApiToken {
  id: number;
  name: string;
  prefix: string;
  createdAt: Date;
  /** The secret itself: shown this once. */
  token: string;
}

/**
 * Makes a token for the user, who gives their password again: a token outlives the session it was
 * made from, so an open session someone walked away from must not be enough. A token cannot make
 * tokens: that takes a signed-in session (or the CLI).
 */
export async function createApiToken(
  db: Db,
  actor: SignedInActor,
  input: { name: string; password: string },
  clientAddress: string | null,
): Promise<CreatedApiToken> {
  if (actor.via === 'token') {
    throw new AppError(
      'forbidden',
      'token-cannot-create-tokens',
      'API tokens are made on the account page, not with another token.',
    );
  }
  await confirmPassword(db, actor, input.password, clientAddress, 'password');
  return insertApiToken(db, actor.id, input.name);
}

/** Makes a token for a user, whoever asks (the admin CLI); the limit on live tokens still holds. */
export async function insertApiToken(db: Db, userId: string, name: string): Promise<CreatedApiToken> {
  return db.transaction(async (tx) => {
    // The user's row is the lock: two requests at once cannot both take the last free place.
    await lockUser(tx, userId);
    const live = await countLiveApiTokens(tx, userId);
    if (live >= MAX_LIVE_TOKENS) {
      throw new AppError(
        'conflict',
        'too-many-tokens',
        `You already have ${MAX_LIVE_TOKENS} tokens. Revoke one you no longer use first.`,
        { details: { limit: MAX_LIVE_TOKENS } },
      );
    }
    const { token, prefix, tokenHash } = generateApiToken();
    const row = await insertApiTokenRow(tx, { userId, name, prefix, tokenHash });
    return { ...row, token };
  });
}

/** Revokes one of the user's own tokens; revoking it again changes nothing. */
export async function revokeApiToken(db: Db, actor: SignedInActor, input: { id: number }): Promise<void> {
  const token = await findApiTokenState(db, input.id);
  // Someone else's token is reported as missing: its existence is none of the caller's business.
  if (!token || token.userId !== actor.id)
    throw new AppError('not-found', 'token-not-found', 'You have no such API token.');
  if (token.revokedAt) return;
  await revokeApiTokenRow(db, input.id, new Date());
}
