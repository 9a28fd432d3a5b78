// A second, independent connection to a test database, standing in for another app instance.
import { createDb, type Database } from '@/db/client';

/**
 * On Postgres, a new pool on the same database (as a second app instance would have); PGlite has
 * one connection per database, so there the same handle stands in and the test says so.
 */
export async function openSecondHandle(
  database: Database,
): Promise<{ database: Database; separate: boolean; close(): Promise<void> }> {
  if (database.driver !== 'postgres') return { database, separate: false, close: async () => {} };
  const url = database.pool.options.connectionString;
  if (!url) throw new Error('The test database was opened without a connection string.');
  const second = await createDb({ url });
  return { database: second, separate: true, close: () => second.close() };
}
