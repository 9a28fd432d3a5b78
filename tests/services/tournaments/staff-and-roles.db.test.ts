// A tournament's staff, changed by its managers; site roles, changed by admins, ending the
// user's older sessions; the site never left without an admin.
import { and, eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { tournamentStaff, users } from '@/db/schema';
import { anonymous } from '@/lib/auth/actor';
import { beginSession, currentSessionUser } from '@/lib/auth/session-user';
import { applyRole, setUserRole } from '@/lib/services/accounts/set-user-role';
import { addTournamentStaff, removeTournamentStaff } from '@/lib/services/tournaments/tournament-staff';
import { setupTestDatabase } from '../../db/helpers';
import { makeTournament, makeUser } from '../../db/fixtures';
import { actorOf, outcomeCode } from '../../auth/helpers';

const test_ = setupTestDatabase();

describe('tournament staff', () => {
  test('the organiser adds an arbiter by email, changes the role, removes them', async () => {
    const organiser = await makeUser(test_.db, { role: 'organiser' });
    const tournament = await makeTournament(test_.db, { organiserId: organiser.id });
    const helper = await makeUser(test_.db);
    const staff = await addTournamentStaff(test_.db, actorOf(organiser), {
      tournamentId: tournament.id,
      email: helper.email.toUpperCase(),
      role: 'arbiter',
    });
    expect(staff).toMatchObject({ userId: helper.id, role: 'arbiter' });
    await addTournamentStaff(test_.db, actorOf(organiser), {
      tournamentId: tournament.id,
      email: helper.email,
      role: 'co-organiser',
    });
    const rows = await test_.db.select().from(tournamentStaff).where(eq(tournamentStaff.tournamentId, tournament.id));
    expect(rows.map((row) => row.role)).toEqual(['co-organiser']);
    await removeTournamentStaff(test_.db, actorOf(organiser), { tournamentId: tournament.id, userId: helper.id });
    expect(await test_.db.$count(tournamentStaff, eq(tournamentStaff.tournamentId, tournament.id))).toBe(0);
  });

  test('an unknown email or the organiser themself is refused on the email field', async () => {
    const organiser = await makeUser(test_.db, { role: 'organiser' });
    const tournament = await makeTournament(test_.db, { organiserId: organiser.id });
    const unknown = await addTournamentStaff(test_.db, actorOf(organiser), {
      tournamentId: tournament.id,
      email: 'nobody@example.test',
      role: 'arbiter',
    }).catch((error: unknown) => error);
    expect(unknown).toMatchObject({ code: 'no-such-account', field: 'email', status: 404 });
    expect(
      await outcomeCode(
        addTournamentStaff(test_.db, actorOf(organiser), {
          tournamentId: tournament.id,
          email: organiser.email,
          role: 'arbiter',
        }),
      ),
    ).toBe('already-organiser');
  });

  test('co-organisers change the staff; arbiters and other organisers do not', async () => {
    const organiser = await makeUser(test_.db, { role: 'organiser' });
    const tournament = await makeTournament(test_.db, { organiserId: organiser.id });
    const [coOrganiser, arbiter, other, target] = await Promise.all([
      makeUser(test_.db),
      makeUser(test_.db),
      makeUser(test_.db, { role: 'organiser' }),
      makeUser(test_.db),
    ]);
    await test_.db.insert(tournamentStaff).values([
      { tournamentId: tournament.id, userId: coOrganiser.id, role: 'co-organiser' },
      { tournamentId: tournament.id, userId: arbiter.id, role: 'arbiter' },
    ]);
    const add = (who: Parameters<typeof actorOf>[0] | null) =>
      outcomeCode(
        addTournamentStaff(test_.db, who ? actorOf(who) : anonymous, {
          tournamentId: tournament.id,
          email: target.email,
          role: 'arbiter',
        }),
      );
    expect(await add(null)).toBe('unauthenticated');
    expect(await add(arbiter)).toBe('not-tournament-manager');
    // The tournament is a draft: to an organiser not on its staff it does not exist.
    expect(await add(other)).toBe('tournament-not-found');
    expect(
      await test_.db.$count(
        tournamentStaff,
        and(eq(tournamentStaff.tournamentId, tournament.id), eq(tournamentStaff.userId, target.id)),
      ),
    ).toBe(0);
    expect(await add(coOrganiser)).toBe('ok');
    expect(
      await outcomeCode(
        removeTournamentStaff(test_.db, actorOf(arbiter), { tournamentId: tournament.id, userId: target.id }),
      ),
    ).toBe('not-tournament-manager');
  });
});

describe('site roles', () => {
  test('an admin makes an organiser, which ends the user’s older sessions', async () => {
    const admin = await makeUser(test_.db, { role: 'admin' });
    const user = await makeUser(test_.db);
    const older = await beginSession(test_.db, user);
    const changed = await setUserRole(test_.db, actorOf(admin), { userId: user.id, role: 'organiser' });
    expect(changed).toMatchObject({ role: 'organiser', sessionVersion: user.sessionVersion + 1 });
    expect(await currentSessionUser(test_.db, older)).toBeNull();
    // Setting the role it already has changes nothing.
    const same = await setUserRole(test_.db, actorOf(admin), { userId: user.id, role: 'organiser' });
    expect(same.sessionVersion).toBe(changed.sessionVersion);
  });

  test('only admins set roles', async () => {
    const organiser = await makeUser(test_.db, { role: 'organiser' });
    const user = await makeUser(test_.db);
    expect(await outcomeCode(setUserRole(test_.db, actorOf(organiser), { userId: user.id, role: 'organiser' }))).toBe(
      'not-admin',
    );
    expect(await outcomeCode(setUserRole(test_.db, anonymous, { userId: user.id, role: 'organiser' }))).toBe(
      'unauthenticated',
    );
    const [unchanged] = await test_.db.select().from(users).where(eq(users.id, user.id));
    expect(unchanged.role).toBe('player');
  });

  test('the last admin keeps the role; with two, one may step down', async () => {
    // The shared test database may hold other admins: demote them all but one, through the CLI's path.
    const admins = await test_.db.select().from(users).where(eq(users.role, 'admin'));
    const first = admins[0] ?? (await makeUser(test_.db, { role: 'admin' }));
    for (const other of admins.slice(1)) await applyRole(test_.db, other.id, 'player');
    expect(await outcomeCode(applyRole(test_.db, first.id, 'organiser'))).toBe('last-admin');
    const second = await makeUser(test_.db, { role: 'admin' });
    expect(await outcomeCode(setUserRole(test_.db, actorOf(second), { userId: first.id, role: 'player' }))).toBe('ok');
    expect(await outcomeCode(setUserRole(test_.db, actorOf(second), { userId: second.id, role: 'player' }))).toBe(
      'last-admin',
    );
  });
});
