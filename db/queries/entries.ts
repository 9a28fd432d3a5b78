// A tournament's entries with their players, for registration, seeding and the start.
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { entries, players, type Entry, type Player } from '../schema';

export type EntryWithPlayer = Entry & {
  player: Pick<Player, 'id' | 'displayName' | 'club' | 'country' | 'rating' | 'userId'>;
};

/** Every entry of the tournament with its player: seeded ones by seed, then the rest in registration order. */
export async function listEntries(db: Db, tournamentId: number): Promise<EntryWithPlayer[]> {
  const rows = await db
    .select({
      entry: entries,
      player: {
        id: players.id,
        displayName: players.displayName,
        club: players.club,
        country: players.country,
        rating: players.rating,
        userId: players.userId,
      },
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
      player: {
        id: players.id,
        displayName: players.displayName,
        club: players.club,
        country: players.country,
        rating: players.rating,
        userId: players.userId,
      },
    })
    .from(entries)
    .innerJoin(players, eq(players.id, entries.playerId))
    .where(eq(entries.id, entryId));
  return row ? { ...row.entry, player: row.player } : null;
}

/** The entry of the tournament whose player the user plays as, or null. */
export async function entryOfUser(db: Db, tournamentId: number, userId: string): Promise<Entry | null> {
  const [row] = await db
    .select({ entry: entries })
    .from(entries)
    .innerJoin(players, eq(players.id, entries.playerId))
    .where(and(eq(entries.tournamentId, tournamentId), eq(players.userId, userId)));
  return row?.entry ?? null;
}

/** How many entries the tournament has, how many are checked in and how many withdrew. */
export async function countEntries(
  db: Db,
  tournamentId: number,
): Promise<{ total: number; checkedIn: number; withdrawn: number }> {
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

/** The entry withdraws; before the start it also gives up its seed. */
export async function markWithdrawn(
  db: Db,
  entryId: number,
  withdrawnAt: Date,
  options: { clearSeed: boolean },
): Promise<void> {
  await db
    .update(entries)
    .set(options.clearSeed ? { status: 'withdrawn', withdrawnAt, seed: null } : { status: 'withdrawn', withdrawnAt })
    .where(eq(entries.id, entryId));
}

/** An entry's status as it now stands, or null. */
export async function entryStatus(db: Db, entryId: number): Promise<Entry['status'] | null> {
  const [row] = await db.select({ status: entries.status }).from(entries).where(eq(entries.id, entryId));
  return row?.status ?? null;
}

/**
 * Of the stage's entries, those whose run has ended (`out`) are `eliminated` and the others that
 * were eliminated are `active` again (a correction put them back in the running). Withdrawn
 * entries stay withdrawn.
 */
export async function syncEliminations(db: Db, inStage: readonly number[], out: readonly number[]): Promise<void> {
  if (inStage.length === 0) return;
  await db
    .update(entries)
    .set({ status: 'active' })
    .where(and(inArray(entries.id, [...inStage]), eq(entries.status, 'eliminated')));
  if (out.length > 0)
    await db
      .update(entries)
      .set({ status: 'eliminated' })
      .where(and(inArray(entries.id, [...out]), eq(entries.status, 'active')));
}

/** Enters the player in the tournament. */
export async function insertEntry(
  db: Db,
  entry: { tournamentId: number; playerId: number; checkedIn?: boolean },
): Promise<Entry> {
  const [inserted] = await db.insert(entries).values(entry).returning();
  return inserted;
}

/** Enters these players in the tournament (an imported list), in order; answers the new entries' ids. */
export async function insertEntries(
  db: Db,
  tournamentId: number,
  playerIds: readonly number[],
): Promise<{ id: number }[]> {
  return db
    .insert(entries)
    .values(playerIds.map((playerId) => ({ tournamentId, playerId })))
    .returning({ id: entries.id });
}

/** True when the player is entered in the tournament. */
export async function isEntered(db: Db, tournamentId: number, playerId: number): Promise<boolean> {
  const [entered] = await db
    .select({ id: entries.id })
    .from(entries)
    .where(and(eq(entries.tournamentId, tournamentId), eq(entries.playerId, playerId)));
  return entered !== undefined;
}

/** Gives one entry its seed (a late entry goes last). */
/** Points granted to a late entry into a Swiss for the rounds it missed. */
export async function setGrantedPoints(db: Db, entryId: number, points: number): Promise<void> {
  await db.update(entries).set({ grantedPoints: points }).where(eq(entries.id, entryId));
}

export async function setSeed(db: Db, entryId: number, seed: number): Promise<void> {
  await db.update(entries).set({ seed }).where(eq(entries.id, entryId));
}

/** Deletes the entry and returns it; null when there was none. */
export async function deleteEntry(db: Db, entryId: number): Promise<Entry | null> {
  const [removed] = await db.delete(entries).where(eq(entries.id, entryId)).returning();
  return removed ?? null;
}

/** Checks the entry in (or out); false when it has withdrawn (or does not exist), and then nothing changes. */
export async function setCheckedIn(db: Db, entryId: number, checkedIn: boolean): Promise<boolean> {
  const [updated] = await db
    .update(entries)
    .set({ checkedIn })
    .where(and(eq(entries.id, entryId), ne(entries.status, 'withdrawn')))
    .returning({ id: entries.id });
  return updated !== undefined;
}

/** The entries not checked in when the tournament starts are withdrawn. */
export async function withdrawAbsent(db: Db, entryIds: readonly number[], withdrawnAt: Date): Promise<void> {
  await db
    .update(entries)
    .set({ status: 'withdrawn', withdrawnAt })
    .where(inArray(entries.id, [...entryIds]));
}

/** Stores the final ranks of a closed tournament on its entries. */
export async function writeFinalRanks(db: Db, ranks: readonly { entryId: number; rank: number }[]): Promise<void> {
  if (ranks.length === 0) return;
  const values = ranks.map((row) => sql`(${row.entryId}::int, ${row.rank}::int)`);
  await db.execute(sql`
    update ${entries} set final_rank = ranks.rank
    from (values ${sql.join(values, sql`, `)}) as ranks (id, rank)
    where ${entries.id} = ranks.id`);
}

/** These active entries are eliminated (at the close, everyone but the champion). */
export async function eliminateEntries(db: Db, entryIds: readonly number[]): Promise<void> {
  if (entryIds.length === 0) return;
  await db
    .update(entries)
    .set({ status: 'eliminated' })
    .where(and(inArray(entries.id, [...entryIds]), eq(entries.status, 'active')));
}
