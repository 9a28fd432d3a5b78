import { asc, eq, is, isNotNull } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, test } from 'vitest';
import type { Db } from '@/db/client';
import * as schema from '@/db/schema';
import { seedDemo } from '@/db/seed/demo';
import { verifyPassword } from '@/lib/auth/password';
import { setupTestDatabase } from '../helpers';

const testDb = setupTestDatabase();
const password = 'demo-test-password';
const now = new Date('2026-06-12T09:00:00Z');

/** Every row of every table, so two snapshots show whether anything changed. */
async function everything(db: Db): Promise<Record<string, unknown[]>> {
  const tables = Object.entries(schema as Record<string, unknown>).filter((named): named is [string, PgTable] => is(named[1], PgTable));
  expect(tables.length).toBeGreaterThanOrEqual(17);
  const snapshot: Record<string, unknown[]> = {};
  for (const [name, table] of tables) {
    const rows = await db.select().from(table);
    snapshot[name] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return snapshot;
}

describe('the demo seed', () => {
  test('creates the Antiguan Open, running, with 16 seeded players and three accounts', async () => {
    const { db } = testDb;
    const report = await seedDemo(db, { password, now });
    expect(report.created).toBe(true);
    expect(report.lines.join('\n')).toContain(`password ${password}`);

    const [tournament] = await db.select().from(schema.tournaments).where(eq(schema.tournaments.slug, 'antiguan-open'));
    expect(tournament).toMatchObject({ name: 'Antiguan Open', status: 'running', format: 'single-elimination', winsNeeded: 6, startsOn: '2026-06-12' });

    const entries = await db.select().from(schema.entries).where(eq(schema.entries.tournamentId, tournament.id)).orderBy(asc(schema.entries.seed));
    expect(entries.map((entry) => entry.seed)).toEqual(Array.from({ length: 16 }, (_, index) => index + 1));
    const players = await db.select().from(schema.players);
    const ratingOf = new Map(players.map((player) => [player.id, player.rating ?? 0]));
    const ratings = entries.map((entry) => ratingOf.get(entry.playerId)!);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));

    const users = await db.select().from(schema.users);
    expect(users.map((user) => user.role).sort()).toEqual(['organiser', 'player', 'player']);
    for (const user of users) expect(await verifyPassword(user.passwordHash!, password)).toBe(true);
    const linked = await db.select().from(schema.players).where(isNotNull(schema.players.userId));
    expect(linked.map((player) => player.displayName).sort()).toEqual(['Jahmal Thomas', 'Keisha Henry']);
    expect(tournament.organiserId).toBe(users.find((user) => user.role === 'organiser')!.id);
  });

  test('a second run changes nothing', async () => {
    const { db } = testDb;
    const before = await everything(db);
    const report = await seedDemo(db, { password: 'another-password', now: new Date('2027-01-01T00:00:00Z') });
    expect(report.created).toBe(false);
    expect(report.lines.join('\n')).not.toContain('another-password');
    expect(await everything(db)).toEqual(before);
  });
});
