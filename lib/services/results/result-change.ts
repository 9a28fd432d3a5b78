// What a change to a result did (or, previewed, would do), as the control room and the API show it.
import type { Db } from '@/db/client';
import { findMatch } from '@/db/queries/matches';
import type { Match } from '@/db/schema';
import type { StageChange } from '@/core/tournament';

export interface ResultChange {
  /** True when nothing was stored: this is what confirming would do. */
  preview: boolean;
  /** The match as it stands (or would stand) afterwards. */
  match: Match;
  /** Later matches taken back to unplayed, their games voided. */
  reset: string[];
  /** Matches whose result was set or changed, this one included. */
  settled: string[];
}

/** The change as stored: the match read again, the keys of the results the library set. */
export async function resultChange(
  tx: Db,
  matchId: number,
  changes: readonly StageChange[],
  reset: readonly string[],
): Promise<Omit<ResultChange, 'preview'>> {
  const match = (await findMatch(tx, matchId))!;
  const settled = [...new Set(changes.flatMap((change) => (change.type === 'result' ? [change.match] : [])))];
  return { match, reset: [...reset], settled };
}
