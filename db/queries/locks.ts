// Row locks that serialise changes to one tournament. The order is always tournament, then stage,
// then match, then games, so two writers never wait on each other in a circle:
// - registration, seeding, start and close lock the tournament row;
// - anything that changes a stage's bracket (a result, a walkover, a withdrawal, a correction, a
//   voided or confirmed game, a new round) locks the stage row exclusively first, so two results
//   finishing at once never both write the match they both feed;
// - a game reported into a series that goes on changes only its own match: it shares the stage
//   lock with other such reports (and so still waits for, and holds off, any bracket change) and
//   locks its match row, so reports of different matches run side by side and reports of one
//   match one after the other. Such a report never takes the exclusive lock while it holds the
//   shared one: two reports upgrading at once would wait on each other. It starts over instead
//   (lib/services/results/series-lock.ts, `withStageLock`).
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { games, matches, stages, tournaments, type Game, type Match, type Tournament } from '../schema';

/** `exclusive` for changes to the bracket; `shared` for a report into a series that goes on (see above). */
export type StageLockMode = 'exclusive' | 'shared';

const rowLockStrength = { exclusive: 'update', shared: 'share' } as const;

/**
 * Locks the tournament row for the rest of the transaction and returns it; null when there is none.
 * `no key update`, not `update`: a row inserted elsewhere that refers to the tournament (a report's
 * audit row) takes a key-share lock on it for its foreign key, and must not wait for this lock
 * while it holds a stage lock that this transaction waits for next.
 */
export async function lockTournament(tx: Db, tournamentId: number): Promise<Tournament | null> {
  const [tournament] = await tx.select().from(tournaments).where(eq(tournaments.id, tournamentId)).for('no key update');
  return tournament ?? null;
}

/** Locks a stage row for the rest of the transaction. */
export async function lockStage(tx: Db, stageId: number): Promise<void> {
  await tx.select({ id: stages.id }).from(stages).where(eq(stages.id, stageId)).for('update');
}

/** Locks the stage the match belongs to and returns its id; null when there is no such match. */
export async function lockStageOfMatch(tx: Db, matchId: number): Promise<number | null> {
  return (await lockStageAndTournamentOfMatch(tx, matchId, 'exclusive'))?.stageId ?? null;
}

/**
 * Locks the stage the match belongs to (exclusively or shared) and reads, in the same statement,
 * what scoring its series needs: the stage's seeding and the tournament's rules. Null when there
 * is no such match.
 */
export async function lockStageAndTournamentOfMatch(
  tx: Db,
  matchId: number,
  mode: StageLockMode,
): Promise<{ stageId: number; seededEntries: number[]; tournament: Tournament } | null> {
  const [row] = await tx
    .select({ stageId: stages.id, seededEntries: stages.seededEntries, tournament: tournaments })
    .from(matches)
    .innerJoin(stages, eq(stages.id, matches.stageId))
    .innerJoin(tournaments, eq(tournaments.id, stages.tournamentId))
    .where(eq(matches.id, matchId))
    .for(rowLockStrength[mode], { of: stages });
  return row ?? null;
}

/** Locks the match row (after its stage: see the order above) and reads it as it now stands. */
export async function lockMatch(tx: Db, matchId: number): Promise<Match | null> {
  const [match] = await tx.select().from(matches).where(eq(matches.id, matchId)).for('update');
  return match ?? null;
}

/** Locks a game row (after its stage and match) and reads it; null when there is none. */
export async function lockGame(tx: Db, gameId: number): Promise<Game | null> {
  const [game] = await tx.select().from(games).where(eq(games.id, gameId)).for('update');
  return game ?? null;
}

/** A transaction-scoped advisory lock on the caller's own key: two runs of one job (the demo seed) queue instead of racing. */
export async function lockJob(tx: Db, key: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${key})`);
}
