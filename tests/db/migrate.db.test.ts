import { sql } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { createDb } from '@/db/client';
import { knownMigrations, latestAppliedMigration, latestKnownMigration, migrateDatabase } from '@/db/migrate';
import { setupTestDatabase } from './helpers';
import { createServerDatabase, dropServerDatabase, testServerUrl, withDatabaseName } from './server-databases';

const testDb = setupTestDatabase();

test('a migrated database is at the newest migration, and migrating again changes nothing', async () => {
  expect(await latestAppliedMigration(testDb.db)).toBe(latestKnownMigration());
  expect(await migrateDatabase(testDb.database)).toEqual({ fresh: false, latest: latestKnownMigration() });
  const applied = await testDb.db.execute<{ count: number }>(
    sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
  );
  expect(applied.rows[0].count).toBe(knownMigrations().length);
});

// Several app instances starting together on one server: the advisory lock makes them migrate
// one after the other, so none fails on a half-made schema. (One process cannot open the same
// embedded database twice, so this is a Postgres-only situation.)
test.skipIf(!testServerUrl())('app instances starting together on one Postgres all migrate it, once', async () => {
  const serverUrl = testServerUrl()!;
  const name = await createServerDatabase(serverUrl, 'race');
  const instances = await Promise.all([1, 2, 3, 4].map(() => createDb({ url: withDatabaseName(serverUrl, name) })));
  try {
    const outcomes = await Promise.all(instances.map((instance) => migrateDatabase(instance)));
    expect(outcomes.filter((outcome) => outcome.fresh)).toHaveLength(1);
    expect(new Set(outcomes.map((outcome) => outcome.latest))).toEqual(new Set([latestKnownMigration()]));
    const applied = await instances[0].db.execute<{ count: number }>(
      sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
    );
    expect(applied.rows[0].count).toBe(knownMigrations().length);
  } finally {
    await Promise.all(instances.map((instance) => instance.close()));
    await dropServerDatabase(serverUrl, name);
  }
});
