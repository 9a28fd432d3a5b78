// Changing results after the fact: a correction that later matches depend on is refused unless
// forced, its preview lists exactly what forcing would reset, and forcing resets those matches and
// voids their games; voiding a game recomputes the series; a withdrawal turns the rest into walkovers.
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { listAuditLog } from '@/db/queries/audit-log';
import { findEntry } from '@/db/queries/entries';
import { games } from '@/db/schema';
import { awardWalkover } from '@/lib/services/results/award-walkover';
import { correctSeriesResult, previewCorrection } from '@/lib/services/results/correct-result';
import { previewVoidGame, voidGame } from '@/lib/services/results/void-game';
import { withdrawEntry } from '@/lib/services/entries/withdraw-entry';
import { setupTestDatabase } from '../../db/helpers';
import { makeOrganiser, matchByKey, playGames, seriesWonBy, startedTournament } from '../helpers';

const testDb = setupTestDatabase();

/** An 8-player knockout (first to 3) with W1-1 and W1-2 won 3–1 by their first slots and one game of W2-1 played. */
async function semiFinalUnderway() {
  const { db } = testDb;
  const { user, actor } = await makeOrganiser(db);
  const { tournament, entries } = await startedTournament(db, actor, 8, { winsNeeded: 3 });
  const w11 = await matchByKey(db, tournament.id, 'W1-1');
  const w12 = await matchByKey(db, tournament.id, 'W1-2');
  await playGames(db, w11.id, seriesWonBy(1, 3, 1));
  await playGames(db, w12.id, seriesWonBy(1, 3, 1));
  const w21 = await matchByKey(db, tournament.id, 'W2-1');
  await playGames(db, w21.id, [1]);
  return { db, user, actor, tournament, entries, w11, w12, w21 };
}

const liveGames = (matchId: number) =>
  testDb.db
    .select()
    .from(games)
    .where(
      and(eq(games.matchId, matchId), inArray(games.status, ['reported', 'confirmed', 'disputed', 'in-progress'])),
    );

describe('correcting a finished series', () => {
  test('a new score with the same winner changes nothing downstream and needs no force', async () => {
    const { db, actor, tournament, entries, w11 } = await semiFinalUnderway();
    const change = await correctSeriesResult(db, actor, {
      matchId: w11.id,
      winnerEntryId: entries[0].id,
      wins1: 3,
      wins2: 2,
      draws: 0,
      walkover: false,
      reason: 'Score sheet says 3–2',
      force: false,
    });
    expect(change).toMatchObject({
      preview: false,
      reset: [],
      match: { wins1: 3, wins2: 2, winnerEntryId: entries[0].id },
    });
    expect(await matchByKey(db, tournament.id, 'W2-1')).toMatchObject({
      status: 'in-play',
      entry1Id: entries[0].id,
      wins1: 1,
    });
  });

  test('another winner is refused without force when the next match has games, and the preview lists it', async () => {
    const { db, actor, tournament, entries, w11, w21 } = await semiFinalUnderway();
    const correction = {
      matchId: w11.id,
      winnerEntryId: entries[7].id,
      wins1: 2,
      wins2: 3,
      draws: 0,
      walkover: false,
      reason: 'Wrong player marked as winner',
      force: false,
    };
    await expect(correctSeriesResult(db, actor, correction)).rejects.toMatchObject({
      kind: 'conflict',
      code: 'later-matches-played',
      details: { matches: ['W2-1'] },
    });

    const preview = await previewCorrection(db, actor, correction);
    expect(preview).toMatchObject({ preview: true, reset: ['W2-1'], match: { winnerEntryId: entries[7].id } });
    // The preview stored nothing.
    expect(await matchByKey(db, tournament.id, 'W1-1')).toMatchObject({ winnerEntryId: entries[0].id });
    expect(await matchByKey(db, tournament.id, 'W2-1')).toMatchObject({ entry1Id: entries[0].id, wins1: 1 });
    expect(await liveGames(w21.id)).toHaveLength(1);
  });

  test('forced, it resets the next match, voids its games and logs both changes with the reason', async () => {
    const { db, user, actor, tournament, entries, w11, w21 } = await semiFinalUnderway();
    const change = await correctSeriesResult(db, actor, {
      matchId: w11.id,
      winnerEntryId: entries[7].id,
      wins1: 2,
      wins2: 3,
      draws: 0,
      walkover: false,
      reason: 'Wrong player marked as winner',
      force: true,
    });
    expect(change.reset).toEqual(['W2-1']);
    expect(await matchByKey(db, tournament.id, 'W2-1')).toMatchObject({
      entry1Id: entries[7].id,
      entry2Id: entries[3].id,
      status: 'ready',
      wins1: 0,
      wins2: 0,
    });
    expect(await liveGames(w21.id)).toHaveLength(0);
    const log = await listAuditLog(db, tournament.id, { entity: 'match' });
    expect(log.find((row) => row.action === 'result-corrected')).toMatchObject({
      entityId: String(w11.id),
      reason: 'Wrong player marked as winner',
      actorId: user.id,
    });
    expect(log.find((row) => row.action === 'match-reset')).toMatchObject({
      entityId: String(w21.id),
      before: { key: 'W2-1', games: [1] },
    });
    expect((await findEntry(db, entries[0].id))!.status).toBe('eliminated');
    expect((await findEntry(db, entries[7].id))!.status).toBe('active');
  });

  // Found by the series invariant: a walkover awarded mid-series keeps the games already counted,
  // so a finished match can still hold games of the player a correction takes out of it.
  test('a later match decided by walkover after games were played is reset too, its games voided', async () => {
    const { db, actor, tournament, entries, w11, w21 } = await semiFinalUnderway();
    await awardWalkover(db, actor, { matchId: w21.id, winnerEntryId: entries[3].id, reason: 'Did not come back' });
    expect(await liveGames(w21.id)).toHaveLength(1);
    const correction = {
      matchId: w11.id,
      winnerEntryId: entries[7].id,
      wins1: 2,
      wins2: 3,
      draws: 0,
      walkover: false,
      reason: 'Wrong player marked as winner',
      force: false,
    };
    await expect(correctSeriesResult(db, actor, correction)).rejects.toMatchObject({
      code: 'later-matches-played',
      details: { matches: ['W2-1'] },
    });
    const change = await correctSeriesResult(db, actor, { ...correction, force: true });
    expect(change.reset).toEqual(['W2-1']);
    expect(await matchByKey(db, tournament.id, 'W2-1')).toMatchObject({
      entry1Id: entries[7].id,
      status: 'ready',
      wins1: 0,
      wins2: 0,
    });
    expect(await liveGames(w21.id)).toHaveLength(0);
  });

  test('an unfinished series cannot be corrected', async () => {
    const { db, actor, entries, w21 } = await semiFinalUnderway();
    await expect(
      correctSeriesResult(db, actor, {
        matchId: w21.id,
        winnerEntryId: entries[0].id,
        wins1: 3,
        wins2: 0,
        draws: 0,
        walkover: false,
        reason: 'x',
        force: true,
      }),
    ).rejects.toMatchObject({ code: 'match-not-finished' });
  });
});

describe('voiding a game', () => {
  test('in a series under way, it stops counting and the score is recomputed', async () => {
    const { db, actor, tournament, w21 } = await semiFinalUnderway();
    await playGames(db, w21.id, [2]);
    const [first, second] = await liveGames(w21.id).then((rows) => rows.sort((a, b) => a.number - b.number));
    // Game 2 was started by the player game 1 gave it to: game 1 cannot go alone.
    await expect(
      voidGame(db, actor, { gameId: first.id, reason: 'Played under the wrong rules', force: false }),
    ).rejects.toMatchObject({ code: 'void-breaks-order' });
    const change = await voidGame(db, actor, {
      gameId: second.id,
      reason: 'Played under the wrong rules',
      force: false,
    });
    expect(change.match).toMatchObject({ wins1: 1, wins2: 0, status: 'in-play' });
    expect(await matchByKey(db, tournament.id, 'W2-1')).toMatchObject({ wins1: 1, wins2: 0 });
    await expect(voidGame(db, actor, { gameId: second.id, reason: 'again', force: false })).rejects.toMatchObject({
      code: 'game-not-live',
    });
    await voidGame(db, actor, { gameId: first.id, reason: 'Played under the wrong rules', force: false });
    expect(await matchByKey(db, tournament.id, 'W2-1')).toMatchObject({ wins1: 0, wins2: 0, status: 'ready' });
    const log = await listAuditLog(db, tournament.id, { entity: 'match', entityId: String(w21.id) });
    expect(
      log.filter((row) => row.action === 'game-voided').map((row) => (row.before as { game: number }).game),
    ).toEqual([1, 2]);
  });

  test('in a finished series, leaving it undecided is refused and changes nothing', async () => {
    const { db, actor, tournament, w11 } = await semiFinalUnderway();
    const game = (await liveGames(w11.id)).find((row) => row.number === 4)!;
    await expect(
      previewVoidGame(db, actor, { gameId: game.id, reason: 'mistake', force: false }),
    ).rejects.toMatchObject({ code: 'series-reopened' });
    await expect(voidGame(db, actor, { gameId: game.id, reason: 'mistake', force: true })).rejects.toMatchObject({
      code: 'series-reopened',
    });
    expect(await matchByKey(db, tournament.id, 'W1-1')).toMatchObject({ status: 'finished', wins1: 3, wins2: 1 });
    expect(await liveGames(w11.id)).toHaveLength(4);
  });
});

describe('a withdrawal mid-event', () => {
  test('gives the opponent a walkover now and voids the unconfirmed report', async () => {
    const { db, actor, tournament, entries, w21 } = await semiFinalUnderway();
    await playGames(db, w21.id, [2], null, 'reported');
    const withdrawal = await withdrawEntry(db, actor, { entryId: entries[0].id, reason: 'Unwell' });
    expect(withdrawal.walkovers).toEqual(['W2-1']);
    expect(withdrawal.entry.status).toBe('withdrawn');
    expect(await matchByKey(db, tournament.id, 'W2-1')).toMatchObject({
      status: 'walkover',
      winnerEntryId: entries[3].id,
    });
    // The confirmed game 1 stays on record; the unconfirmed game 2 no longer counts.
    expect((await liveGames(w21.id)).map((game) => [game.number, game.status])).toEqual([[1, 'confirmed']]);
    await expect(withdrawEntry(db, actor, { entryId: entries[0].id, reason: 'again' })).rejects.toMatchObject({
      code: 'already-withdrawn',
    });
  });
});
