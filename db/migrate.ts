// Applies the committed drizzle-kit migrations with Drizzle's own migrator, on either driver.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { desc, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { bigint, integer, pgSchema, text } from 'drizzle-orm/pg-core';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { Database, Db } from './client';

/** Resolved from the working directory: the app, the CLIs and the tests all run from the repository root. */
export const migrationsFolder = join(process.cwd(), 'db', 'migrations');

// Any constant will do, as long as nothing else in the database uses it for an advisory lock.
const MIGRATION_LOCK_KEY = 4_751_213_001;

/** Drizzle's own bookkeeping table (not part of our schema, so drizzle-kit never generates it). */
const appliedMigrations = pgSchema('drizzle').table('__drizzle_migrations', {
  id: integer('id').primaryKey(),
  hash: text('hash').notNull(),
  createdAt: bigint('created_at', { mode: 'number' }),
});

export interface MigrationOutcome {
  /** True when the database had no migrations before: a brand-new database. */
  fresh: boolean;
  /** Tag of the latest applied migration, e.g. `0001_triggers`. */
  latest: string | null;
}

/**
 * Brings the database up to the latest migration. On Postgres it holds an advisory lock for the
 * duration, so app instances starting together on one server migrate one after the other.
 */
export async function migrateDatabase(database: Database): Promise<MigrationOutcome> {
  if (database.driver === 'pglite') {
    const fresh = (await latestAppliedMigration(database.db)) === null;
    await migratePglite(drizzlePglite({ client: database.pglite }), { migrationsFolder });
    return { fresh, latest: await latestAppliedMigration(database.db) };
  }
  const client = await database.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      const db = drizzlePg({ client });
      const fresh = (await latestAppliedMigration(db)) === null;
      await migratePg(db, { migrationsFolder });
      return { fresh, latest: await latestAppliedMigration(db) };
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

/** Tag of the latest migration applied to this database, or null if none has been. */
export async function latestAppliedMigration(db: Pick<Db, 'execute' | 'select'>): Promise<string | null> {
  const found = await db.execute<{ exists: boolean }>(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as "exists"`,
  );
  if (!found.rows[0]?.exists) return null;
  const [latest] = await db
    .select({ createdAt: appliedMigrations.createdAt })
    .from(appliedMigrations)
    .orderBy(desc(appliedMigrations.createdAt))
    .limit(1);
  if (!latest) return null;
  // Drizzle records a migration by its journal timestamp; the journal gives it back its name.
  const entry = readJournal().find((candidate) => candidate.when === Number(latest.createdAt));
  return entry?.tag ?? `unknown (${latest.createdAt})`;
}

/** Tags of the migrations in the repository, oldest first. */
export function knownMigrations(): string[] {
  return readJournal().map((entry) => entry.tag);
}

/** Tag of the newest migration in the repository. */
export function latestKnownMigration(): string {
  return knownMigrations().at(-1)!;
}

function readJournal(): { tag: string; when: number }[] {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  return journal.entries;
}
