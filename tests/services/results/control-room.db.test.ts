// The control room's smaller tools: tables, coin tosses, the knockout after the groups, and who
// may use them.
import { describe, expect, test } from 'vitest';
import { listAuditLog } from '@/db/queries/audit-log';
import { assignTable } from '@/lib/services/results/assign-table';
import { awardWalkover } from '@/lib/services/results/award-walkover';
import { closeTournament } from '@/lib/services/tournaments/close-tournament';
import { generateNextRound } from '@/lib/services/tournaments/generate-next-round';
import { recordCoinToss } from '@/lib/services/results/record-coin-toss';
import { anonymous } from '@/lib/auth/actor';
import { tournamentStaff } from '@/db/schema';
import { actorOf } from '../../auth/helpers';
import { setupTestDatabase } from '../../db/helpers';
import { makeUser } from '../../db/fixtures';
import { makeOrganiser, matchByKey, playGames, readyMatches, seriesWonBy, startedTournament } from '../helpers';

const testDb = setupTestDatabase();

describe('tables', () => {
  test('one unfinished match a table; cleared with null; none for a finished match', async () => {
    const { db } = testDb;
    const { actor } = await makeOrganiser(db);
    const { tournament } = await startedTournament(db, actor, 4, { winsNeeded: 1 });
    const [a, b] = await readyMatches(db, tournament.id);
    expect(await assignTable(db, actor, { matchId: a.id, tableNumber: 3 })).toMatchObject({ tableNumber: 3 });
    await expect(assignTable(db, actor, { matchId: b.id, tableNumber: 3 })).rejects.toMatchObject({
      code: 'table-taken',
      field: 'tableNumber',
    });
    await playGames(db, a.id, [1]);
    // Table 3 is free again once its match is over.
    expect(await assignTable(db, actor, { matchId: b.id, tableNumber: 3 })).toMatchObject({ tableNumber: 3 });
    await expect(assignTable(db, actor, { matchId: a.id, tableNumber: 4 })).rejects.toMatchObject({
      code: 'match-over',
    });
    expect(await assignTable(db, actor, { matchId: b.id, tableNumber: null })).toMatchObject({ tableNumber: null });
  });

  test('arbiters may act on results; other organisers, players and strangers may not', async () => {
    const { db } = testDb;
    const { actor } = await makeOrganiser(db);
    const { tournament, entries } = await startedTournament(db, actor, 4, { winsNeeded: 1 });
    const [match] = await readyMatches(db, tournament.id);
    const arbiter = await makeUser(db, { role: 'player' });
    await db.insert(tournamentStaff).values({ tournamentId: tournament.id, userId: arbiter.id, role: 'arbiter' });
    expect(await assignTable(db, actorOf(arbiter), { matchId: match.id, tableNumber: 1 })).toMatchObject({
      tableNumber: 1,
    });
    await expect(
      assignTable(db, (await makeOrganiser(db)).actor, { matchId: match.id, tableNumber: 2 }),
    ).rejects.toMatchObject({ kind: 'forbidden' });
    await expect(
      assignTable(db, actorOf(await makeUser(db)), { matchId: match.id, tableNumber: 2 }),
    ).rejects.toMatchObject({ kind: 'forbidden' });
    await expect(
      awardWalkover(db, anonymous, { matchId: match.id, winnerEntryId: entries[0].id, reason: 'x' }),
    ).rejects.toMatchObject({ kind: 'unauthenticated' });
    await expect(assignTable(db, actor, { matchId: 999_999, tableNumber: 2 })).rejects.toMatchObject({
      kind: 'not-found',
    });
  });
});

describe('the coin toss for game 1', () => {
  test('is needed before games count under the coin-toss rule, and decides who opens', async () => {
    const { db } = testDb;
    const { actor } = await makeOrganiser(db);
    const { tournament } = await startedTournament(db, actor, 2, { winsNeeded: 2, gameOneRule: 'coin-toss' });
    const final = await matchByKey(db, tournament.id, 'W1-1');
    await expect(playGames(db, final.id, [1])).rejects.toMatchObject({ code: 'coin-toss-missing' });
    await recordCoinToss(db, actor, { matchId: final.id, slot: 2 });
    const sync = await playGames(db, final.id, [1]);
    expect(sync.state).toMatchObject({ wins: [1, 0], nextFirstMover: 0 });
    await expect(recordCoinToss(db, actor, { matchId: final.id, slot: 1 })).rejects.toMatchObject({
      code: 'games-started',
    });
    const [logged] = await listAuditLog(db, tournament.id, { entity: 'match', entityId: String(final.id) });
    expect(logged).toMatchObject({ action: 'coin-toss-recorded', after: { coinTossSlot: 2 } });
  });

  test('is refused where the better seed starts', async () => {
    const { db } = testDb;
    const { actor } = await makeOrganiser(db);
    const { tournament } = await startedTournament(db, actor, 2);
    const final = await matchByKey(db, tournament.id, 'W1-1');
    await expect(recordCoinToss(db, actor, { matchId: final.id, slot: 1 })).rejects.toMatchObject({
      code: 'no-coin-toss',
    });
  });
});

describe('groups then knockout', () => {
  test('the knockout is drawn when the groups are done, and played to a champion', async () => {
    const { db } = testDb;
    const { actor } = await makeOrganiser(db);
    const { tournament, entries } = await startedTournament(db, actor, 8, {
      format: 'groups-knockout',
      groupSize: 4,
      qualifiers: 2,
      winsNeeded: 1,
    });
    const seed = new Map(entries.map((entry, index) => [entry.id, index]));
    const playRound = async () => {
      for (const match of await readyMatches(db, tournament.id))
        await playGames(db, match.id, seriesWonBy(seed.get(match.entry1Id!)! < seed.get(match.entry2Id!)! ? 1 : 2, 1));
    };
    await expect(generateNextRound(db, actor, tournament.id)).rejects.toMatchObject({ code: 'round-not-available' });
    await playRound();
    await expect(closeTournament(db, actor, tournament.id)).rejects.toMatchObject({ code: 'rounds-remaining' });
    const knockout = await generateNextRound(db, actor, tournament.id);
    expect(knockout).toMatchObject({ part: 'winners', round: 1 });
    expect(knockout.matches.sort()).toEqual(['W1-1', 'W1-2', 'W2-1']);
    // Group winners meet the other group's runner-up.
    const semi = await matchByKey(db, tournament.id, 'W1-1');
    expect(semi.entry1Id).toBe(entries[0].id);
    await playRound();
    await playRound();
    const closing = await closeTournament(db, actor, tournament.id);
    expect(closing.champion?.id).toBe(entries[0].id);
    expect(closing.standings.map((entry) => entry.finalRank)).toEqual([1, 2, 3, 3, 5, 5, 7, 7]);
  });
});
