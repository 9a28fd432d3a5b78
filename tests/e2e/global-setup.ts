// Once per `vitest run` with e2e tests: build the app, give it a fresh database seeded with the
// demo event, start it, and start one Chromium. Tests reach both through `inject('e2e')`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createDb } from '@/db/client';
import { migrateDatabase } from '@/db/migrate';
import { seedDemo } from '@/scripts/seed/demo';
import { createServerDatabase, dropServerDatabase, testServerUrl, withDatabaseName } from '../db/server-databases';
import { ensureBuilt, startApp, type AppDatabase } from './app-server';
import { chromiumAvailable, chromiumPath, launchBrowserServer } from './browser';

/** What the tests get: where the app and the browser are, or why they are skipped. */
export type E2eContext =
  | {
      skipped: false;
      baseUrl: string;
      browserEndpoint: string;
      demoPassword: string;
      /** The app's PostgreSQL database, for tests that change it as another instance would; null on the embedded one (one process at a time). */
      databaseUrl: string | null;
    }
  | { skipped: true; reason: string };

declare module 'vitest' {
  export interface ProvidedContext {
    e2e: E2eContext;
  }
}

/** The demo accounts' password in the app under test, so tests can sign in. */
const demoPassword = 'e2e-demo-password';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!chromiumAvailable()) {
    if (process.env.WARRI_SKIP_E2E === '1') {
      const reason = `No Chromium at ${chromiumPath}; WARRI_SKIP_E2E=1 is set, so the end-to-end tests are SKIPPED.`;
      console.warn(
        `\n${'!'.repeat(100)}\n!! ${reason}\n!! Pages are NOT being tested. CI runs them; install Debian's chromium to run them here.\n${'!'.repeat(100)}\n`,
      );
      project.provide('e2e', { skipped: true, reason });
      return async () => {};
    }
    throw new Error(
      `The end-to-end tests need Chromium at ${chromiumPath} and found none. Install it (apt-get install chromium), ` +
        'point CHROMIUM_PATH at one, or set WARRI_SKIP_E2E=1 to skip the end-to-end tests on this machine.',
    );
  }

  const cleanups: (() => Promise<void>)[] = [];
  const teardown = async () => {
    for (const cleanup of cleanups.reverse())
      await cleanup().catch((error: unknown) => console.error('e2e teardown:', error));
  };
  try {
    const [database] = await Promise.all([prepareDatabase(cleanups), ensureBuilt()]);
    const app = await startApp(database, { WARRI_DEMO_PASSWORD: demoPassword });
    cleanups.push(() => app.stop());
    const browser = await launchBrowserServer();
    cleanups.push(() => browser.close());
    project.provide('e2e', {
      skipped: false,
      baseUrl: app.baseUrl,
      browserEndpoint: browser.wsEndpoint(),
      demoPassword,
      databaseUrl: 'url' in database ? database.url : null,
    });
    return teardown;
  } catch (error) {
    await teardown();
    throw error;
  }
}

/** A new database with the demo event: on the test Postgres server if there is one, else embedded in a temp folder. */
async function prepareDatabase(cleanups: (() => Promise<void>)[]): Promise<AppDatabase> {
  const serverUrl = testServerUrl();
  let location: AppDatabase;
  if (serverUrl) {
    const name = await createServerDatabase(serverUrl, 'e2e');
    cleanups.push(() => dropServerDatabase(serverUrl, name));
    location = { url: withDatabaseName(serverUrl, name) };
  } else {
    const dataDir = mkdtempSync(join(tmpdir(), 'warri-e2e-'));
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    location = { dataDir };
  }
  const database = await createDb(location);
  try {
    await migrateDatabase(database);
    await seedDemo(database.db, { password: demoPassword });
  } finally {
    await database.close();
  }
  return location;
}
