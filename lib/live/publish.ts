// The one way a change reaches live pages: a notification on the `warri_live` channel, sent in the
// writer's transaction so that it leaves only if the change commits (Postgres delivers NOTIFY at
// commit, and folds identical payloads of one transaction into one). Every app instance LISTENs on
// the channel and fans the event out to its Server-Sent Events clients, so a change made through
// one instance reaches spectators connected to any other.
import type { Db } from '@/db/client';
import { notify } from '@/db/queries/notifications';

export const LIVE_CHANNEL = 'warri_live';

/** What changed: pages showing this tournament (and, when given, this match) refresh. */
export interface LiveEvent {
  tournamentId: number;
  /** A match whose series, games or moves changed. */
  matchId?: number;
  /** `move`: a move recorded at a table; `result`: games, series or bracket; `event`: anything else about the tournament. */
  kind: 'move' | 'result' | 'event';
}

/** Queues the event in the transaction `tx`; it is delivered when (and only if) `tx` commits. */
export async function publishLive(tx: Db, event: LiveEvent): Promise<void> {
  await notify(tx, LIVE_CHANNEL, JSON.stringify(event));
}
