// Throwaway databases on the Postgres server that tests run against (TEST_DATABASE_URL, else
// DATABASE_URL). Names start with the URL's own database name, so a CI run can sweep up
// whatever a crashed run left behind: `<base>_<label>_<random>`.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The Postgres server tests create their databases on, or null to use PGlite. */
export function testServerUrl(env: Record<string, string | undefined> = process.env): string | null {
  return env.TEST_DATABASE_URL || env.DATABASE_URL || null;
}

/** Creates an empty database on the server of `serverUrl` and returns its name. */
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
