// The organisers' corrections of series results (`result_adjustments`): the one in force on a
// match, recording a new one, withdrawing them. Row <-> `core/tournament` SeriesAdjustment.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { SeriesAdjustment, SlotIndex } from '@/core/tournament';
import type { Db } from '../client';
import { resultAdjustments, type ResultAdjustment } from '../schema';

/** The row as the formats library takes it. */
export function adjustmentOf(row: ResultAdjustment): SeriesAdjustment {
  return {
    how: row.how,
    winner: (row.winnerSlot === 1 ? 0 : 1) as SlotIndex,
    wins: [row.wins1, row.wins2],
    draws: row.draws,
  };
}

/** The adjustment in force on the match, or null. */
export async function adjustmentInForce(db: Db, matchId: number): Promise<ResultAdjustment | null> {
  const [row] = await db
    .select()
    .from(resultAdjustments)
    .where(and(eq(resultAdjustments.matchId, matchId), isNull(resultAdjustments.withdrawnAt)));
  return row ?? null;
}

/** The adjustments in force on any of these matches. */
export async function adjustmentsInForce(db: Db, matchIds: readonly number[]): Promise<ResultAdjustment[]> {
  if (matchIds.length === 0) return [];
  return db
    .select()
    .from(resultAdjustments)
    .where(and(inArray(resultAdjustments.matchId, [...matchIds]), isNull(resultAdjustments.withdrawnAt)));
}

/** Withdraws the adjustments in force on these matches (a new correction, or the matches were reset); returns the rows withdrawn. */
export async function withdrawAdjustments(db: Db, matchIds: readonly number[]): Promise<ResultAdjustment[]> {
  if (matchIds.length === 0) return [];
  return db
    .update(resultAdjustments)
    .set({ withdrawnAt: new Date() })
    .where(and(inArray(resultAdjustments.matchId, [...matchIds]), isNull(resultAdjustments.withdrawnAt)))
    .returning();
}

/** Records the adjustment now in force on the match (withdraw the one before first). */
export async function insertAdjustment(
  db: Db,
  matchId: number,
  adjustment: SeriesAdjustment,
  by: { userId: string; reason: string },
): Promise<ResultAdjustment> {
  const [row] = await db
    .insert(resultAdjustments)
    .values({
      matchId,
      how: adjustment.how,
      winnerSlot: adjustment.winner === 0 ? 1 : 2,
      wins1: adjustment.wins[0],
      wins2: adjustment.wins[1],
      draws: adjustment.draws,
      reason: by.reason,
      correctedBy: by.userId,
    })
    .returning();
  return row;
}
