// The matrix section "an organiser who lost the organiser role": every row the world's organiser
// may use as the tournament's organiser (managing it, ruling on its results, reporting as its
// staff) tried after an admin made them a player again: as a server action with their new session,
// as an API call with a new session cookie, and with an API token they made while still an
// organiser. The tournament is made (by `prepare`) while they hold the role; the demotion follows.
import { eq } from 'drizzle-orm';
import { users } from '@/db/schema';
import { applyRole } from '@/lib/services/accounts/set-user-role';
import { unique } from '../db/fixtures';
import { actorOf, makeApiToken, sessionCookie } from './helpers';
import type { MatrixRow } from './matrix';
import type { World } from './matrix-world';

/** How the demoted organiser proves who they are. */
export const demotedCredentials = ['a new session', 'an API token made before'] as const;
export type DemotedCredential = (typeof demotedCredentials)[number];

/** Rows the organiser may use as this tournament's organiser: its co-organiser may too, an organiser of another tournament may not. */
export function isOrganisersRow(row: MatrixRow): boolean {
  return (
    row.allowed.includes('organiser') &&
    row.allowed.includes('co-organiser') &&
    !row.allowed.includes('other-organiser')
  );
}

/** Only the JSON API takes tokens. */
export const isRouteRow = (row: MatrixRow): boolean => !row.name.startsWith('action ');

/** Makes the world's organiser an organiser again (a previous attempt demoted them), for `prepare` to set up as them. */
export async function restoreOrganiser(world: World): Promise<void> {
  const [row] = await world.db.select({ role: users.role }).from(users).where(eq(users.id, world.users.organiser.id));
  if (row.role !== 'organiser') await applyRole(world.db, world.users.organiser.id, 'organiser');
}

/** Demotes the world's organiser to a player through the admins' service; the world as it is then, with the organiser proving who they are with `credential`. */
export async function demoteOrganiser(world: World, credential: DemotedCredential): Promise<World> {
  const token = await makeApiToken(world.db, world.users.organiser, unique('made while an organiser'));
  const demoted = await applyRole(world.db, world.users.organiser.id, 'player');
  const proof: Record<string, string> =
    credential === 'a new session'
      ? { cookie: await sessionCookie(world.db, demoted) }
      : { authorization: `Bearer ${token}` };
  return {
    ...world,
    users: { ...world.users, organiser: demoted },
    actor: (who) => (who === 'organiser' ? actorOf(demoted) : world.actor(who)),
    credentials: async (who) => (who === 'organiser' ? proof : world.credentials(who)),
  };
}
