// The demo event: an "Antiguan Open" knockout in progress, with the accounts to try it with. It is
// played through the services, as its organiser would on the pages: create the tournament, enter
// and check in the players, seed by rating, start, report the games; the players' accounts claim
// their records with the organiser's codes. So the demo shows only what the app itself stores.
// Created once, in one transaction: a second run finds the tournament and changes nothing.
import { randomBytes } from 'node:crypto';
import type { Db } from '@/db/client';
import { lockJob } from '@/db/queries/locks';
import { findTournamentBySlug } from '@/db/queries/tournaments';
import { findUsersByEmails, insertVouchedUser } from '@/db/queries/users';
import type { User } from '@/db/schema';
import type { SignedInActor } from '@/lib/auth/actor';
import { hashPassword } from '@/lib/auth/password';
import { createClaimCode } from '@/lib/services/accounts/create-claim-code';
import { redeemClaimCode } from '@/lib/services/accounts/redeem-claim-code';
import { addEntry } from '@/lib/services/entries/add-entry';
import { seedEntries } from '@/lib/services/entries/seed-entries';
import { createTournament } from '@/lib/services/tournaments/create-tournament';
import { startTournament } from '@/lib/services/tournaments/start-tournament';
import { addEntrySchema } from '@/lib/validation/entries';
import { tournamentSettingsSchema } from '@/lib/validation/tournaments';
import { playDemoBracket } from './demo-bracket';
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

// Two seeds started together queue here instead of racing to create the event.
const SEED_LOCK_KEY = 4_751_213_002;

export async function seedDemo(db: Db, options: SeedDemoOptions = {}): Promise<SeedDemoReport> {
  const password = options.password ?? randomBytes(9).toString('base64url');
  const now = options.now ?? new Date();
  const passwordHash = await hashPassword(password);

  return db.transaction(async (tx) => {
    await lockJob(tx, SEED_LOCK_KEY);
    if (await findTournamentBySlug(tx, demoTournament.slug)) {
      return {
        created: false,
        lines: [
          `The demo event is already there: /t/${demoTournament.slug}. Nothing was changed.`,
          'Its sign-in details were printed when it was created.',
        ],
      };
    }

    const accounts = await demoAccountsIn(tx, passwordHash);
    const organiser = actorOf(accounts.find((account) => account.role === 'organiser')!.user);
    const created = await createTournament(
      tx,
      organiser,
      tournamentSettingsSchema.parse({
        name: demoTournament.name,
        venue: demoTournament.venue,
        startsOn: now.toISOString().slice(0, 10),
        endsOn: new Date(now.getTime() + 86_400_000).toISOString().slice(0, 10),
        format: 'single-elimination',
        thirdPlace: false,
      }),
    );
    // The address comes from the name; the check above found it free, so this holds unless the two drift apart.
    if (created.slug !== demoTournament.slug) {
      throw new Error(`The demo event was given the address /t/${created.slug}, not /t/${demoTournament.slug}.`);
    }
    // Any player of the same name already on record is someone else: the demo's players are its own.
    for (const player of demoPlayers) {
      await addEntry(tx, organiser, created.id, {
        ...addEntrySchema.parse({
          displayName: player.displayName,
          club: player.club,
          country: 'AG',
          rating: player.rating,
          checkedIn: true,
        }),
        sameNameConfirmed: true,
      });
    }
    await seedEntries(tx, organiser, created.id, { method: 'rating', randomSeed: null });
    const { tournament, stageId, playing } = await startTournament(tx, organiser, created.id, now);

    for (const account of accounts) {
      const player = account.new && playing.find((entry) => entry.player.displayName === account.player);
      if (!player) continue;
      const claim = await createClaimCode(tx, organiser, { playerId: player.playerId });
      await redeemClaimCode(tx, actorOf(account.user), { code: claim.code }, null);
    }

    await playDemoBracket(tx, organiser, tournament, stageId);

    return {
      created: true,
      lines: [
        `Created the demo event "${tournament.name}" with ${playing.length} players: /t/${tournament.slug}`,
        'Demo sign-in details:',
        ...accounts.map(
          (account) =>
            `  ${account.role.padEnd(9)} ${account.email}  ${account.new ? `password ${password}` : '(existing account, password unchanged)'}`,
        ),
      ],
    };
  });
}

/** The demo account as the services see it signed in. */
function actorOf(user: User): SignedInActor {
  return { kind: 'user', via: 'session', id: user.id, email: user.email, name: user.name, role: user.role };
}

/**
 * The demo accounts. One that already exists is used as it is (password, role and player link
 * untouched); a new one is written as the admin CLI's `create-user` writes it (lib/admin/commands.ts),
 * its address vouched for, since no use case makes an account for someone else.
 */
async function demoAccountsIn(tx: Db, passwordHash: string) {
  const emails = demoAccounts.map((account) => account.email);
  const existing = await findUsersByEmails(tx, emails);
  const accounts = [];
  for (const account of demoAccounts) {
    const found = existing.find((row) => row.email === account.email);
    const user =
      found ??
      (await insertVouchedUser(tx, { email: account.email, name: account.name, role: account.role, passwordHash }));
    accounts.push({ ...account, user, new: !found });
  }
  return accounts;
}
