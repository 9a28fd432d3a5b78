// The account recovery migration: accounts made before e-mail verification existed count as
// verified, so no one who reports today is stopped by the upgrade.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { createDb } from '@/db/client';
import { migrateDatabase, migrationsFolder } from '@/db/migrate';
import { users } from '@/db/schema';

test('an account older than the account recovery migration is verified by it (as of its creation); a new one is not', async () => {
  // The migrations before it alone: a copy of the folder whose journal stops there.
  const before = mkdtempSync(join(tmpdir(), 'warri-migrations-'));
  const database = await createDb({ memory: true });
  try {
    cpSync(migrationsFolder, before, { recursive: true });
    const journalPath = join(before, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
    const upTo = journal.entries.findIndex((entry) => entry.tag.endsWith('_account_recovery'));
    expect(upTo).toBeGreaterThan(0);
    writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, upTo) }));
    if (database.driver !== 'pglite') throw new Error('expected the in-memory database');
    await migrate(drizzle({ client: database.pglite }), { migrationsFolder: before });
    await database.pglite.query(
      `insert into users (email, name, created_at) values ('old-timer@example.test', 'Old Timer', '2026-01-02T03:04:05Z')`,
    );

    await migrateDatabase(database);
    const [old] = await database.db.select().from(users).where(eq(users.email, 'old-timer@example.test'));
    expect(old.emailVerified).toEqual(new Date('2026-01-02T03:04:05Z'));
    const [fresh] = await database.db
      .insert(users)
      .values({ email: 'newcomer@example.test', name: 'Newcomer' })
      .returning();
    expect(fresh.emailVerified).toBeNull();
  } finally {
    await database.close();
    rmSync(before, { recursive: true, force: true });
  }
});
