// Who may do what, as a table: every check against every kind of actor, on real rows.
import { beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { players, tournamentStaff, tournaments, type User } from '@/db/schema';
import { anonymous, isSignedIn, type Actor } from '@/lib/auth/actor';
import {
  matchRights,
  requireMatchPlayer,
  requireRole,
  requireSignedIn,
  requireTournamentManager,
  requireTournamentStaff,
  tournamentRights,
  tournamentWithRights,
} from '@/lib/auth/permissions';
import { AppError } from '@/lib/errors';
import { setupTestDatabase } from '../db/helpers';
import { makeEntries, makeMatch, makePlayer, makeStage, makeTournament, makeUser } from '../db/fixtures';
import { actorOf } from './helpers';

const test_ = setupTestDatabase();

type Who =
  | 'anonymous'
  | 'admin'
  | 'organiser'
  | 'co-organiser'
  | 'arbiter'
  | 'other-organiser'
  | 'player-1'
  | 'player-2'
  | 'outsider';
const actors = {} as Record<Who, Actor>;
let tournamentId: number;
let matchId: number;
let entryIds: [number, number];

beforeAll(async () => {
  const db = test_.db;
  const user = (role: User['role']) => makeUser(db, { role });
  const [admin, organiser, coOrganiser, arbiter, otherOrganiser, player1, player2, outsider] = await Promise.all([
    user('admin'),
    user('organiser'),
    user('player'),
    user('player'),
    user('organiser'),
    user('player'),
    user('player'),
    user('player'),
  ]);
  const tournament = await makeTournament(db, { organiserId: organiser.id, status: 'running' });
  await makeTournament(db, { organiserId: otherOrganiser.id });
  tournamentId = tournament.id;
  await db.insert(tournamentStaff).values([
    { tournamentId, userId: coOrganiser.id, role: 'co-organiser' },
    { tournamentId, userId: arbiter.id, role: 'arbiter' },
  ]);
  const entries = await makeEntries(db, tournamentId, 2);
  entryIds = [entries[0].id, entries[1].id];
  await db.update(players).set({ userId: player1.id }).where(eq(players.id, entries[0].playerId));
  await db.update(players).set({ userId: player2.id }).where(eq(players.id, entries[1].playerId));
  await makePlayer(db, { userId: outsider.id });
  const stage = await makeStage(db, tournamentId);
  matchId = (await makeMatch(db, { stageId: stage.id, entry1Id: entries[0].id, entry2Id: entries[1].id })).id;
  Object.assign(actors, {
    anonymous,
    admin: actorOf(admin),
    organiser: actorOf(organiser),
    'co-organiser': actorOf(coOrganiser),
    arbiter: actorOf(arbiter),
    'other-organiser': actorOf(otherOrganiser),
    'player-1': actorOf(player1),
    'player-2': actorOf(player2),
    outsider: actorOf(outsider),
  });
});

/** The status a check answers: 200 when it lets the actor through. */
async function statusOf(check: () => unknown): Promise<number> {
  try {
    await check();
    return 200;
  } catch (error) {
    if (error instanceof AppError) return error.status;
    throw error;
  }
}

const everyone: Who[] = [
  'anonymous',
  'admin',
  'organiser',
  'co-organiser',
  'arbiter',
  'other-organiser',
  'player-1',
  'player-2',
  'outsider',
];

const expectations: { check: string; run: (actor: Actor) => unknown; allowed: Who[] }[] = [
  {
    check: 'signed in',
    run: (actor) => requireSignedIn(actor),
    allowed: everyone.filter((who) => who !== 'anonymous'),
  },
  {
    check: 'organiser role',
    run: (actor) => requireRole(actor, 'organiser'),
    allowed: ['admin', 'organiser', 'other-organiser'],
  },
  { check: 'admin role', run: (actor) => requireRole(actor, 'admin'), allowed: ['admin'] },
  {
    check: 'manage the tournament',
    run: (actor) => requireTournamentManager(test_.db, actor, tournamentId),
    allowed: ['admin', 'organiser', 'co-organiser'],
  },
  {
    check: 'act on its results',
    run: (actor) => requireTournamentStaff(test_.db, actor, tournamentId),
    allowed: ['admin', 'organiser', 'co-organiser', 'arbiter'],
  },
  {
    check: 'report in the match',
    run: (actor) => requireMatchPlayer(test_.db, actor, matchId),
    allowed: ['admin', 'organiser', 'co-organiser', 'arbiter', 'player-1', 'player-2'],
  },
];

describe.each(expectations)('$check', ({ run, allowed }) => {
  test.each(everyone)('as %s', async (who) => {
    const expected = allowed.includes(who) ? 200 : who === 'anonymous' ? 401 : 403;
    expect(await statusOf(() => run(actors[who]))).toBe(expected);
  });
});

test('a missing tournament or match is a 404 for a signed-in user, and still a 401 for anonymous', async () => {
  expect(await statusOf(() => requireTournamentManager(test_.db, actors.organiser, 2_000_000_000))).toBe(404);
  expect(await statusOf(() => requireTournamentStaff(test_.db, actors.arbiter, 2_000_000_000))).toBe(404);
  expect(await statusOf(() => requireMatchPlayer(test_.db, actors['player-1'], 2_000_000_000))).toBe(404);
  expect(await statusOf(() => requireTournamentManager(test_.db, anonymous, 2_000_000_000))).toBe(401);
  expect(await tournamentRights(test_.db, anonymous, 2_000_000_000)).toBeNull();
  expect(await matchRights(test_.db, actors.admin, 2_000_000_000)).toBeNull();
});

test('the staff lookup by slug finds what tournamentRights allows, with the same rights, in one statement', async () => {
  const db = test_.db;
  const userIdOf = (who: Who) => {
    const actor = actors[who];
    return isSignedIn(actor) ? actor.id : '';
  };
  const draft = await makeTournament(db, { organiserId: userIdOf('organiser'), status: 'draft' });
  await db.insert(tournamentStaff).values([
    { tournamentId: draft.id, userId: userIdOf('co-organiser'), role: 'co-organiser' },
    { tournamentId: draft.id, userId: userIdOf('arbiter'), role: 'arbiter' },
  ]);
  const [running] = await db.select().from(tournaments).where(eq(tournaments.id, tournamentId));
  for (const tournament of [running, draft]) {
    for (const who of everyone) {
      const rights = await tournamentRights(db, actors[who], tournament.id);
      const found = await tournamentWithRights(db, actors[who], tournament.slug);
      // A draft is found only by those with rights in it; a running tournament by everyone.
      expect(found, `${tournament.status} as ${who}`).toEqual(
        rights || tournament.status !== 'draft' ? { tournament, rights } : null,
      );
    }
  }
  expect(await tournamentWithRights(db, actors.admin, 'no-such-slug')).toBeNull();
});

test('match rights say which slot is the actor’s own', async () => {
  expect(await matchRights(test_.db, actors['player-1'], matchId)).toMatchObject({
    slot: 1,
    entryId: entryIds[0],
    play: true,
    manage: false,
    results: false,
  });
  expect(await matchRights(test_.db, actors['player-2'], matchId)).toMatchObject({
    slot: 2,
    entryId: entryIds[1],
    play: true,
  });
  expect(await matchRights(test_.db, actors.arbiter, matchId)).toMatchObject({
    slot: null,
    entryId: null,
    play: true,
    manage: false,
    results: true,
  });
  expect(await matchRights(test_.db, anonymous, matchId)).toMatchObject({
    slot: null,
    play: false,
    manage: false,
    results: false,
    tournamentId,
  });
});

test('the refusals say why, with specific codes', async () => {
  const refusal = (check: () => unknown) =>
    Promise.resolve()
      .then(check)
      .catch((error: unknown) => error);
  expect(await refusal(() => requireRole(actors.outsider, 'organiser'))).toMatchObject({ code: 'not-organiser' });
  expect(await refusal(() => requireTournamentManager(test_.db, actors.arbiter, tournamentId))).toMatchObject({
    code: 'not-tournament-manager',
  });
  expect(await refusal(() => requireTournamentStaff(test_.db, actors['player-1'], tournamentId))).toMatchObject({
    code: 'not-tournament-staff',
  });
  expect(await refusal(() => requireMatchPlayer(test_.db, actors.outsider, matchId))).toMatchObject({
    code: 'not-in-match',
  });
});
