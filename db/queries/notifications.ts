// Postgres notifications: sent in the caller's transaction, delivered to the channel's listeners
// when (and only if) it commits.
import { sql } from 'drizzle-orm';
import type { Db } from '../client';

/** Queues `payload` on `channel` in the transaction `tx`. */
export async function notify(tx: Db, channel: string, payload: string): Promise<void> {
  await tx.execute(sql`select pg_notify(${channel}, ${payload})`);
}
