// Two ways to the same database: a real Postgres through `pg` when DATABASE_URL is set, else an
// embedded Postgres (PGlite) kept in the data folder. Both speak the same Drizzle schema and
// migrations; code above this file sees only `Db`.
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { markDatabaseDown } from './availability';
import { lockDataDir } from './data-dir-lock';
import * as schema from './schema';

export type Schema = typeof schema;

/** Both drivers answer a raw `db.execute(sql)` with an object holding `rows`. */
export interface RowsQueryResultHKT extends PgQueryResultHKT {
  type: RowsResult<this['row']>;
}
type RowsResult<TRow> = { rows: TRow[] };

/** What every query takes as its first argument: a database or a transaction, on either driver. */
export type Db = PgDatabase<RowsQueryResultHKT, Schema>;

export type DatabaseDriver = 'postgres' | 'pglite';

/**
 * An open database. The underlying client stays reachable (`pool`, `pglite`) for what Drizzle
 * does not wrap, such as LISTEN/NOTIFY.
 */
export type Database =
  | { driver: 'postgres'; db: Db; pool: pg.Pool; close(): Promise<void> }
  | { driver: 'pglite'; db: Db; pglite: PGlite; dataDir: string | null; close(): Promise<void> };

/**
 * Where to connect: a Postgres URL, an embedded database in a folder, or an embedded one in
 * memory (tests), optionally started from a dump of another (`pglite.dumpDataDir()`).
 */
export type DatabaseLocation = { url: string } | { dataDir: string } | { memory: true; dump?: Blob };

/** `DATABASE_URL` when set, else the embedded database in `WARRI_DATA_DIR` (default `./.data`). */
export function databaseLocationFromEnv(env: Record<string, string | undefined> = process.env): DatabaseLocation {
  if (env.DATABASE_URL) return { url: env.DATABASE_URL };
  return { dataDir: dataDirFromEnv(env) };
}

/** The data folder: the embedded database lives in its `pglite/` subfolder. */
export function dataDirFromEnv(env: Record<string, string | undefined> = process.env): string {
  // Chosen at run time, so the build must not trace it (Turbopack would include the whole project).
  return resolve(/*turbopackIgnore: true*/ env.WARRI_DATA_DIR || '.data');
}

/** Opens a database without migrating it; see `db/migrate.ts`, and `getDatabase()` for the app's own. */
export async function createDb(location: DatabaseLocation = databaseLocationFromEnv()): Promise<Database> {
  if ('url' in location) return openPostgres(location.url);
  if ('memory' in location) return openPgliteInMemory(location.dump);
  return openPglite(location.dataDir);
}

function openPostgres(url: string): Database {
  const pool = new pg.Pool({ connectionString: url, max: Number(process.env.DATABASE_POOL_SIZE) || 10 });
  // An idle client losing its server (a Postgres restart) must not crash the process; the
  // next query reports the failure to whoever asked, and pages answer 503 until it is back
  // (db/availability.ts).
  pool.on('error', (error) => {
    console.error('database: idle connection lost:', error.message);
    markDatabaseDown();
  });
  const db: Db = drizzlePg({ client: pool, schema });
  return { driver: 'postgres', db, pool, close: () => pool.end() };
}

async function openPgliteInMemory(dump: Blob | undefined): Promise<Database> {
  const pglite = await PGlite.create(dump ? { loadDataDir: dump } : {});
  return {
    driver: 'pglite',
    db: drizzlePglite({ client: pglite, schema }),
    pglite,
    dataDir: null,
    close: () => pglite.close(),
  };
}

async function openPglite(dataDir: string): Promise<Database> {
  mkdirSync(dataDir, { recursive: true });
  // PGlite has no lock of its own: two processes on one folder would corrupt it.
  const unlock = lockDataDir(dataDir);
  try {
    const pglite = await PGlite.create(join(dataDir, 'pglite'));
    const close = async () => {
      await pglite.close();
      unlock();
    };
    return { driver: 'pglite', db: drizzlePglite({ client: pglite, schema }), pglite, dataDir, close };
  } catch (error) {
    unlock();
    throw error;
  }
}
