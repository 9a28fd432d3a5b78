// Without a Postgres server the database tests run on PGlite, whose start-up from nothing
// (initdb in WASM) takes ~10 s. So it is done once per run: a migrated database is dumped here,
// and every test file starts its own in-memory copy from the dump in about a second.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createDb } from '@/db/client';
import { migrateDatabase } from '@/db/migrate';
import { testServerUrl } from './server-databases';

declare module 'vitest' {
  export interface ProvidedContext {
    /** File holding a dump of a freshly migrated PGlite, or null when tests use Postgres. */
    pgliteTemplate: string | null;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  if (testServerUrl()) {
    project.provide('pgliteTemplate', null);
    return () => {};
  }
  const database = await createDb({ memory: true });
  const folder = mkdtempSync(join(tmpdir(), 'warri-pglite-template-'));
  try {
    if (database.driver !== 'pglite') throw new Error('An in-memory database is always PGlite.');
    await migrateDatabase(database);
    const dump = await database.pglite.dumpDataDir('none');
    const file = join(folder, 'migrated.tar');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    project.provide('pgliteTemplate', file);
  } finally {
    await database.close();
  }
  return () => rmSync(folder, { recursive: true, force: true });
}
