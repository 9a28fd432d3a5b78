// The organisers put a match on a table (or board), or take it off. A table holds one unfinished
// match at a time across the tournament.
import { and, eq, inArray, ne, notInArray } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { matches, stages, type Match } from '@/db/schema';
import type { Actor } from '@/lib/auth/actor';
import { AppError } from '@/lib/errors';
import { publishLive } from '@/lib/live/publish';
import { isDecided, requireMatchStaff } from './match-access';
import { lockedMatch } from './series-lock';

export async function assignTable(db: Db, actor: Actor, input: { matchId: number; tableNumber: number | null }): Promise<Match> {
  const place = await requireMatchStaff(db, actor, input.matchId);
  return db.transaction(async (tx) => {
    const match = await lockedMatch(tx, input.matchId);
    if (input.tableNumber !== null) {
      if (isDecided(match) || match.status === 'not-needed' || match.status === 'void') {
        throw new AppError('conflict', 'match-over', `${match.key} is over; it needs no table.`, { field: 'tableNumber' });
      }
      const [taken] = await tx
        .select({ key: matches.key })
        .from(matches)
        .where(
          and(
            inArray(matches.stageId, tx.select({ id: stages.id }).from(stages).where(eq(stages.tournamentId, place.tournamentId))),
            eq(matches.tableNumber, input.tableNumber),
            ne(matches.id, match.id),
            notInArray(matches.status, ['finished', 'walkover', 'not-needed', 'void']),
          ),
        );
      if (taken) throw new AppError('conflict', 'table-taken', `Table ${input.tableNumber} is already given to ${taken.key}.`, { field: 'tableNumber' });
    }
    const [updated] = await tx.update(matches).set({ tableNumber: input.tableNumber }).where(eq(matches.id, match.id)).returning();
    await publishLive(tx, { tournamentId: place.tournamentId, matchId: match.id, kind: 'event' });
    return updated;
  });
}
