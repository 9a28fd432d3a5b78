// The tournament behind an organiser's page (/t/[slug]/staff, /t/[slug]/registrations): the
// signed-in user is sent to sign in first; a tournament they may not see is not found.
import { notFound, redirect } from 'next/navigation';
import type { Db } from '@/db/client';
import type { Tournament } from '@/db/schema';
import { isSignedIn, type Actor, type SignedInActor } from '@/lib/auth/actor';
import { tournamentWithRights, type TournamentRights } from '@/lib/auth/permissions';
import { signInPath } from '@/lib/auth/return-path';

export async function loadManagedTournament(
  db: Db,
  actor: Actor,
  slug: string,
  returnPath: string,
): Promise<{ user: SignedInActor; tournament: Tournament; rights: TournamentRights }> {
  if (!isSignedIn(actor)) redirect(signInPath(returnPath));
  // No rights at all for a draft one is not on the staff of: to them it does not exist.
  const found = await tournamentWithRights(db, actor, slug);
  if (!found?.rights) notFound();
  return { user: actor, tournament: found.tournament, rights: found.rights };
}
