// A demoted organiser no longer runs their tournaments (issue 16, point 7): organising gives rights
// only while the organiser holds the organiser (or admin) role, read at every request, whether
// they come with a new session or an API token made before the change. The tournaments stay, run
// by the admins and the co-organisers, whose staff rights are per tournament and untouched by
// their site role; the pages say who runs it now.
import { expect, test } from 'vitest';
import { PATCH as updateTournamentRoute } from '@/app/api/v1/tournaments/[slug]/route';
import type { Db } from '@/db/client';
import { managedTournamentIds, playerStanding } from '@/db/queries/rights';
import { entries, tournamentStaff, tournaments, type User } from '@/db/schema';
import { tournamentRights } from '@/lib/auth/permissions';
import { playerRights } from '@/lib/auth/player-rights';
import { applyRole } from '@/lib/services/accounts/set-user-role';
import { setRegistration } from '@/lib/services/tournaments/set-registration';
import { addTournamentStaff } from '@/lib/services/tournaments/tournament-staff';
import { updateTournament } from '@/lib/services/tournaments/update-tournament';
import { actorOf, apiRequest, makeApiToken, outcomeCode, routeParams } from '../../auth/helpers';
import { makePlayer, makeTournament, makeUser } from '../../db/fixtures';
import { setupTestDatabase } from '../../db/helpers';
import { settings } from '../helpers';

const test_ = setupTestDatabase();

/** A tournament taking entries, its organiser (with an API token made while still one) and a co-organiser who is only a player on the site. */
async function demotedOrganiserScene(db: Db) {
  const organiser = await makeUser(db, { role: 'organiser', name: 'Ada Organiser' });
  const coOrganiser = await makeUser(db);
  const admin = await makeUser(db, { role: 'admin' });
  const tournament = await makeTournament(db, { organiserId: organiser.id, status: 'registration' });
  await db
    .insert(tournamentStaff)
    .values({ tournamentId: tournament.id, userId: coOrganiser.id, role: 'co-organiser' });
  const player = await makePlayer(db);
  await db.insert(entries).values({ tournamentId: tournament.id, playerId: player.id });
  const token = await makeApiToken(db, organiser);
  const demoted: User = await applyRole(db, organiser.id, 'player');
  return { organiser: demoted, coOrganiser, admin, tournament, player, token };
}

test('the demoted organiser may no longer edit, open registration or add staff, and is told why', async () => {
  const { db } = test_;
  const { organiser, tournament } = await demotedOrganiserScene(db);
  const helper = await makeUser(db);
  const before = await db.select().from(tournaments);
  const as = actorOf(organiser);
  expect(await outcomeCode(updateTournament(db, as, tournament.id, settings({ name: 'Still Mine' })))).toBe(
    'organiser-role-lost',
  );
  expect(await outcomeCode(setRegistration(db, as, { tournamentId: tournament.id, open: false }))).toBe(
    'organiser-role-lost',
  );
  expect(
    await outcomeCode(
      addTournamentStaff(db, as, { tournamentId: tournament.id, email: helper.email, role: 'co-organiser' }),
    ),
  ).toBe('organiser-role-lost');
  expect(await db.select().from(tournaments)).toEqual(before);
  await expect(setRegistration(db, as, { tournamentId: tournament.id, open: false })).rejects.toMatchObject({
    status: 403,
    message: expect.stringContaining('You are no longer an organiser'),
  });
});

test('an API token made before the demotion is refused 403 organiser-role-lost', async () => {
  const { db } = test_;
  const { token, tournament } = await demotedOrganiserScene(db);
  const request = apiRequest('PATCH', `/api/v1/tournaments/${tournament.slug}`, {
    body: { venue: 'Elsewhere' },
    headers: { authorization: `Bearer ${token}` },
  });
  const response = await updateTournamentRoute.handle(request, routeParams({ slug: tournament.slug }), db);
  expect(response.status).toBe(403);
  expect(await response.json()).toMatchObject({ error: { code: 'organiser-role-lost' } });
  expect((await db.select().from(tournaments)).find((row) => row.id === tournament.id)?.venue).toBe(tournament.venue);
});

test('the co-organiser (a player on the site) and the admins run it now, and its pages can say whose it was', async () => {
  const { db } = test_;
  const { organiser, coOrganiser, admin, tournament } = await demotedOrganiserScene(db);
  const lost = { userId: organiser.id, name: 'Ada Organiser' };
  expect(await tournamentRights(db, actorOf(organiser), tournament.id)).toEqual({
    manage: false,
    results: false,
    organiserRoleLost: { ...lost, isActor: true },
  });
  expect(await tournamentRights(db, actorOf(coOrganiser), tournament.id)).toEqual({
    manage: true,
    results: true,
    organiserRoleLost: { ...lost, isActor: false },
  });
  expect(
    await outcomeCode(
      updateTournament(db, actorOf(coOrganiser), tournament.id, settings({ name: 'Run By The Co-organiser' })),
    ),
  ).toBe('ok');
  expect(await outcomeCode(setRegistration(db, actorOf(admin), { tournamentId: tournament.id, open: false }))).toBe(
    'ok',
  );
});

test('made an organiser again, they run their tournaments again', async () => {
  const { db } = test_;
  const { organiser, tournament } = await demotedOrganiserScene(db);
  const restored = await applyRole(db, organiser.id, 'organiser');
  expect(await tournamentRights(db, actorOf(restored), tournament.id)).toEqual({
    manage: true,
    results: true,
    organiserRoleLost: null,
  });
  expect(await outcomeCode(setRegistration(db, actorOf(restored), { tournamentId: tournament.id, open: false }))).toBe(
    'ok',
  );
});

test('the tournaments a user manages, and so the player records they may vouch for, leave out those whose organiser lost the role', async () => {
  const { db } = test_;
  const { organiser, coOrganiser, tournament, player } = await demotedOrganiserScene(db);
  expect(await managedTournamentIds(db, organiser.id)).toEqual([]);
  expect(await managedTournamentIds(db, coOrganiser.id)).toEqual([{ id: tournament.id }]);
  expect(await playerStanding(db, player.id, organiser.id)).toMatchObject({
    inManagedTournament: false,
    inOthersTournament: true,
  });
  // Should they be an organiser again, only what they still run counts: here everything, once more.
  const restored = await applyRole(db, organiser.id, 'organiser');
  const standing = (await playerStanding(db, player.id, restored.id))!;
  expect(standing).toMatchObject({ inManagedTournament: true, inOthersTournament: false });
  expect(playerRights(actorOf(restored) as never, standing)).toEqual({ manage: true, merge: true });
});
