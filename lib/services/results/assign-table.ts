// The organisers put a match on a table (or board), or take it off. A table holds one unfinished
// match at a time across the tournament.
import type { Db } from '@/db/client';
import { matchAtTable, setTableNumber } from '@/db/queries/matches';
import type { Match } from '@/db/schema';
import type { Actor } from '@/lib/auth/actor';
import { AppError } from '@/lib/errors';
import { publishLive } from '@/lib/live/publish';
import { isDecided, requireMatchStaff } from './match-access';
import { lockedMatch } from './series-lock';

export async function assignTable(
  db: Db,
  actor: Actor,
  input: { matchId: number; tableNumber: number | null },
): Promise<Match> {
  const place = await requireMatchStaff(db, actor, input.matchId);
  return db.transaction(async (tx) => {
    const match = await lockedMatch(tx, input.matchId);
    if (input.tableNumber !== null) {
      if (isDecided(match) || match.status === 'not-needed' || match.status === 'void') {
        throw new AppError('conflict', 'match-over', `${match.key} is over; it needs no table.`, {
          field: 'tableNumber',
          details: { match: match.key },
        });
      }
      const taken = await matchAtTable(tx, place.tournamentId, input.tableNumber, match.id);
      if (taken)
        throw new AppError('conflict', 'table-taken', `Table ${input.tableNumber} is already given to ${taken.key}.`, {
          field: 'tableNumber',
          details: { table: input.tableNumber, match: taken.key },
        });
    }
    const updated = await setTableNumber(tx, match.id, input.tableNumber);
    await publishLive(tx, { tournamentId: place.tournamentId, matchId: match.id, kind: 'event' });
    return updated;
  });
}
