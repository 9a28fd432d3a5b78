import { and, asc, count, desc, eq, inArray, like, or } from 'drizzle-orm';
import type { Db } from '../client';
import {
  entries,
  matches,
  stages,
  tournamentStaff,
  tournaments,
  type Stage,
  type Tournament,
  type User,
} from '../schema';

/** A tournament row to store. */
export type NewTournament = typeof tournaments.$inferInsert;

/** The statuses the public sees: a draft is its organiser's business until registration opens. */
export const publicTournamentStatuses = [
  'registration',
  'running',
  'finished',
] as const satisfies readonly Tournament['status'][];

export type TournamentSummary = Pick<
  Tournament,
  'id' | 'slug' | 'name' | 'venue' | 'startsOn' | 'endsOn' | 'status' | 'format' | 'ruleSet'
> & { entryCount: number };

/**
 * Public tournaments, soonest first within each status, with how many have entered: every entry,
 * whether still in, knocked out or withdrawn (a finished event's players are all out by then).
 */
export async function listPublicTournaments(db: Db): Promise<TournamentSummary[]> {
  return db
    .select({
      id: tournaments.id,
      slug: tournaments.slug,
      name: tournaments.name,
      venue: tournaments.venue,
      startsOn: tournaments.startsOn,
      endsOn: tournaments.endsOn,
      status: tournaments.status,
      format: tournaments.format,
      ruleSet: tournaments.ruleSet,
      entryCount: count(entries.id),
    })
    .from(tournaments)
    .leftJoin(entries, eq(entries.tournamentId, tournaments.id))
    .where(inArray(tournaments.status, publicTournamentStatuses))
    .groupBy(tournaments.id)
    .orderBy(asc(tournaments.startsOn), desc(tournaments.createdAt));
}

export async function findTournamentBySlug(db: Db, slug: string): Promise<Tournament | null> {
  const [tournament] = await db.select().from(tournaments).where(eq(tournaments.slug, slug)).limit(1);
  return tournament ?? null;
}

export async function findTournament(db: Db, id: number): Promise<Tournament | null> {
  const [tournament] = await db.select().from(tournaments).where(eq(tournaments.id, id)).limit(1);
  return tournament ?? null;
}

/** The tournament a match belongs to, read in one statement; null when there is no such match. */
export async function findTournamentOfMatch(db: Db, matchId: number): Promise<Tournament | null> {
  const [row] = await db
    .select({ tournament: tournaments })
    .from(matches)
    .innerJoin(stages, eq(stages.id, matches.stageId))
    .innerJoin(tournaments, eq(tournaments.id, stages.tournamentId))
    .where(eq(matches.id, matchId));
  return row?.tournament ?? null;
}

/** The slugs in use that start with `base` (the base itself and `base-2`, `base-3`, …). */
export async function slugsLike(db: Db, base: string): Promise<string[]> {
  const rows = await db
    .select({ slug: tournaments.slug })
    .from(tournaments)
    .where(or(eq(tournaments.slug, base), like(tournaments.slug, `${base}-%`)));
  return rows.map((row) => row.slug);
}

/** The tournament's latest stage (the one being played), or null before the start. */
export async function findCurrentStage(db: Db, tournamentId: number): Promise<Stage | null> {
  const [stage] = await db
    .select()
    .from(stages)
    .where(eq(stages.tournamentId, tournamentId))
    .orderBy(desc(stages.ordinal))
    .limit(1);
  return stage ?? null;
}

/** Tournaments the user manages (organiser or co-organiser), or every one for an admin; newest first. */
export async function listManagedTournaments(db: Db, user: { id: string; role: User['role'] }) {
  const query = db
    .selectDistinct({
      id: tournaments.id,
      slug: tournaments.slug,
      name: tournaments.name,
      status: tournaments.status,
      startsOn: tournaments.startsOn,
      createdAt: tournaments.createdAt,
    })
    .from(tournaments)
    .leftJoin(
      tournamentStaff,
      and(eq(tournamentStaff.tournamentId, tournaments.id), eq(tournamentStaff.role, 'co-organiser')),
    );
  const filtered =
    user.role === 'admin'
      ? query
      : query.where(or(eq(tournaments.organiserId, user.id), eq(tournamentStaff.userId, user.id)));
  return filtered.orderBy(desc(tournaments.createdAt));
}

/** The tournament's organiser, or null when there is no such tournament. */
export async function organiserOf(db: Db, tournamentId: number): Promise<string | null> {
  const [tournament] = await db
    .select({ organiserId: tournaments.organiserId })
    .from(tournaments)
    .where(eq(tournaments.id, tournamentId));
  return tournament?.organiserId ?? null;
}

/** Stores a new tournament. */
export async function insertTournament(db: Db, tournament: NewTournament): Promise<Tournament> {
  const [inserted] = await db.insert(tournaments).values(tournament).returning();
  return inserted;
}

/** Changes the tournament's settings (or its status) and returns it as stored. */
export async function updateTournamentRow(
  db: Db,
  tournamentId: number,
  changes: Partial<NewTournament>,
): Promise<Tournament> {
  const [updated] = await db.update(tournaments).set(changes).where(eq(tournaments.id, tournamentId)).returning();
  return updated;
}

/** Locks the tournament row (as lockTournament does) and reads its status; null when there is none. */
export async function lockTournamentStatus(db: Db, tournamentId: number): Promise<Tournament['status'] | null> {
  const [tournament] = await db
    .select({ status: tournaments.status })
    .from(tournaments)
    .where(eq(tournaments.id, tournamentId))
    .for('no key update');
  return tournament?.status ?? null;
}

/** The stage is over: the tournament closed. */
export async function finishStage(db: Db, stageId: number): Promise<void> {
  await db.update(stages).set({ status: 'finished' }).where(eq(stages.id, stageId));
}
