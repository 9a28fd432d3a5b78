// A clean, migrated database for each test file: a fresh database on the Postgres server named by
// TEST_DATABASE_URL (or DATABASE_URL), dropped afterwards; an in-memory PGlite without one.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { createDb, type Database, type Db } from '@/db/client';
import { migrateDatabase } from '@/db/migrate';

export interface TestDatabase {
  database: Database;
  db: Db;
  /** Closes the connection and, on Postgres, drops the database. */
  close(): Promise<void>;
}

/** The Postgres server tests create their databases on, or null to use PGlite. */
export function testServerUrl(env: NodeJS.ProcessEnv = process.env): string | null {
  return env.TEST_DATABASE_URL || env.DATABASE_URL || null;
}

/** A fresh migrated database; the caller closes it. Most test files want `setupTestDatabase()`. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = testServerUrl();
  if (!serverUrl) {
    const database = await createDb({ memory: true });
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

/**
 * Creates an empty database on the server of `serverUrl`, named after the URL's own database so
 * a CI run can sweep up whatever a crashed run left (`<base>_<label>_<random>`).
 */
export async function createServerDatabase(serverUrl: string, label: string): Promise<string> {
  const base = new URL(serverUrl).pathname.slice(1) || 'warri';
  const name = `${base}_${label}_${randomBytes(5).toString('hex')}`.slice(0, 63).toLowerCase();
  await withServer(serverUrl, (client) => client.query(`create database "${name}"`));
  return name;
}

export async function dropServerDatabase(serverUrl: string, name: string): Promise<void> {
  await withServer(serverUrl, (client) => client.query(`drop database if exists "${name}" with (force)`));
}

/** The same server URL pointing at another database. */
export function withDatabaseName(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
