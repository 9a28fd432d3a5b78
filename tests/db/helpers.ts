// A clean, migrated database for each test file: a fresh database on the Postgres server named by
// TEST_DATABASE_URL (or DATABASE_URL), dropped afterwards; an in-memory PGlite without one.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, inject } from 'vitest';
import { createDb, type Database, type Db } from '@/db/client';
import { migrateDatabase } from '@/db/migrate';
import { createServerDatabase, dropServerDatabase, testServerUrl, withDatabaseName } from './server-databases';

export interface TestDatabase {
  database: Database;
  db: Db;
  /** Closes the connection and, on Postgres, drops the database. */
  close(): Promise<void>;
}

/** A fresh migrated database; the caller closes it. Most test files want `setupTestDatabase()`. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = testServerUrl();
  if (!serverUrl) {
    // Started from the migrated dump made once by global-setup.ts; migrating again only checks it.
    const template = inject('pgliteTemplate');
    const database = await createDb({ memory: true, dump: template ? new Blob([readFileSync(template)]) : undefined });
    await migrateDatabase(database);
    return { database, db: database.db, close: () => database.close() };
  }
  const name = await createServerDatabase(serverUrl, 't');
  const database = await createDb({ url: withDatabaseName(serverUrl, name) });
  try {
    await migrateDatabase(database);
  } catch (error) {
    await database.close();
    await dropServerDatabase(serverUrl, name);
    throw error;
  }
  return {
    database,
    db: database.db,
    close: async () => {
      await database.close();
      await dropServerDatabase(serverUrl, name);
    },
  };
}

/**
 * Gives the test file one database, created before its first test and dropped after its last.
 * Tests in one file share it, so each makes its own rows (see `fixtures.ts`) rather than
 * counting on an empty table.
 */
export function setupTestDatabase(): { readonly db: Db; readonly database: Database } {
  let current: TestDatabase | undefined;
  beforeAll(async () => {
    current = await createTestDatabase();
  }, 120_000);
  afterAll(async () => {
    await current?.close();
  });
  const opened = () => {
    if (!current) throw new Error('The test database is opened in beforeAll: use it inside a test or hook.');
    return current;
  };
  return {
    get db() {
      return opened().db;
    },
    get database() {
      return opened().database;
    },
  };
}
