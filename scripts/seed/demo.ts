// The demo event: an "Antiguan Open" knockout in progress, with the accounts to try it with.
// Created once: a second run finds the tournament and changes nothing.
import { randomBytes } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { hashPassword } from '@/lib/auth/password';
import type { Db } from '@/db/client';
import { entries, players, tournaments, users } from '@/db/schema';
import { insertPlayers } from '@/db/queries/players';
import { demoFormat, playDemoBracket } from './demo-bracket';
import { demoAccounts, demoPlayers, demoTournament } from './demo-people';

export interface SeedDemoOptions {
  /** Password of the three demo accounts; a random one when not given. */
  password?: string;
  /** The day the event is running; today when not given. */
  now?: Date;
}

export interface SeedDemoReport {
  created: boolean;
  /** What to tell the person who ran it: where to look and how to sign in. */
  lines: string[];
}

// Two seeds started together (two first starts) queue here instead of racing to insert.
const SEED_LOCK_KEY = 4_751_213_002;

export async function seedDemo(db: Db, options: SeedDemoOptions = {}): Promise<SeedDemoReport> {
  const password = options.password ?? randomBytes(9).toString('base64url');
  const now = options.now ?? new Date();
  const passwordHash = await hashPassword(password);

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const [existing] = await tx.select({ id: tournaments.id }).from(tournaments).where(eq(tournaments.slug, demoTournament.slug));
    if (existing) {
      return {
        created: false,
        lines: [
          `The demo event is already there: /t/${demoTournament.slug}. Nothing was changed.`,
          'Its sign-in details were printed when it was created.',
        ],
      };
    }

    // Their organiser's account is made below; the tournament they enter makes the records theirs.
    const playerRows = await insertPlayers(
      tx,
      demoPlayers.map((player) => ({ ...player, country: 'AG' })),
      null,
    );
    const accounts = await createAccounts(tx, playerRows, passwordHash, password);

    const startsOn = now.toISOString().slice(0, 10);
    const [tournament] = await tx
      .insert(tournaments)
      .values({
        ...demoTournament,
        startsOn,
        endsOn: new Date(now.getTime() + 86_400_000).toISOString().slice(0, 10),
        format: demoFormat.format,
        formatSettings: demoFormat,
        seedingMethod: 'rating',
        status: 'running',
        organiserId: accounts.organiserId,
      })
      .returning();
    // Seeded by rating: the player list is strongest first.
    const entryRows = await tx
      .insert(entries)
      .values(playerRows.map((player, index) => ({ tournamentId: tournament.id, playerId: player.id, seed: index + 1, checkedIn: true })))
      .returning();

    await playDemoBracket(tx, { tournament, entries: entryRows, reporterId: accounts.organiserId });

    return {
      created: true,
      lines: [
        `Created the demo event "${demoTournament.name}" with ${playerRows.length} players: /t/${demoTournament.slug}`,
        'Demo sign-in details:',
        ...accounts.lines,
      ],
    };
  });
}

/**
 * The demo accounts, linked to their players. An account that already exists is reused as it is
 * (password and player link untouched).
 */
async function createAccounts(
  tx: Db,
  playerRows: (typeof players.$inferSelect)[],
  passwordHash: string,
  password: string,
): Promise<{ organiserId: string; lines: string[] }> {
  const emails = demoAccounts.map((account) => account.email);
  const existing = await tx.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, emails));
  const lines: string[] = [];
  let organiserId = '';
  for (const account of demoAccounts) {
    let userId = existing.find((row) => row.email === account.email)?.id;
    if (userId) {
      lines.push(`  ${account.role.padEnd(9)} ${account.email}  (existing account, password unchanged)`);
    } else {
      const [user] = await tx
        .insert(users)
        .values({ email: account.email, name: account.name, role: account.role, passwordHash, emailVerified: new Date() })
        .returning({ id: users.id });
      userId = user.id;
      const player = playerRows.find((row) => row.displayName === account.player);
      if (player) await tx.update(players).set({ userId }).where(eq(players.id, player.id));
      lines.push(`  ${account.role.padEnd(9)} ${account.email}  password ${password}`);
    }
    if (account.role === 'organiser') organiserId = userId;
  }
  return { organiserId, lines };
}
