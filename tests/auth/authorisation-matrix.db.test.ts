// Every mutating server action and API route, tried as each kind of caller: only the allowed
// succeed; the others are refused (401 for anonymous, 403 otherwise, or the row's stated refusal)
// and the tables the operation touches are exactly as before. A new mutation adds one row.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { addStaffAction, removeStaffAction } from '@/app/t/[slug]/staff/actions';
import { decideRegistrationAction } from '@/app/t/[slug]/registrations/actions';
import { requestEntryAction } from '@/app/t/[slug]/enter/actions';
import { createClaimCodeAction, createPlayerAction, mergePlayersAction } from '@/app/organise/actions';
import { setUserRoleAction } from '@/app/admin/users/actions';
import { signUpAction } from '@/app/(accounts)/sign-up/actions';
import { requestPasswordResetAction } from '@/app/(accounts)/forgot-password/actions';
import { resetPasswordAction } from '@/app/(accounts)/reset-password/actions';
import { verifyEmailAction } from '@/app/(accounts)/verify-email/actions';
import {
  changePasswordAction,
  clearPinAction,
  createApiTokenAction,
  redeemClaimCodeAction,
  resendVerificationAction,
  revokeApiTokenAction,
  setPinAction,
  signOutEverywhereAction,
} from '@/app/account/actions';
import { POST as createTokenRoute } from '@/app/api/v1/tokens/route';
import { DELETE as revokeTokenRoute } from '@/app/api/v1/tokens/[id]/route';
import { POST as mergePlayersRoute } from '@/app/api/v1/players/merges/route';
import {
  accountTokens,
  apiTokens,
  auditLog,
  entries,
  outbox,
  playerClaimCodes,
  players,
  registrationRequests,
  sessions,
  tournamentStaff,
  users,
} from '@/db/schema';
import { hashPassword } from '@/lib/auth/password';
import { generateClaimCode, hashClaimCode } from '@/lib/auth/claim-code';
import { generateAccountToken } from '@/lib/auth/account-token';
import { setupTestDatabase } from '../db/helpers';
import { makePlayer, makeTournament, makeUser, unique } from '../db/fixtures';
import { makeApiToken } from './helpers';
import { organiserPageRows } from './matrix-organiser-pages';
import { actionRow, routeRow, snapshot, type MatrixRow } from './matrix';
import { gameRows } from './matrix-games';
import { organiserApiRows } from './matrix-organiser-api';
import { swissInstructionRows } from './matrix-swiss';
import { swissPreviewRows } from './matrix-swiss-preview';
import { buildWorld, everyone, MATRIX_PASSWORD, signedIn, type Who, type World } from './matrix-world';
import {
  asCaller,
  isRulingRow,
  ownMatchCallers,
  ownMatchWorld,
  seatStaffInNewestMatch,
  type OwnMatchWorld,
} from './matrix-own-match';
import { demoteOrganiser, demotedCredentials, isOrganisersRow, isRouteRow, restoreOrganiser } from './matrix-role-lost';

const test_ = setupTestDatabase();

const managers: Who[] = ['co-organiser', 'organiser', 'admin'];
const organiserRole: Who[] = ['other-organiser', 'organiser', 'admin'];

/** A token of `owner`'s, made fresh for one attempt. */
async function tokenOf(world: World, owner: Exclude<Who, 'anonymous'>): Promise<number> {
  await makeApiToken(world.db, world.users[owner], unique('matrix'));
  const [token] = await world.db
    .select({ id: apiTokens.id })
    .from(apiTokens)
    .where(and(eq(apiTokens.userId, world.users[owner].id), isNull(apiTokens.revokedAt)));
  return token.id;
}

/** A pending request to enter the world's tournament, from a new account, made fresh for one attempt. */
async function pendingRequest(world: World): Promise<number> {
  const asker = await makeUser(world.db);
  const [request] = await world.db
    .insert(registrationRequests)
    .values({ tournamentId: world.tournament.id, userId: asker.id, displayName: unique('Asker') })
    .returning();
  return request.id;
}

/** A link of this purpose for a new account (unverified for a verification link), made fresh for one attempt; answers its token. */
async function accountLink(world: World, purpose: 'password-reset' | 'email-verification'): Promise<string> {
  const user = await makeUser(world.db, purpose === 'email-verification' ? { emailVerified: null } : {});
  const { token, tokenHash } = generateAccountToken();
  await world.db
    .insert(accountTokens)
    .values({ userId: user.id, purpose, tokenHash, expiresAt: new Date(Date.now() + 600_000) });
  return token;
}

/** A player entered in the world's tournament, without an account, made fresh for one attempt. */
async function enteredPlayer(world: World): Promise<number> {
  const player = await makePlayer(world.db);
  await world.db.insert(entries).values({ tournamentId: world.tournament.id, playerId: player.id });
  return player.id;
}

/** Two records the organiser added, in no tournament, made fresh for one merge attempt. */
async function organisersTwoRecords(world: World): Promise<{ keepId: number; mergeId: number }> {
  const [keep, merge] = await Promise.all(
    [1, 2].map(() => makePlayer(world.db, { createdBy: world.users.organiser.id })),
  );
  return { keepId: keep.id, mergeId: merge.id };
}

const rows: MatrixRow[] = [
  actionRow({
    name: 'signUp',
    action: signUpAction,
    allowed: everyone,
    tables: [users],
    input: () => ({
      name: 'Newcomer',
      email: `${unique('signup')}@example.test`,
      password: 'a long password',
      confirm: 'a long password',
    }),
  }),
  // Anyone may ask for a link (the answer is the same for every address) or use one: the link's token is the proof.
  actionRow({
    name: 'requestPasswordReset',
    action: requestPasswordResetAction,
    allowed: everyone,
    tables: [accountTokens, outbox],
    input: () => ({ email: `${unique('forgot')}@example.test` }),
  }),
  actionRow({
    name: 'resetPassword',
    action: resetPasswordAction,
    allowed: everyone,
    tables: [users, accountTokens, apiTokens],
    prepare: (world) => accountLink(world, 'password-reset'),
    input: (_, __, token) => ({ token, password: 'a reset password', confirm: 'a reset password' }),
  }),
  actionRow({
    name: 'verifyEmail',
    action: verifyEmailAction,
    allowed: everyone,
    tables: [users, accountTokens],
    prepare: (world) => accountLink(world, 'email-verification'),
    input: (_, __, token) => ({ token }),
  }),
  actionRow({
    name: 'resendVerification',
    action: resendVerificationAction,
    allowed: signedIn,
    tables: [accountTokens, outbox],
    input: () => ({}),
  }),
  actionRow({
    name: 'changePassword',
    action: changePasswordAction,
    allowed: signedIn,
    tables: [users, apiTokens, sessions],
    input: () => ({
      currentPassword: MATRIX_PASSWORD,
      newPassword: 'a different password',
      confirm: 'a different password',
    }),
  }),
  actionRow({
    name: 'setPin',
    action: setPinAction,
    allowed: signedIn,
    tables: [users],
    input: () => ({ password: MATRIX_PASSWORD, pin: '2468', confirmPin: '2468' }),
  }),
  actionRow({
    name: 'clearPin',
    action: clearPinAction,
    allowed: signedIn,
    tables: [users],
    input: () => ({ password: MATRIX_PASSWORD }),
  }),
  actionRow({
    name: 'signOutEverywhere',
    action: signOutEverywhereAction,
    allowed: signedIn,
    tables: [users, apiTokens, sessions],
    input: () => ({}),
  }),
  actionRow({
    name: 'createApiToken',
    action: createApiTokenAction,
    allowed: signedIn,
    tables: [apiTokens],
    input: () => ({ name: 'matrix', password: MATRIX_PASSWORD }),
  }),
  actionRow({
    name: 'revokeApiToken (own token)',
    action: revokeApiTokenAction,
    allowed: signedIn,
    tables: [apiTokens],
    prepare: async (world, who) => tokenOf(world, who === 'anonymous' ? 'organiser' : who),
    input: (_, __, id) => ({ id }),
  }),
  actionRow({
    name: 'revokeApiToken (the organiser’s token)',
    action: revokeApiTokenAction,
    allowed: ['organiser'],
    // Someone else's token does not exist as far as the caller is told.
    refusals: Object.fromEntries(signedIn.map((who) => [who, 404])),
    tables: [apiTokens],
    prepare: (world) => tokenOf(world, 'organiser'),
    input: (_, __, id) => ({ id }),
  }),
  actionRow({
    name: 'redeemClaimCode',
    action: redeemClaimCodeAction,
    // The players already have a player record: a second one is a conflict, not a right.
    allowed: ['other-organiser', 'arbiter', 'co-organiser', 'organiser', 'admin'],
    refusals: { outsider: 409, 'match-player': 409 },
    tables: [players, playerClaimCodes],
    prepare: async (world) => {
      const player = await makePlayer(world.db);
      const code = generateClaimCode();
      await world.db
        .insert(playerClaimCodes)
        .values({ playerId: player.id, codeHash: hashClaimCode(code), expiresAt: new Date(Date.now() + 3_600_000) });
      return code;
    },
    input: (_, __, code) => ({ code }),
  }),
  actionRow({
    name: 'createPlayer',
    action: createPlayerAction,
    allowed: organiserRole,
    tables: [players, playerClaimCodes],
    input: () => ({ displayName: unique('Player') }),
  }),
  actionRow({
    name: 'createClaimCode (player of this tournament)',
    action: createClaimCodeAction,
    allowed: ['organiser', 'admin'],
    tables: [playerClaimCodes],
    prepare: (world) => enteredPlayer(world),
    input: (_, __, playerId) => ({ playerId }),
  }),
  actionRow({
    name: 'createClaimCode (player the other organiser added, in no tournament)',
    action: createClaimCodeAction,
    // The record is the other organiser's: the tournament's organiser may not hand out its codes.
    allowed: ['other-organiser', 'admin'],
    tables: [playerClaimCodes],
    prepare: async (world) => (await makePlayer(world.db, { createdBy: world.users['other-organiser'].id })).id,
    input: (_, __, playerId) => ({ playerId }),
  }),
  actionRow({
    name: 'mergePlayers (two records the organiser added)',
    action: mergePlayersAction,
    allowed: ['organiser', 'admin'],
    tables: [players, entries, playerClaimCodes, auditLog],
    prepare: (world) => organisersTwoRecords(world),
    input: (_, __, pair) => pair,
  }),
  actionRow({
    name: 'addStaff',
    action: addStaffAction,
    allowed: managers,
    tables: [tournamentStaff],
    prepare: (world) => makeUser(world.db),
    input: (world, _, helper) => ({ tournamentId: world.tournament.id, email: helper.email, role: 'arbiter' as const }),
  }),
  actionRow({
    name: 'removeStaff',
    action: removeStaffAction,
    allowed: managers,
    tables: [tournamentStaff],
    prepare: async (world) => {
      const helper = await makeUser(world.db);
      await world.db
        .insert(tournamentStaff)
        .values({ tournamentId: world.tournament.id, userId: helper.id, role: 'arbiter' });
      return helper.id;
    },
    input: (world, _, userId) => ({ tournamentId: world.tournament.id, userId }),
  }),
  actionRow({
    name: 'requestEntry',
    action: requestEntryAction,
    allowed: signedIn,
    tables: [registrationRequests],
    // A tournament of its own for each attempt, so nobody is entered or waiting there yet.
    prepare: async (world) =>
      (
        await makeTournament(world.db, {
          organiserId: world.users.organiser.id,
          status: 'registration',
          selfRegistration: true,
        })
      ).id,
    input: (_, __, tournamentId) => ({ tournamentId, displayName: 'As A New Player' }),
  }),
  actionRow({
    name: 'decideRegistration',
    action: decideRegistrationAction,
    allowed: managers,
    tables: [registrationRequests, entries, players],
    prepare: (world) => pendingRequest(world),
    input: (_, __, requestId) => ({ requestId, decision: 'approve' as const }),
  }),
  actionRow({
    name: 'setUserRole',
    action: setUserRoleAction,
    allowed: ['admin'],
    tables: [users],
    prepare: async (world) => (await makeUser(world.db, { passwordHash: await hashPassword('x'.repeat(12)) })).id,
    input: (_, __, userId) => ({ userId, role: 'organiser' as const }),
  }),
  routeRow({
    handler: createTokenRoute,
    allowed: signedIn,
    tables: [apiTokens],
    body: () => ({ name: 'matrix', password: MATRIX_PASSWORD }),
  }),
  routeRow({
    handler: revokeTokenRoute,
    allowed: signedIn,
    tables: [apiTokens],
    prepare: async (world, who) => tokenOf(world, who === 'anonymous' ? 'organiser' : who),
    params: (_, __, id) => ({ id: String(id) }),
  }),
  routeRow({
    handler: mergePlayersRoute,
    allowed: ['organiser', 'admin'],
    tables: [players, entries, playerClaimCodes, auditLog],
    prepare: (world) => organisersTwoRecords(world),
    body: (_, __, pair) => pair,
  }),
  ...organiserApiRows,
  ...gameRows,
  ...organiserPageRows,
  ...swissInstructionRows,
  ...swissPreviewRows,
];

describe.each(rows)('$name', (row) => {
  let world: World | undefined;
  test.each(everyone)('as %s', async (who) => {
    world ??= await buildWorld(test_.db);
    const expected = row.allowed.includes(who) ? 'ok' : (row.refusals?.[who] ?? (who === 'anonymous' ? 401 : 403));
    const target = await row.prepare(world, who);
    const before = await snapshot(world, row.tables);
    expect(await row.attempt(world, who, target)).toBe(expected);
    if (expected !== 'ok') expect(await snapshot(world, row.tables)).toEqual(before);
  });
});

// Nobody rules on a match they play in: staff in it have a player's rights there; another arbiter rules.
describe('staff playing in a match', () => {
  const rulings = rows.filter(isRulingRow);
  test('every ruling on a match is in this section', () => {
    expect(rulings.length).toBeGreaterThanOrEqual(15);
  });
  describe.each(rulings)('$name', (row) => {
    let scene: OwnMatchWorld | undefined;
    test.each(ownMatchCallers)('as %s', async (caller) => {
      scene ??= await ownMatchWorld(await buildWorld(test_.db));
      const { world, who } = asCaller(scene, caller);
      const target = await row.prepare(scene.world, who);
      await seatStaffInNewestMatch(scene);
      const before = await snapshot(world, row.tables);
      const expected = caller === 'another arbiter' ? 'ok' : 403;
      expect(await row.attempt(world, who, target)).toBe(expected);
      if (expected !== 'ok') expect(await snapshot(world, row.tables)).toEqual(before);
    });
  });
});

// Losing the organiser role ends the rights that came with organising, at the next request.
describe('an organiser who lost the organiser role', () => {
  const organisers = rows.filter(isOrganisersRow);
  const attempts = organisers.flatMap((row) =>
    demotedCredentials
      .filter((credential) => credential === 'a new session' || isRouteRow(row))
      .map((credential) => ({ row, credential })),
  );
  let world: World | undefined;
  test.each(attempts)('$row.name, with $credential', async ({ row, credential }) => {
    world ??= await buildWorld(test_.db);
    await restoreOrganiser(world);
    const target = await row.prepare(world, 'organiser');
    const demoted = await demoteOrganiser(world, credential);
    const before = await snapshot(demoted, row.tables);
    expect(await row.attempt(demoted, 'organiser', target)).toBe(403);
    expect(await snapshot(demoted, row.tables)).toEqual(before);
  });
});

// A page of another origin makes the browser of someone allowed send the change with their cookie.
describe('every API route, with the session cookie of someone allowed, from another origin', () => {
  let world: World | undefined;
  test.each(rows.filter((row) => row.attemptCrossOrigin))('$name: 403, nothing changed', async (row) => {
    world ??= await buildWorld(test_.db);
    const who = row.allowed.find((candidate) => candidate !== 'anonymous')!;
    const target = await row.prepare(world, who);
    const before = await snapshot(world, row.tables);
    expect(await row.attemptCrossOrigin!(world, who, target)).toBe(403);
    expect(await snapshot(world, row.tables)).toEqual(before);
  });
});

/** Every source file under a folder. */
function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

test('every mutating server action and API route of the app has a row', async () => {
  const app = join(process.cwd(), 'app');
  const missing: string[] = [];
  for (const file of sourceFiles(app)) {
    const source = readFileSync(file, 'utf8');
    const isActions = /^\s*['"]use server['"]/.test(source);
    const isApiRoute = file.endsWith('route.ts') && file.includes(join('app', 'api', 'v1'));
    if (!isActions && !isApiRoute) continue;
    const exported = (await import(file)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(exported)) {
      if (typeof value !== 'function') continue;
      if (isApiRoute && !['POST', 'PUT', 'PATCH', 'DELETE'].includes(name)) continue;
      if (!rows.some((row) => row.covers === value)) missing.push(`${name} in ${relative(process.cwd(), file)}`);
    }
  }
  expect(missing, 'add a row to the matrix for each').toEqual([]);
});
