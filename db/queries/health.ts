import { sql } from 'drizzle-orm';
import type { Db } from '../client';

/** The cheapest statement that proves the database answers (health checks and the down-probe of proxy.ts). */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
