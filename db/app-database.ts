// The app's own database: opened and migrated once per process, on first use. The demo event is
// not made here but by `npm run seed` (scripts/seed/), which `npm run demo` and `npm run dev` run first.
import { createDb, type Database, type Db } from './client';
import { migrateDatabase } from './migrate';

// Kept on globalThis rather than in a module variable: Next.js may load this module more than
// once in one server process (route handlers and pages are bundled apart), and a second
// PGlite on the same folder must never be opened.
const key = Symbol.for('warri-open.database');
type Holder = { [key]?: Promise<Database> };

/** The process's database, migrated. */
export function getDatabase(): Promise<Database> {
  const holder = globalThis as Holder;
  holder[key] ??= openAppDatabase().catch((error: unknown) => {
    // Let the next request try again (e.g. once Postgres is back) instead of failing for ever.
    delete holder[key];
    throw error;
  });
  return holder[key];
}

/** Shorthand for pages and route handlers that only need to query. */
export async function getDb(): Promise<Db> {
  return (await getDatabase()).db;
}

async function openAppDatabase(): Promise<Database> {
  const database = await createDb();
  try {
    await migrateDatabase(database);
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}
