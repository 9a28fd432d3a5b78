import { asc, eq, is, isNotNull } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, test } from 'vitest';
import type { Db } from '@/db/client';
import * as schema from '@/db/schema';
import { lockStageOfMatch } from '@/db/queries/locks';
import { loadStage } from '@/db/queries/stages';
import { listPublicTournaments } from '@/db/queries/tournaments';
import { seedDemo } from '@/scripts/seed/demo';
import { verifyPassword } from '@/lib/auth/password';
import { syncSeries } from '@/lib/services/results/settle-series';
import { adjudicate } from '@/core/warri';
import { setupTestDatabase } from '../../db/helpers';

const testDb = setupTestDatabase();
const password = 'demo-test-password';
const now = new Date('2026-06-12T09:00:00Z');

/** Every row of every table, so two snapshots show whether anything changed. */
async function everything(db: Db): Promise<Record<string, unknown[]>> {
  const tables = Object.entries(schema as Record<string, unknown>).filter((named): named is [string, PgTable] =>
    is(named[1], PgTable),
  );
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
    expect(tournament).toMatchObject({
      name: 'Antiguan Open',
      status: 'running',
      format: 'single-elimination',
      winsNeeded: 6,
      startsOn: '2026-06-12',
    });

    const entries = await db
      .select()
      .from(schema.entries)
      .where(eq(schema.entries.tournamentId, tournament.id))
      .orderBy(asc(schema.entries.seed));
    expect(entries.map((entry) => entry.seed)).toEqual(Array.from({ length: 16 }, (_, index) => index + 1));
    const players = await db.select().from(schema.players);
    const ratingOf = new Map(players.map((player) => [player.id, player.rating ?? 0]));
    const ratings = entries.map((entry) => ratingOf.get(entry.playerId)!);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));

    const users = await db.select().from(schema.users);
    expect(users.map((user) => user.role).sort()).toEqual(['organiser', 'player', 'player']);
    for (const user of users) expect(await verifyPassword(user.passwordHash!, password)).toBe(true);
    // The demo's accounts report at once: their addresses count as verified.
    for (const user of users) expect(user.emailVerified).not.toBeNull();
    const linked = await db.select().from(schema.players).where(isNotNull(schema.players.userId));
    expect(linked.map((player) => player.displayName).sort()).toEqual(['Jahmal Thomas', 'Keisha Henry']);
    expect(tournament.organiserId).toBe(users.find((user) => user.role === 'organiser')!.id);
  });

  test('plays the knockout part-way with real games: six wins take a series, 24–24 is a draw', async () => {
    const { db } = testDb;
    const [stageRow] = await db.select().from(schema.stages);
    const stage = await loadStage(db, stageRow.id);
    expect(stage.settings).toEqual({ format: 'single-elimination', thirdPlace: false });
    const statusOf = Object.fromEntries(
      (await db.select({ key: schema.matches.key, status: schema.matches.status }).from(schema.matches)).map((row) => [
        row.key,
        row.status,
      ]),
    );
    expect(statusOf).toMatchObject({
      'W1-1': 'finished',
      'W1-6': 'finished',
      'W1-7': 'in-play',
      'W1-8': 'ready',
      'W2-1': 'finished',
      'W2-2': 'ready',
      'W2-4': 'pending',
      'W4-1': 'pending',
    });

    const matchRows = await db.select().from(schema.matches);
    const gameRows = await db.select().from(schema.games).orderBy(asc(schema.games.matchId), asc(schema.games.number));
    expect(
      gameRows.some((game) => game.result === 'draw' && game.capturesSouth === 24 && game.capturesNorth === 24),
    ).toBe(true);
    for (const game of gameRows) {
      const judged = adjudicate({ rules: game.ruleSet, moves: game.record! });
      expect(judged.ok && judged.value.finished).toBe(true);
      if (!judged.ok || !judged.value.finished) continue;
      expect([game.capturesSouth, game.capturesNorth]).toEqual([...judged.value.captures]);
      expect(game.result).toBe(judged.value.winner === 'S' ? 'south' : judged.value.winner === 'N' ? 'north' : 'draw');
      expect(game.endReason).toBe(judged.value.end);
    }
    for (const match of matchRows) {
      const played = gameRows.filter((game) => game.matchId === match.id);
      const winsOf = (entryId: number | null) =>
        played.filter((game) => game.result !== 'draw' && (game.result === 'south') === (game.southEntryId === entryId))
          .length;
      expect([match.wins1, match.wins2, match.draws]).toEqual([
        winsOf(match.entry1Id),
        winsOf(match.entry2Id),
        played.filter((game) => game.result === 'draw').length,
      ]);
      if (match.status === 'finished') expect(Math.max(match.wins1!, match.wins2!)).toBe(6);
    }
    const eliminated = await db.select().from(schema.entries).where(eq(schema.entries.status, 'eliminated'));
    expect(eliminated).toHaveLength(matchRows.filter((match) => match.status === 'finished').length);
  });

  test('is what the services made of it: staff reports that count at once, scores the series settle to, an audit line for each', async () => {
    const { db } = testDb;
    const [organiser] = await db.select().from(schema.users).where(eq(schema.users.role, 'organiser'));
    const gameRows = await db.select().from(schema.games);
    expect(gameRows.length).toBeGreaterThan(0);
    for (const game of gameRows)
      expect(game).toMatchObject({
        status: 'confirmed',
        verified: true,
        reportedBy: organiser.id,
        confirmedBy: organiser.id,
        firstMover: 'south',
      });
    const audit = await db.select().from(schema.auditLog).orderBy(asc(schema.auditLog.id));
    expect(audit.every((line) => line.actorId === organiser.id)).toBe(true);
    expect(audit.slice(0, 19).map((line) => line.action)).toEqual([
      'tournament-created',
      ...Array<string>(16).fill('entry-added'),
      'seeded',
      'tournament-started',
    ]);
    const reported = audit
      .filter((line) => line.action === 'game-reported-confirmed')
      .map((line) => (line.after as { gameId: number }).gameId);
    expect(reported.sort((a, b) => a - b)).toEqual(gameRows.map((game) => game.id).sort((a, b) => a - b));
    const matchRows = await db.select().from(schema.matches);
    const finished = matchRows.filter((match) => match.status === 'finished');
    expect(
      audit
        .filter((line) => line.action === 'result-recorded')
        .map((line) => line.entityId)
        .sort(),
    ).toEqual(finished.map((match) => String(match.id)).sort());

    // Settling every series again from its games changes nothing but the rows' touch times: the stored scores are the services' own.
    const untouched = (rows: unknown[]) => rows.map((row) => String(row).replace(/,"updatedAt":"[^"]*"/, ''));
    const rolledBack = new Error('rolled back');
    await expect(
      db.transaction(async (tx) => {
        const before = await everything(tx);
        for (const match of matchRows) {
          await lockStageOfMatch(tx, match.id);
          await syncSeries(tx, match.id, { actorId: null });
        }
        const after = await everything(tx);
        for (const table of Object.keys(before))
          expect(untouched(after[table]), table).toEqual(untouched(before[table]));
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);

    // On show to anyone: listed, the series in play at table 1, the two players' accounts holding their records by the organiser's codes.
    expect((await listPublicTournaments(db)).map((tournament) => tournament.slug)).toContain('antiguan-open');
    expect(
      matchRows.filter((match) => match.tableNumber !== null).map((match) => [match.key, match.tableNumber]),
    ).toEqual([['W1-7', 1]]);
    const claims = await db.select().from(schema.playerClaimCodes);
    expect(claims).toHaveLength(2);
    expect(claims.every((claim) => claim.usedAt !== null && claim.createdBy === organiser.id)).toBe(true);
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
