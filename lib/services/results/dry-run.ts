// A preview that cannot drift from the real thing: the service's own transaction runs to the end
// and is then rolled back, so the organiser sees exactly what confirming would do (which matches a
// correction resets, which games a void uncounts) and nothing is stored or announced.
import type { Db } from '@/db/client';

class RolledBack<Value> {
  constructor(readonly value: Value) {}
}

/** Runs `change` in a transaction, rolls it back and returns what it returned. */
export async function dryRun<Value>(db: Db, change: (tx: Db) => Promise<Value>): Promise<Value> {
  try {
    await db.transaction(async (tx) => {
      throw new RolledBack(await change(tx));
    });
  } catch (error) {
    if (error instanceof RolledBack) return error.value as Value;
    throw error;
  }
  throw new Error('A dry run always rolls back.');
}
