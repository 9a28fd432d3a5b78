// Players and their claim codes: made by organisers for the players they vouch for, hashed,
// expiring, used once, and redeemed exactly once even when two people race with one code.
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { entries, playerClaimCodes, players, tournamentStaff } from '@/db/schema';
import { anonymous, type SignedInActor } from '@/lib/auth/actor';
import { hashClaimCode, looksLikeClaimCode, normaliseClaimCode } from '@/lib/auth/claim-code';
import { createClaimCode } from '@/lib/services/accounts/create-claim-code';
import { createPlayer, createPlayerWithClaimCode } from '@/lib/services/players/create-player';
import { redeemClaimCode } from '@/lib/services/accounts/redeem-claim-code';
import { setupTestDatabase } from '../../db/helpers';
import { makePlayer, makeTournament, makeUser } from '../../db/fixtures';
import { actorOf, outcomeCode } from '../../auth/helpers';

const test_ = setupTestDatabase();

async function actorWithRole(role: 'admin' | 'organiser' | 'player'): Promise<SignedInActor> {
  return actorOf(await makeUser(test_.db, { role })) as SignedInActor;
}

test('codes read leniently and look like codes', () => {
  expect(normaliseClaimCode(' k7m2q-9xw4b ')).toBe('K7M2Q9XW4B');
  expect(normaliseClaimCode('OIL')).toBe('011');
  expect(hashClaimCode('k7m2q 9xw4b')).toBe(hashClaimCode('K7M2Q-9XW4B'));
  expect(looksLikeClaimCode('K7M2Q-9XW4B')).toBe(true);
  expect(looksLikeClaimCode('K7M2Q-9XW4')).toBe(false);
  expect(looksLikeClaimCode('K7M2Q-9XW4U')).toBe(false);
});

describe('making codes', () => {
  test('an organiser adds a player and gets a code; only its hash is stored, for 14 days', async () => {
    const organiser = await actorWithRole('organiser');
    const now = new Date('2026-03-01T10:00:00Z');
    const { player, claim } = await createPlayerWithClaimCode(
      test_.db,
      organiser,
      { displayName: 'Ruel Nicholas', club: 'Barbuda', country: 'AG' },
      now,
    );
    expect(claim.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/);
    const [row] = await test_.db.select().from(playerClaimCodes).where(eq(playerClaimCodes.playerId, player.id));
    expect(row.codeHash).toBe(hashClaimCode(claim.code));
    expect(row.codeHash).not.toContain(normaliseClaimCode(claim.code));
    expect(row.expiresAt.getTime() - now.getTime()).toBe(14 * 24 * 3600 * 1000);
  });

  test('a new code replaces the unused one', async () => {
    const organiser = await actorWithRole('organiser');
    const player = await createPlayer(test_.db, organiser, { displayName: 'Tevin Harris' });
    const first = await createClaimCode(test_.db, organiser, { playerId: player.id });
    const second = await createClaimCode(test_.db, organiser, { playerId: player.id });
    expect(await test_.db.$count(playerClaimCodes, eq(playerClaimCodes.playerId, player.id))).toBe(1);
    const user = await actorWithRole('player');
    expect(await outcomeCode(redeemClaimCode(test_.db, user, { code: first.code }, null))).toBe('invalid-claim-code');
    expect(await outcomeCode(redeemClaimCode(test_.db, user, { code: second.code }, null))).toBe('ok');
  });

  test('who may: the organiser who added the player, organisers running their tournaments (as organiser or co-organiser), admins; no other organiser', async () => {
    const [organiser, coOrganiser, playerCoOrganiser, otherOrganiser, admin, player] = await Promise.all([
      actorWithRole('organiser'),
      actorWithRole('organiser'),
      actorWithRole('player'),
      actorWithRole('organiser'),
      actorWithRole('admin'),
      actorWithRole('player'),
    ]);
    const tournament = await makeTournament(test_.db, { organiserId: organiser.id });
    await test_.db.insert(tournamentStaff).values([
      { tournamentId: tournament.id, userId: coOrganiser.id, role: 'co-organiser' },
      { tournamentId: tournament.id, userId: playerCoOrganiser.id, role: 'co-organiser' },
    ]);
    const entered = await makePlayer(test_.db);
    await test_.db.insert(entries).values({ tournamentId: tournament.id, playerId: entered.id });
    // Added by the organiser, in no tournament yet: theirs alone (the hole was that anyone could).
    const added = await createPlayer(test_.db, organiser, { displayName: 'Kelvin Joseph' });
    const make = (actor: typeof organiser | typeof anonymous, playerId: number) =>
      outcomeCode(createClaimCode(test_.db, actor, { playerId }));
    expect(await make(anonymous, entered.id)).toBe('unauthenticated');
    expect(await make(player, added.id)).toBe('not-organiser');
    expect(await make(otherOrganiser, entered.id)).toBe('not-players-organiser');
    expect(await make(otherOrganiser, added.id)).toBe('not-players-organiser');
    expect(await make(coOrganiser, added.id)).toBe('not-players-organiser');
    expect(await make(playerCoOrganiser, entered.id)).toBe('not-organiser');
    expect(await make(coOrganiser, entered.id)).toBe('ok');
    expect(await make(organiser, entered.id)).toBe('ok');
    expect(await make(organiser, added.id)).toBe('ok');
    expect(await make(admin, added.id)).toBe('ok');
    expect(await make(organiser, 2_000_000_000)).toBe('player-not-found');
  });

  test("a code never revokes another organiser's: each one's latest code works until one is used", async () => {
    const [organiser, coOrganiser] = await Promise.all([actorWithRole('organiser'), actorWithRole('organiser')]);
    const tournament = await makeTournament(test_.db, { organiserId: organiser.id });
    await test_.db
      .insert(tournamentStaff)
      .values({ tournamentId: tournament.id, userId: coOrganiser.id, role: 'co-organiser' });
    const player = await createPlayer(test_.db, organiser, { displayName: 'Glenroy Benjamin' });
    await test_.db.insert(entries).values({ tournamentId: tournament.id, playerId: player.id });
    const organisersCode = await createClaimCode(test_.db, organiser, { playerId: player.id });
    const coOrganisersCode = await createClaimCode(test_.db, coOrganiser, { playerId: player.id });
    const rows = await test_.db.select().from(playerClaimCodes).where(eq(playerClaimCodes.playerId, player.id));
    expect(rows.map((row) => row.codeHash).sort()).toEqual(
      [hashClaimCode(organisersCode.code), hashClaimCode(coOrganisersCode.code)].sort(),
    );
    expect(
      await outcomeCode(redeemClaimCode(test_.db, await actorWithRole('player'), { code: organisersCode.code }, null)),
    ).toBe('ok');
    expect(
      await outcomeCode(
        redeemClaimCode(test_.db, await actorWithRole('player'), { code: coOrganisersCode.code }, null),
      ),
    ).toBe('player-already-linked');
  });

  test('not for a player already linked', async () => {
    const organiser = await actorWithRole('organiser');
    const owner = await makeUser(test_.db);
    const player = await makePlayer(test_.db, { userId: owner.id, createdBy: organiser.id });
    expect(await outcomeCode(createClaimCode(test_.db, organiser, { playerId: player.id }))).toBe(
      'player-already-linked',
    );
  });
});

describe('redeeming', () => {
  let made = 0;
  async function freshCode(now = new Date()) {
    const organiser = await actorWithRole('organiser');
    made += 1;
    const player = await createPlayer(test_.db, organiser, { displayName: `Hyacinth Weston ${made}` });
    return { player, claim: await createClaimCode(test_.db, organiser, { playerId: player.id }, now) };
  }

  test('links the account to the player, once', async () => {
    const { player, claim } = await freshCode();
    const user = await actorWithRole('player');
    const linked = await redeemClaimCode(test_.db, user, { code: claim.code.toLowerCase().replace('-', ' ') }, null);
    expect(linked).toMatchObject({ id: player.id, userId: user.id });
    const [row] = await test_.db.select().from(playerClaimCodes).where(eq(playerClaimCodes.playerId, player.id));
    expect(row).toMatchObject({ usedBy: user.id });
    expect(
      await outcomeCode(redeemClaimCode(test_.db, await actorWithRole('player'), { code: claim.code }, null)),
    ).toBe('claim-code-used');
  });

  test('refuses a wrong, malformed or expired code and an account that has a player already', async () => {
    const user = await actorWithRole('player');
    expect(await outcomeCode(redeemClaimCode(test_.db, user, { code: 'AAAAA-AAAAA' }, null))).toBe(
      'invalid-claim-code',
    );
    expect(await outcomeCode(redeemClaimCode(test_.db, user, { code: 'hello' }, null))).toBe('invalid-claim-code');
    const old = await freshCode(new Date('2020-01-01T00:00:00Z'));
    expect(await outcomeCode(redeemClaimCode(test_.db, user, { code: old.claim.code }, null))).toBe(
      'claim-code-expired',
    );
    const linkedUser = await makeUser(test_.db);
    await makePlayer(test_.db, { userId: linkedUser.id });
    const { claim, player } = await freshCode();
    expect(
      await outcomeCode(redeemClaimCode(test_.db, actorOf(linkedUser) as SignedInActor, { code: claim.code }, null)),
    ).toBe('account-already-linked');
    const [unchanged] = await test_.db.select().from(players).where(eq(players.id, player.id));
    expect(unchanged.userId).toBeNull();
  });

  test('two accounts racing with one code: one is linked, the other is told it was used', async () => {
    const { player, claim } = await freshCode();
    const racers = await Promise.all([1, 2, 3, 4].map(() => actorWithRole('player')));
    const results = await Promise.all(
      racers.map((racer) => outcomeCode(redeemClaimCode(test_.db, racer, { code: claim.code }, null))),
    );
    expect(results.filter((result) => result === 'ok')).toHaveLength(1);
    expect(results.filter((result) => result === 'claim-code-used')).toHaveLength(3);
    const [row] = await test_.db.select().from(players).where(eq(players.id, player.id));
    expect(racers.map((racer) => racer.id)).toContain(row.userId);
  });

  test('one account racing with two codes gets one player', async () => {
    const first = await freshCode();
    const second = await freshCode();
    const user = await actorWithRole('player');
    const results = await Promise.all(
      [first, second].map(({ claim }) => outcomeCode(redeemClaimCode(test_.db, user, { code: claim.code }, null))),
    );
    expect(results.sort()).toEqual(['account-already-linked', 'ok']);
    expect(await test_.db.$count(players, eq(players.userId, user.id))).toBe(1);
  });
});
