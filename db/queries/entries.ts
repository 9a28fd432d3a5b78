// A tournament's entries with their players, for registration, seeding and the start.
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { entries, players, type Entry, type Player } from '../schema';

export type EntryWithPlayer = Entry & { player: Pick<Player, 'id' | 'displayName' | 'club' | 'country' | 'rating' | 'userId'> };

/** Every entry of the tournament with its player: seeded ones by seed, then the rest in registration order. */
export async function listEntries(db: Db, tournamentId: number): Promise<EntryWithPlayer[]> {
  const rows = await db
    .select({
      entry: entries,
      player: { id: players.id, displayName: players.displayName, club: players.club, country: players.country, rating: players.rating, userId: players.userId },
    })
    .from(entries)
    .innerJoin(players, eq(players.id, entries.playerId))
    .where(eq(entries.tournamentId, tournamentId))
    .orderBy(sql`${entries.seed} asc nulls last`, asc(entries.id));
  return rows.map((row) => ({ ...row.entry, player: row.player }));
}

/** One entry with its player, or null. */
export async function findEntry(db: Db, entryId: number): Promise<EntryWithPlayer | null> {
  const [row] = await db
    .select({
      entry: entries,
      player: { id: players.id, displayName: players.displayName, club: players.club, country: players.country, rating: players.rating, userId: players.userId },
    })
    .from(entries)
    .innerJoin(players, eq(players.id, entries.playerId))
    .where(eq(entries.id, entryId));
  return row ? { ...row.entry, player: row.player } : null;
}

/** How many entries the tournament has, how many are checked in and how many withdrew. */
export async function countEntries(db: Db, tournamentId: number): Promise<{ total: number; checkedIn: number; withdrawn: number }> {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      checkedIn: sql<number>`(count(*) filter (where ${entries.checkedIn} and ${entries.status} <> 'withdrawn'))::int`,
      withdrawn: sql<number>`(count(*) filter (where ${entries.status} = 'withdrawn'))::int`,
    })
    .from(entries)
    .where(eq(entries.tournamentId, tournamentId));
  return row;
}

/** Gives each listed entry its seed (1 for the first) and clears the seed of every other entry of the tournament. */
export async function writeSeeds(db: Db, tournamentId: number, order: readonly number[]): Promise<void> {
  await db.update(entries).set({ seed: null }).where(eq(entries.tournamentId, tournamentId));
  if (order.length === 0) return;
  const values = order.map((entryId, index) => sql`(${entryId}::int, ${index + 1}::int)`);
  await db.execute(sql`
    update ${entries} set seed = seeds.seed
    from (values ${sql.join(values, sql`, `)}) as seeds (id, seed)
    where ${entries.id} = seeds.id and ${entries.tournamentId} = ${tournamentId}`);
}
