// Asking to enter a tournament and the organiser's decision: the entry (and a new player, linked to
// the asking account) made with the decision in one transaction, decided exactly once.
import { and, eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { entries, players, registrationRequests, tournamentStaff, tournaments, type Tournament } from '@/db/schema';
import type { SignedInActor } from '@/lib/auth/actor';
import { decideRegistration } from '@/lib/services/entries/decide-registration';
import { requestEntry } from '@/lib/services/entries/request-entry';
import { setupTestDatabase } from '../../db/helpers';
import { makePlayer, makeTournament, makeUser } from '../../db/fixtures';
import { actorOf, outcomeCode } from '../../auth/helpers';

const test_ = setupTestDatabase();

async function openTournament(values: Partial<Tournament> = {}) {
  const organiser = await makeUser(test_.db, { role: 'organiser' });
  const tournament = await makeTournament(test_.db, {
    organiserId: organiser.id,
    status: 'registration',
    selfRegistration: true,
    ...values,
  });
  return { tournament, organiser: actorOf(organiser) as SignedInActor };
}

async function playerUser(linked: boolean) {
  const user = await makeUser(test_.db);
  const player = linked ? await makePlayer(test_.db, { userId: user.id }) : null;
  return { actor: actorOf(user) as SignedInActor, player };
}

describe('asking', () => {
  test('a linked account asks as its player; an unlinked one describes a new player', async () => {
    const { tournament } = await openTournament();
    const linked = await playerUser(true);
    const asked = await requestEntry(test_.db, linked.actor, {
      tournamentId: tournament.id,
      displayName: 'ignored',
      message: 'See you there',
    });
    expect(asked).toMatchObject({
      playerId: linked.player?.id,
      displayName: null,
      status: 'pending',
      message: 'See you there',
    });
    const unlinked = await playerUser(false);
    expect(await outcomeCode(requestEntry(test_.db, unlinked.actor, { tournamentId: tournament.id }))).toBe(
      'player-name-required',
    );
    const described = await requestEntry(test_.db, unlinked.actor, {
      tournamentId: tournament.id,
      displayName: 'Anselm Matthew',
      club: 'Saint Philip',
      country: 'AG',
    });
    expect(described).toMatchObject({
      playerId: null,
      displayName: 'Anselm Matthew',
      club: 'Saint Philip',
      country: 'AG',
    });
  });

  test('only while the tournament takes self-registration; one pending request at a time; not twice entered', async () => {
    const closed = await openTournament({ selfRegistration: false });
    const running = await openTournament({ status: 'running' });
    const draft = await openTournament({ status: 'draft' });
    const { tournament } = await openTournament();
    const { actor, player } = await playerUser(true);
    expect(await outcomeCode(requestEntry(test_.db, actor, { tournamentId: closed.tournament.id }))).toBe(
      'registration-closed',
    );
    expect(await outcomeCode(requestEntry(test_.db, actor, { tournamentId: running.tournament.id }))).toBe(
      'registration-closed',
    );
    expect(await outcomeCode(requestEntry(test_.db, actor, { tournamentId: draft.tournament.id }))).toBe(
      'tournament-not-found',
    );
    expect(await outcomeCode(requestEntry(test_.db, actor, { tournamentId: tournament.id }))).toBe('ok');
    expect(await outcomeCode(requestEntry(test_.db, actor, { tournamentId: tournament.id }))).toBe('request-pending');
    const entered = await openTournament();
    await test_.db.insert(entries).values({ tournamentId: entered.tournament.id, playerId: player?.id ?? 0 });
    expect(await outcomeCode(requestEntry(test_.db, actor, { tournamentId: entered.tournament.id }))).toBe(
      'already-entered',
    );
  });
});

describe('deciding', () => {
  test('approving a new player creates the player, linked to the asker, and the entry', async () => {
    const { tournament, organiser } = await openTournament();
    const { actor } = await playerUser(false);
    const request = await requestEntry(test_.db, actor, {
      tournamentId: tournament.id,
      displayName: 'Shernelle Isaac',
      club: 'Saint Peter',
    });
    const { entry, request: decided } = await decideRegistration(test_.db, organiser, {
      requestId: request.id,
      decision: 'approve',
    });
    expect(decided).toMatchObject({ status: 'approved', decidedBy: organiser.id });
    const [player] = await test_.db.select().from(players).where(eq(players.userId, actor.id));
    expect(player).toMatchObject({ displayName: 'Shernelle Isaac', club: 'Saint Peter' });
    expect(entry).toMatchObject({ tournamentId: tournament.id, playerId: player.id, status: 'active' });
  });

  test('rejecting creates nothing; a decision is final', async () => {
    const { tournament, organiser } = await openTournament();
    const { actor, player } = await playerUser(true);
    const request = await requestEntry(test_.db, actor, { tournamentId: tournament.id });
    await decideRegistration(test_.db, organiser, { requestId: request.id, decision: 'reject' });
    expect(
      await test_.db.$count(
        entries,
        and(eq(entries.tournamentId, tournament.id), eq(entries.playerId, player?.id ?? 0)),
      ),
    ).toBe(0);
    expect(
      await outcomeCode(decideRegistration(test_.db, organiser, { requestId: request.id, decision: 'approve' })),
    ).toBe('already-decided');
  });

  test('co-organisers decide too; arbiters, other organisers and the asker do not', async () => {
    const { tournament } = await openTournament();
    const [coOrganiser, arbiter, other] = await Promise.all([
      makeUser(test_.db),
      makeUser(test_.db),
      makeUser(test_.db, { role: 'organiser' }),
    ]);
    await test_.db.insert(tournamentStaff).values([
      { tournamentId: tournament.id, userId: coOrganiser.id, role: 'co-organiser' },
      { tournamentId: tournament.id, userId: arbiter.id, role: 'arbiter' },
    ]);
    const { actor } = await playerUser(true);
    const request = await requestEntry(test_.db, actor, { tournamentId: tournament.id });
    for (const who of [arbiter, other]) {
      expect(
        await outcomeCode(decideRegistration(test_.db, actorOf(who), { requestId: request.id, decision: 'approve' })),
      ).toBe('not-tournament-manager');
    }
    expect(await outcomeCode(decideRegistration(test_.db, actor, { requestId: request.id, decision: 'approve' }))).toBe(
      'not-tournament-manager',
    );
    const [still] = await test_.db.select().from(registrationRequests).where(eq(registrationRequests.id, request.id));
    expect(still.status).toBe('pending');
    expect(
      await outcomeCode(
        decideRegistration(test_.db, actorOf(coOrganiser), { requestId: request.id, decision: 'approve' }),
      ),
    ).toBe('ok');
  });

  test('not once registration has closed', async () => {
    const { tournament, organiser } = await openTournament();
    const { actor } = await playerUser(true);
    const request = await requestEntry(test_.db, actor, { tournamentId: tournament.id });
    await test_.db.update(tournaments).set({ status: 'running' }).where(eq(tournaments.id, tournament.id));
    expect(
      await outcomeCode(decideRegistration(test_.db, organiser, { requestId: request.id, decision: 'approve' })),
    ).toBe('registration-closed');
    expect(
      await outcomeCode(decideRegistration(test_.db, organiser, { requestId: request.id, decision: 'reject' })),
    ).toBe('ok');
  });

  test('two organisers deciding at once: one decision, one entry', async () => {
    const { tournament, organiser } = await openTournament();
    const coOrganiser = await makeUser(test_.db);
    await test_.db
      .insert(tournamentStaff)
      .values({ tournamentId: tournament.id, userId: coOrganiser.id, role: 'co-organiser' });
    const { actor } = await playerUser(false);
    const request = await requestEntry(test_.db, actor, {
      tournamentId: tournament.id,
      displayName: 'Garfield Roberts',
    });
    const results = await Promise.all([
      outcomeCode(decideRegistration(test_.db, organiser, { requestId: request.id, decision: 'approve' })),
      outcomeCode(decideRegistration(test_.db, actorOf(coOrganiser), { requestId: request.id, decision: 'approve' })),
      outcomeCode(decideRegistration(test_.db, organiser, { requestId: request.id, decision: 'reject' })),
    ]);
    expect(results.filter((result) => result === 'ok')).toHaveLength(1);
    expect(results.filter((result) => result === 'already-decided')).toHaveLength(2);
    const [decided] = await test_.db.select().from(registrationRequests).where(eq(registrationRequests.id, request.id));
    expect(await test_.db.$count(entries, eq(entries.tournamentId, tournament.id))).toBe(
      decided.status === 'approved' ? 1 : 0,
    );
    expect(await test_.db.$count(players, eq(players.userId, actor.id))).toBe(decided.status === 'approved' ? 1 : 0);
  });
});
