// The matrix section "staff playing in a match": every ruling on a match (the rows only staff may
// use: walkovers, disputes, voids, corrections, tables, coin tosses, withdrawals during play) tried
// in a match between the world's arbiter and co-organiser, as each of them and as another arbiter
// of the tournament who plays no match. The first two have only a player's rights there.
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { entries, matches, stages, tournamentStaff, tournaments, type User } from '@/db/schema';
import { makePlayer, makeUser } from '../db/fixtures';
import { actorOf, sessionCookie } from './helpers';
import type { MatrixRow } from './matrix';
import type { World } from './matrix-world';

/** Who tries each ruling. */
export const ownMatchCallers = ['the playing arbiter', 'the playing co-organiser', 'another arbiter'] as const;
export type OwnMatchCaller = (typeof ownMatchCallers)[number];

/** The rows of rulings on a match: allowed to the tournament's staff (arbiters too), not to its players nor to organisers of other tournaments. */
export function isRulingRow(row: MatrixRow): boolean {
  return (
    row.allowed.includes('arbiter') && !row.allowed.includes('match-player') && !row.allowed.includes('other-organiser')
  );
}

export interface OwnMatchWorld {
  world: World;
  /** An arbiter of every tournament a ruling is tried in, who plays in none of its matches. */
  anotherArbiter: User;
  /** Player records of the world's arbiter and co-organiser. */
  playerOf: { arbiter: number; 'co-organiser': number };
}

export async function ownMatchWorld(world: World): Promise<OwnMatchWorld> {
  const arbiter = await makePlayer(world.db, { userId: world.users.arbiter.id });
  const coOrganiser = await makePlayer(world.db, { userId: world.users['co-organiser'].id });
  return {
    world,
    anotherArbiter: await makeUser(world.db, { name: 'Another Arbiter' }),
    playerOf: { arbiter: arbiter.id, 'co-organiser': coOrganiser.id },
  };
}

/**
 * Puts the arbiter (slot 1) and the co-organiser (slot 2) in the match a row's `prepare` made: the
 * one match with two players of the newest tournament (every ruling row makes a two-player event),
 * and the other arbiter on its staff.
 */
export async function seatStaffInNewestMatch({ world, anotherArbiter, playerOf }: OwnMatchWorld): Promise<void> {
  const { db } = world;
  const [newest] = await db.select({ id: tournaments.id }).from(tournaments).orderBy(desc(tournaments.id)).limit(1);
  const found = await db
    .select({ entry1Id: matches.entry1Id, entry2Id: matches.entry2Id })
    .from(matches)
    .innerJoin(stages, eq(stages.id, matches.stageId))
    .where(and(eq(stages.tournamentId, newest.id), isNotNull(matches.entry1Id), isNotNull(matches.entry2Id)));
  if (found.length !== 1)
    throw new Error(`Expected one match with two players in tournament ${newest.id}, found ${found.length}.`);
  await db.update(entries).set({ playerId: playerOf.arbiter }).where(eq(entries.id, found[0].entry1Id!));
  await db.update(entries).set({ playerId: playerOf['co-organiser'] }).where(eq(entries.id, found[0].entry2Id!));
  await db.insert(tournamentStaff).values({ tournamentId: newest.id, userId: anotherArbiter.id, role: 'arbiter' });
}

/** The world as a row sees it, with the caller in the matrix column the row's attempt uses. */
export function asCaller(
  { world, anotherArbiter }: OwnMatchWorld,
  caller: OwnMatchCaller,
): { world: World; who: 'arbiter' | 'co-organiser' } {
  if (caller === 'the playing arbiter') return { world, who: 'arbiter' };
  if (caller === 'the playing co-organiser') return { world, who: 'co-organiser' };
  return {
    who: 'arbiter',
    world: {
      ...world,
      users: { ...world.users, arbiter: anotherArbiter },
      actor: (who) => (who === 'arbiter' ? actorOf(anotherArbiter) : world.actor(who)),
      credentials: async (who) =>
        who === 'arbiter' ? { cookie: await sessionCookie(world.db, anotherArbiter) } : world.credentials(who),
    },
  };
}
