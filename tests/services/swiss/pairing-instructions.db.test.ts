// The arbiter's Swiss instructions through the services, on a real database: who may set them,
// what is refused, and that they reach the pairing and the standings (issue 19 §3).
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { loadStage } from '@/db/queries/stages';
import { listRequestedByes } from '@/db/queries/swiss-instructions';
import { players, swissForbiddenPairs, swissRequestedByes, tournamentStaff, type Match } from '@/db/schema';
import type { Db } from '@/db/client';
import type { EntryWithPlayer } from '@/db/queries/entries';
import { addEntry } from '@/lib/services/entries/add-entry';
import { withdrawEntry } from '@/lib/services/entries/withdraw-entry';
import { addForbiddenPair } from '@/lib/services/swiss/add-forbidden-pair';
import { removeForbiddenPair } from '@/lib/services/swiss/remove-forbidden-pair';
import { requestBye } from '@/lib/services/swiss/request-bye';
import { setPairingRules } from '@/lib/services/swiss/set-pairing-rules';
import { withdrawByeRequest } from '@/lib/services/swiss/withdraw-bye-request';
import { generateNextRound } from '@/lib/services/tournaments/generate-next-round';
import { setRegistration } from '@/lib/services/tournaments/set-registration';
import { startTournament } from '@/lib/services/tournaments/start-tournament';
import { standings } from '@/core/tournament';
import { actorOf } from '../../auth/helpers';
import { expectRefused } from '../../db/constraint-error';
import { setupTestDatabase } from '../../db/helpers';
import { makeUser, unique } from '../../db/fixtures';
import { makeOrganiser, matchesOf, playGames, readyMatches, readyTournament, seriesWonBy } from '../helpers';

const testDb = setupTestDatabase();
const swiss = (rounds: number) => ({ format: 'swiss', rounds, winsNeeded: 1 });
const anonymous = { kind: 'anonymous' } as const;

/** Every ready match won by the better seed (the lower entry id: ratings fall as the entries were made). */
async function playRound(db: Db, tournamentId: number): Promise<void> {
  for (const match of await readyMatches(db, tournamentId))
    await playGames(db, match.id, seriesWonBy(match.entry1Id! < match.entry2Id! ? 1 : 2, 1));
}

const pairsOf = (matches: Match[]) =>
  matches.filter((match) => match.entry2Id !== null).map((match) => [match.entry1Id!, match.entry2Id!].sort());
const meets = (matches: Match[], a: number, b: number) =>
  pairsOf(matches).some(([x, y]) => (x === a && y === b) || (x === b && y === a));

/** A user who plays as the entry's player. */
async function playerOf(db: Db, entry: EntryWithPlayer) {
  const user = await makeUser(db, { name: unique('Player') });
  await db.update(players).set({ userId: user.id }).where(eq(players.id, entry.player.id));
  return actorOf(user);
}

describe('forbidden pairs', () => {
  test('two players kept apart are never paired, round 1 included; removing the pair frees them', async () => {
    const { db } = testDb;
    const { actor } = await makeOrganiser(db);
    const { tournament, entries } = await readyTournament(db, actor, 6, swiss(4));
    const [s1, , , s4] = entries;
    // Without it, round 1 pairs seed 1 with seed 4 (top half against bottom half).
    const pair = await addForbiddenPair(db, actor, tournament.id, {
      entry1Id: s4.id,
      entry2Id: s1.id,
      reason: 'Family',
    });
    await expect(
      addForbiddenPair(db, actor, tournament.id, { entry1Id: s1.id, entry2Id: s4.id, reason: null }),
    ).rejects.toMatchObject({ code: 'forbidden-pair-exists', kind: 'conflict' });
    await startTournament(db, actor, tournament.id);
    for (let round = 1; round < 4; round++) {
      await playRound(db, tournament.id);
      await generateNextRound(db, actor, tournament.id);
    }
    expect(meets(await matchesOf(db, tournament.id), s1.id, s4.id)).toBe(false);
    await removeForbiddenPair(db, actor, tournament.id, pair.id);
    await expect(removeForbiddenPair(db, actor, tournament.id, pair.id)).rejects.toMatchObject({
      code: 'forbidden-pair-not-found',
    });
    expect((await loadStage(db, (await matchesOf(db, tournament.id))[0].stageId)).swiss).toBeUndefined();
  });

  test('only the organisers set them, in a Swiss, between two different entries of the tournament', async () => {
    const { db } = testDb;
    const { actor } = await makeOrganiser(db);
    const { tournament, entries } = await readyTournament(db, actor, 4, swiss(3));
    const arbiter = await makeUser(db, { name: unique('Arbiter') });
    await db.insert(tournamentStaff).values({ tournamentId: tournament.id, userId: arbiter.id, role: 'arbiter' });
    const other = await readyTournament(db, actor, 2, { format: 'round-robin' });
    const [a, b] = entries.map((entry) => entry.id);
    const cases: [Parameters<typeof addForbiddenPair>, string][] = [
      [[db, anonymous, tournament.id, { entry1Id: a, entry2Id: b, reason: null }], 'unauthenticated'],
      [[db, actorOf(arbiter), tournament.id, { entry1Id: a, entry2Id: b, reason: null }], 'not-tournament-manager'],
      [[db, actor, tournament.id, { entry1Id: a, entry2Id: a, reason: null }], 'pair-with-itself'],
      [[db, actor, tournament.id, { entry1Id: a, entry2Id: other.entries[0].id, reason: null }], 'entry-not-found'],
      [
        [
          db,
          actor,
          other.tournament.id,
          { entry1Id: other.entries[0].id, entry2Id: other.entries[1].id, reason: null },
        ],
        'wrong-format',
      ],
    ];
    for (const [args, code] of cases) await expect(addForbiddenPair(...args), code).rejects.toMatchObject({ code });
  });

  test('the database holds a pair to two different entries of its tournament, once either way round', async () => {
    const { db } = testDb;
    const { actor } = await makeOrganiser(db);
    const { tournament, entries } = await readyTournament(db, actor, 3, swiss(2));
    const other = await readyTournament(db, actor, 2, swiss(1));
    const [a, b] = entries.map((entry) => entry.id);
    const insert = (entry1Id: number, entry2Id: number, tournamentId = tournament.id) =>
      db.insert(swissForbiddenPairs).values({ tournamentId, entry1Id, entry2Id });
    await expectRefused(insert(a, a), { constraint: 'swiss_forbidden_pairs_distinct_check' });
    await insert(a, b);
    await expectRefused(insert(b, a), { constraint: 'swiss_forbidden_pairs_unique' });
    await expectRefused(insert(a, other.entries[0].id), { constraint: 'swiss_forbidden_pairs_entry2_fk' });
    const bye = (points: number, round = 1) =>
      db.insert(swissRequestedByes).values({ tournamentId: tournament.id, round, entryId: a, points });
    await expectRefused(bye(0.25), { constraint: 'swiss_requested_byes_points_check' });
    await expectRefused(bye(0.5, 0), { constraint: 'swiss_requested_byes_round_check' });
    await bye(0.5);
    await expectRefused(bye(1), { constraint: 'swiss_requested_byes_entry_round_unique' });
  });
});

describe('requested byes', () => {
  test('a player sits out the round he asked for and scores its points; the round is paired without him', async () => {
    const { db } = testDb;
    const { actor } = await makeOrganiser(db);
    const { tournament, entries } = await readyTournament(db, actor, 6, swiss(3));
    const [s1, s2, s3] = entries;
    const me = await playerOf(db, s2);
    // A draft is its staff's business only; players ask once it is open.
    await expect(requestBye(db, me, tournament.id, { entryId: s2.id, round: 2, points: null })).rejects.toMatchObject({
      code: 'tournament-not-found',
    });
    await setRegistration(db, actor, { tournamentId: tournament.id, open: true });
    // His own request, at the tournament's points (½ unless the organisers set otherwise); the organisers set s3's at 0.
    const mine = await requestBye(db, me, tournament.id, { entryId: s2.id, round: 2, points: null });
    expect(mine).toMatchObject({ round: 2, points: 0.5, entryId: s2.id });
    await requestBye(db, actor, tournament.id, { entryId: s3.id, round: 1, points: 0 });
    const start = await startTournament(db, actor, tournament.id);
    // Round 1: s3 sits out, so five play and one of them has the pairing bye.
    const round1 = await matchesOf(db, tournament.id);
    expect(round1.some((match) => match.entry1Id === s3.id || match.entry2Id === s3.id)).toBe(false);
    expect(round1.filter((match) => match.entry2Id === null)).toHaveLength(1);
    await playRound(db, tournament.id);
    await generateNextRound(db, actor, tournament.id);
    const round2 = (await matchesOf(db, tournament.id)).filter((match) => match.round === 2);
    expect(round2.some((match) => match.entry1Id === s2.id || match.entry2Id === s2.id)).toBe(false);
    await playRound(db, tournament.id);
    const table = standings(await loadStage(db, start.stageId));
    const points = (entryId: number) => table.find((row) => row.entry === String(entryId))!.matchPoints;
    const played = await matchesOf(db, tournament.id);
    const won = (entryId: number) => played.filter((match) => match.winnerEntryId === entryId).length;
    // The series won (a pairing bye included), and the requested bye's points.
    expect(points(s2.id)).toBe(won(s2.id) + 0.5);
    expect(points(s3.id)).toBe(won(s3.id));
    expect(points(s1.id)).toBe(won(s1.id));
  });

  test('refused for rounds paired or beyond the last, twice, for someone else, and with points from a player', async () => {
    const { db } = testDb;
    const { actor } = await makeOrganiser(db);
    const { tournament, entries } = await readyTournament(db, actor, 4, swiss(3));
    const [s1, s2] = entries;
    const me = await playerOf(db, s1);
    await setRegistration(db, actor, { tournamentId: tournament.id, open: true });
    await requestBye(db, me, tournament.id, { entryId: s1.id, round: 3, points: null });
    const early = await requestBye(db, me, tournament.id, { entryId: s1.id, round: 1, points: null });
    await startTournament(db, actor, tournament.id);
    const cases: [Parameters<typeof requestBye>, string][] = [
      [[db, me, tournament.id, { entryId: s1.id, round: 1, points: null }], 'bye-round-paired'],
      [[db, me, tournament.id, { entryId: s1.id, round: 4, points: null }], 'bye-round-beyond-last'],
      [[db, me, tournament.id, { entryId: s1.id, round: 3, points: null }], 'bye-already-requested'],
      [[db, me, tournament.id, { entryId: s2.id, round: 2, points: null }], 'not-own-entry'],
      [[db, me, tournament.id, { entryId: s1.id, round: 2, points: 1 }], 'not-tournament-manager'],
      [[db, anonymous, tournament.id, { entryId: s1.id, round: 2, points: null }], 'unauthenticated'],
    ];
    for (const [args, code] of cases) await expect(requestBye(...args), code).rejects.toMatchObject({ code });
    // Taken back before its round is paired, not after.
    await expect(withdrawByeRequest(db, me, tournament.id, early.id)).rejects.toMatchObject({
      code: 'bye-round-paired',
    });
    const late = (await listRequestedByes(db, tournament.id)).find((bye) => bye.round === 3)!;
    const stranger = actorOf(await makeUser(db, { name: unique('Stranger') }));
    await expect(withdrawByeRequest(db, stranger, tournament.id, late.id)).rejects.toMatchObject({
      code: 'not-own-entry',
    });
    await withdrawByeRequest(db, me, tournament.id, late.id);
    await expect(withdrawByeRequest(db, me, tournament.id, late.id)).rejects.toMatchObject({
      code: 'bye-request-not-found',
    });
    expect((await listRequestedByes(db, tournament.id)).map((bye) => bye.round)).toEqual([1]);
  });

  test('a player who withdraws loses the byes he asked for in rounds not yet paired', async () => {
    const { db } = testDb;
    const { actor } = await makeOrganiser(db);
    const { tournament, entries } = await readyTournament(db, actor, 4, swiss(3));
    await requestBye(db, actor, tournament.id, { entryId: entries[3].id, round: 1, points: 1 });
    await requestBye(db, actor, tournament.id, { entryId: entries[3].id, round: 3, points: 1 });
    await startTournament(db, actor, tournament.id);
    await withdrawEntry(db, actor, { entryId: entries[3].id, reason: 'Ill' });
    expect((await listRequestedByes(db, tournament.id)).map((bye) => bye.round)).toEqual([1]);
  });
});

describe('late entries and the pairing rules', () => {
  test('a late entry with the points granted is paired in his score group; no more than a point a round missed', async () => {
    const { db } = testDb;
    const { actor } = await makeOrganiser(db);
    const { tournament } = await readyTournament(db, actor, 6, swiss(4));
    await startTournament(db, actor, tournament.id);
    await playRound(db, tournament.id);
    const late = (grantedPoints: number) =>
      addEntry(db, actor, tournament.id, {
        playerId: null,
        displayName: unique('Late'),
        club: null,
        country: null,
        rating: 100,
        checkedIn: true,
        grantedPoints,
      });
    await expect(late(1.5)).rejects.toMatchObject({ code: 'granted-points-too-many', details: { most: 1 } });
    const entry = await late(1);
    const second = await late(0);
    const round1 = await matchesOf(db, tournament.id);
    const winners = new Set(round1.map((match) => match.winnerEntryId));
    await generateNextRound(db, actor, tournament.id);
    const round2 = (await matchesOf(db, tournament.id)).filter((match) => match.round === 2);
    const board = round2.find((match) => match.entry1Id === entry.id || match.entry2Id === entry.id)!;
    const opponent = board.entry1Id === entry.id ? board.entry2Id : board.entry1Id;
    // Lowest rated of all, he still meets a round-1 winner: his granted point put him in their group.
    expect(winners.has(opponent)).toBe(true);
    const secondBoard = round2.find((match) => match.entry1Id === second.id || match.entry2Id === second.id)!;
    const secondOpponent = secondBoard.entry1Id === second.id ? secondBoard.entry2Id : secondBoard.entry1Id;
    expect(secondOpponent === null || !winners.has(secondOpponent)).toBe(true);
  });

  test('points for a late entry are refused before the start', async () => {
    const { db } = testDb;
    const { actor } = await makeOrganiser(db);
    const { tournament } = await readyTournament(db, actor, 2, swiss(1));
    await expect(
      addEntry(db, actor, tournament.id, {
        playerId: null,
        displayName: unique('Early'),
        club: null,
        country: null,
        rating: null,
        checkedIn: false,
        grantedPoints: 0.5,
      }),
    ).rejects.toMatchObject({ code: 'granted-points-too-many' });
  });

  test('Baku acceleration, chosen before the start, pairs round 1 within the two halves; fixed from the start', async () => {
    const { db } = testDb;
    const { actor } = await makeOrganiser(db);
    const { tournament, entries } = await readyTournament(db, actor, 8, swiss(5));
    const ids = entries.map((entry) => entry.id);
    const rules = await setPairingRules(db, actor, tournament.id, { acceleration: 'baku', requestedByePoints: 1 });
    expect(rules).toMatchObject({ swissAcceleration: 'baku', requestedByePoints: 1 });
    await startTournament(db, actor, tournament.id);
    const round1 = pairsOf(await matchesOf(db, tournament.id));
    // The top half (one virtual point) meets the top half: 1–3, 2–4, 5–7, 6–8; unaccelerated it would be 1–5 …
    expect(round1).toEqual(
      expect.arrayContaining([
        [ids[0], ids[2]],
        [ids[1], ids[3]],
      ]),
    );
    await expect(
      setPairingRules(db, actor, tournament.id, { acceleration: 'none', requestedByePoints: 0.5 }),
    ).rejects.toMatchObject({ code: 'tournament-started' });
  });
});
