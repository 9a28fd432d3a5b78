import type { Db } from '@/db/client';
import { endSessions } from '@/db/queries/users';
import type { SignedInActor } from '@/lib/auth/actor';
import { forgetSessionUser } from '@/lib/auth/session-user';

/** Signs the user out on every device, this one included (API tokens are revoked one by one). */
export async function signOutEverywhere(db: Db, actor: SignedInActor): Promise<void> {
  await endSessions(db, actor.id);
  forgetSessionUser(actor.id);
}
