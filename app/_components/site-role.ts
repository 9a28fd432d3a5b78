// The signed-in user a page of a site role needs (/admin/users: admins; /organise: organisers):
// an anonymous visitor is sent to sign in and brought back; someone without the role is answered
// 403 with the forbidden page of the page's section (app/admin/forbidden.tsx,
// app/organise/forbidden.tsx), which says which role it takes.
import { forbidden, redirect } from 'next/navigation';
import type { User } from '@/db/schema';
import { getActor, isSignedIn, type SignedInActor } from '@/lib/auth/actor';
import { hasRole } from '@/lib/auth/permissions';
import { signInPath } from '@/lib/auth/return-path';

export async function requireSiteRole(
  role: Exclude<User['role'], 'player'>,
  returnPath: string,
): Promise<SignedInActor> {
  const actor = await getActor();
  if (!isSignedIn(actor)) redirect(signInPath(returnPath));
  if (!hasRole(actor, role)) forbidden();
  return actor;
}
