// Ending every way into an account at once: its sessions (the session version is raised and the
// server-side session rows go) and its API tokens. Signing out everywhere and a new password both
// do it, so whoever had the account cannot keep a script or a copied cookie working.
import type { Db } from '@/db/client';
import { deleteTokensOfUser } from '@/db/queries/api-tokens';
import { endSessionsOfUser } from '@/db/queries/sessions';
import { endSessions } from '@/db/queries/users';
import type { SignedInActor } from '@/lib/auth/actor';
import { forgetSessionUser } from '@/lib/auth/session-user';

/** What ending every session did beyond that: the names of the API tokens that were revoked. */
export interface EndedAccess {
  revokedTokens: string[];
}

/** Inside the caller's transaction: ends the user's sessions and tokens (the caller then forgets its cached copy). */
export async function endAllAccess(tx: Db, userId: string): Promise<EndedAccess> {
  await endSessions(tx, userId);
  await endSessionsOfUser(tx, userId);
  return { revokedTokens: await deleteTokensOfUser(tx, userId) };
}

/** Signs the user out on every device, this one included, and revokes their API tokens. */
export async function signOutEverywhere(db: Db, actor: SignedInActor): Promise<EndedAccess> {
  const ended = await db.transaction((tx) => endAllAccess(tx, actor.id));
  forgetSessionUser(actor.id);
  return ended;
}
