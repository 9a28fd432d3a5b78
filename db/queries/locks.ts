// Row locks that serialise changes to one tournament. The order is always tournament, then stage,
// then games, so two writers never wait on each other in a circle:
// - registration, seeding, start and close lock the tournament row;
// - anything that changes a stage's matches or games (a result, a walkover, a withdrawal, a
//   correction, a voided or confirmed game, a new round) locks the stage row first, so two results
//   finishing at once never both write the match they both feed.
import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { matches, stages, tournaments, type Tournament } from '../schema';

/** Locks the tournament row for the rest of the transaction and returns it; null when there is none. */
export async function lockTournament(tx: Db, tournamentId: number): Promise<Tournament | null> {
  const [tournament] = await tx.select().from(tournaments).where(eq(tournaments.id, tournamentId)).for('update');
  return tournament ?? null;
}

/** Locks a stage row for the rest of the transaction. */
export async function lockStage(tx: Db, stageId: number): Promise<void> {
  await tx.select({ id: stages.id }).from(stages).where(eq(stages.id, stageId)).for('update');
}

/** Locks the stage the match belongs to and returns its id; null when there is no such match. */
export async function lockStageOfMatch(tx: Db, matchId: number): Promise<number | null> {
  const [row] = await tx
    .select({ stageId: stages.id })
    .from(matches)
    .innerJoin(stages, eq(stages.id, matches.stageId))
    .where(eq(matches.id, matchId))
    .for('update', { of: stages });
  return row?.stageId ?? null;
}
