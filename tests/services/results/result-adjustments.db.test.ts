// A correction is kept as an adjustment beside the games (issue 15, point 4): the series score the
// match stores, the standings' tie-breaks, the match page, the JSON API and the exports all say the
// same thing, and seeds captured stay those of the games played. Later voids, a correction back to
// the games and a reset by an earlier correction keep it so.
import { and, eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { GET as getMatch } from '@/app/api/v1/matches/[id]/route';
import { listAuditLog } from '@/db/queries/audit-log';
import { findEntry } from '@/db/queries/entries';
import { games, resultAdjustments, type Match } from '@/db/schema';
import { awardWalkover } from '@/lib/services/results/award-walkover';
import { correctSeriesResult } from '@/lib/services/results/correct-result';
import { reportGame } from '@/lib/services/reporting/report-game';
import { tournamentResults } from '@/lib/services/views/tournament-results';
import { viewMatch } from '@/lib/services/views/view-match';
import { viewTournament } from '@/lib/services/views/view-tournament';
import { voidGame } from '@/lib/services/results/void-game';
import { findTournament } from '@/db/queries/tournaments';
import { apiRequest, routeParams } from '../../auth/helpers';
import { setupTestDatabase } from '../../db/helpers';
import { makeOrganiser, matchByKey, playGames, seriesWonBy, startedTournament } from '../helpers';
import { report, reportingEvent } from '../reporting-helpers';

const testDb = setupTestDatabase();

const correction = (
  match: Match,
  fields: {
    winner: 1 | 2;
    wins1: number;
    wins2: number;
    draws?: number;
    walkover?: boolean;
    force?: boolean;
    reason?: string;
  },
) => ({
  matchId: match.id,
  winnerEntryId: (fields.winner === 1 ? match.entry1Id : match.entry2Id)!,
  wins1: fields.wins1,
  wins2: fields.wins2,
  draws: fields.draws ?? 0,
  walkover: fields.walkover ?? false,
  reason: fields.reason ?? 'Score sheet misread',
  force: fields.force ?? false,
});

const nameOf = async (entryId: number | null) => (await findEntry(testDb.db, entryId!))!.player.displayName;

/** A two-player league, first to 2, ranked on seeds captured: the one match won 2–0 by slot 1 (25–13 seeds each game). */
async function leagueWonTwoNil() {
  const { db } = testDb;
  const { user, actor } = await makeOrganiser(db);
  const { tournament } = await startedTournament(db, actor, 2, {
    format: 'round-robin',
    winsNeeded: 2,
    tieBreakOrder: ['seeds-captured', 'game-difference'],
  });
  const match = await matchByKey(db, tournament.id, 'R1-1');
  await playGames(db, match.id, seriesWonBy(1, 2));
  return {
    db,
    user,
    actor,
    tournament,
    match,
    trevor: await nameOf(match.entry1Id),
    kwame: await nameOf(match.entry2Id),
  };
}

async function matchPage(tournamentId: number, matchId: number) {
  const view = await viewTournament(testDb.db, (await findTournament(testDb.db, tournamentId))!);
  return { view, page: (await viewMatch(testDb.db, view, matchId))! };
}

async function matchApi(matchId: number) {
  const response = await getMatch.handle(
    apiRequest('GET', `/api/v1/matches/${matchId}`),
    routeParams({ id: String(matchId) }),
    testDb.db,
  );
  return response.json();
}

describe('the case seen: 2–0 corrected to 1–2', () => {
  test('the score, the page, the API, the export and the tie-breaks agree, and the games keep their seeds', async () => {
    const { db, actor, tournament, match, trevor, kwame } = await leagueWonTwoNil();
    await correctSeriesResult(db, actor, correction(match, { winner: 2, wins1: 1, wins2: 2 }));

    const stored = await matchByKey(db, tournament.id, 'R1-1');
    expect(stored).toMatchObject({
      status: 'finished',
      resultKind: 'played',
      winnerEntryId: match.entry2Id,
      wins1: 1,
      wins2: 2,
      draws: 0,
      captures1: 50,
      captures2: 26,
    });

    const said = `Result corrected by the arbiter: ${kwame} wins 2–1. The games recorded give ${trevor} 2–0; the correction takes 1 game win from ${trevor} and gives 2 game wins to ${kwame}.`;
    const { view, page } = await matchPage(tournament.id, match.id);
    expect(page.match).toMatchObject({ wins1: 1, wins2: 2, winnerEntryId: match.entry2Id });
    expect(page.games.map((game) => [game.number, game.status, game.result])).toEqual([
      [1, 'confirmed', 'south'],
      [2, 'confirmed', 'north'],
    ]);
    expect(page.correction).toMatchObject({
      text: said,
      reason: 'Score sheet misread',
      how: 'played',
      games: { wins: [2, 0], winnerEntryId: match.entry1Id },
      change: { wins: [-1, 2], draws: 0 },
    });

    const api = await matchApi(match.id);
    expect(api.match).toMatchObject({ wins1: 1, wins2: 2, winnerEntryId: match.entry2Id });
    expect(api.correction).toMatchObject({
      text: said,
      reason: 'Score sheet misread',
      change: { wins: [-1, 2], draws: 0 },
    });

    // Seeds captured are the games' (Trevor 25 + 25, Kwame 13 + 13), not 0 v 0; game difference follows the ruling.
    const rows = view.stages[0].tables[0].rows;
    expect(rows.map((row) => [row.name, row.matchPoints, row.gameDifference, row.seedsCaptured])).toEqual([
      [kwame, 1, 1, 26],
      [trevor, 0, -1, 50],
    ]);

    const results = await tournamentResults(db, tournament.slug);
    expect(results.matches.find((line) => line.id === match.id)).toMatchObject({
      wins1: 1,
      wins2: 2,
      winnerEntryId: match.entry2Id,
      correction: { text: said, reason: 'Score sheet misread' },
    });

    const [logged] = (await listAuditLog(db, tournament.id, { entity: 'match', entityId: String(match.id) })).filter(
      (row) => row.action === 'result-corrected',
    );
    expect(logged.before).toMatchObject({ winnerEntryId: match.entry1Id, wins: [2, 0], adjustment: null });
    expect(logged.after).toMatchObject({
      winner: String(match.entry2Id),
      wins: [1, 2],
      captures: [50, 26],
      games: { wins: [2, 0] },
      adjustment: { how: 'played', winnerEntryId: match.entry2Id, wins: [1, 2], change: { wins: [-1, 2] } },
    });
  });
});

describe('after a correction', () => {
  test('voiding a game leaves the ruling standing; only its seeds leave the count', async () => {
    const { db, actor, tournament, match, trevor, kwame } = await leagueWonTwoNil();
    await correctSeriesResult(db, actor, correction(match, { winner: 2, wins1: 1, wins2: 2 }));
    const [second] = await db
      .select()
      .from(games)
      .where(and(eq(games.matchId, match.id), eq(games.number, 2)));
    await voidGame(db, actor, { gameId: second.id, reason: 'Played under the wrong rules', force: false });
    expect(await matchByKey(db, tournament.id, 'R1-1')).toMatchObject({
      winnerEntryId: match.entry2Id,
      wins1: 1,
      wins2: 2,
      captures1: 25,
      captures2: 13,
    });
    const { page } = await matchPage(tournament.id, match.id);
    expect(page.correction?.text).toContain(
      `The games recorded stand at 1–0 to ${trevor}; the correction gives 2 game wins to ${kwame}.`,
    );
  });

  test('a correction back to what the games give withdraws the adjustment', async () => {
    const { db, actor, tournament, match } = await leagueWonTwoNil();
    await correctSeriesResult(db, actor, correction(match, { winner: 2, wins1: 1, wins2: 2 }));
    await correctSeriesResult(
      db,
      actor,
      correction(match, { winner: 1, wins1: 2, wins2: 0, reason: 'The first reading was right' }),
    );
    expect(await matchByKey(db, tournament.id, 'R1-1')).toMatchObject({
      winnerEntryId: match.entry1Id,
      wins1: 2,
      wins2: 0,
      captures1: 50,
      captures2: 26,
    });
    expect((await matchPage(tournament.id, match.id)).page.correction).toBeNull();
    const rows = await db.select().from(resultAdjustments).where(eq(resultAdjustments.matchId, match.id));
    expect(rows.map((row) => [row.reason, row.withdrawnAt === null])).toEqual([['Score sheet misread', false]]);
  });

  test('a walkover ruling counts no game, and the page says the games do not count', async () => {
    const { db, actor, tournament, match, kwame } = await leagueWonTwoNil();
    await correctSeriesResult(
      db,
      actor,
      correction(match, { winner: 2, wins1: 0, wins2: 2, walkover: true, reason: 'Trevor was not eligible' }),
    );
    expect(await matchByKey(db, tournament.id, 'R1-1')).toMatchObject({
      status: 'walkover',
      resultKind: 'walkover',
      winnerEntryId: match.entry2Id,
      wins1: 0,
      wins2: 2,
      captures1: 0,
      captures2: 0,
    });
    const { page } = await matchPage(tournament.id, match.id);
    expect(page.correction?.text).toMatch(
      new RegExp(`^Result corrected by the arbiter: a walkover to ${kwame} \\(2–0\\)\\. .*they do not count\\.$`),
    );
  });

  test('an earlier correction that resets the match withdraws its adjustment with its games', async () => {
    const { db } = testDb;
    const { actor } = await makeOrganiser(db);
    const { tournament } = await startedTournament(db, actor, 4, { winsNeeded: 2 });
    const w11 = await matchByKey(db, tournament.id, 'W1-1');
    await playGames(db, w11.id, seriesWonBy(1, 2));
    await playGames(db, (await matchByKey(db, tournament.id, 'W1-2')).id, seriesWonBy(1, 2));
    const final = await matchByKey(db, tournament.id, 'W2-1');
    await playGames(db, final.id, seriesWonBy(1, 2));
    await correctSeriesResult(db, actor, correction(final, { winner: 2, wins1: 1, wins2: 2 }));
    await correctSeriesResult(
      db,
      actor,
      correction(w11, { winner: 2, wins1: 0, wins2: 2, force: true, reason: 'Wrong player marked as winner' }),
    );
    expect(await matchByKey(db, tournament.id, 'W2-1')).toMatchObject({
      status: 'ready',
      wins1: 0,
      wins2: 0,
      winnerEntryId: null,
      captures1: 0,
      captures2: 0,
    });
    expect(
      await db
        .select()
        .from(resultAdjustments)
        .where(and(eq(resultAdjustments.matchId, final.id))),
    ).toMatchObject([{ withdrawnAt: expect.any(Date) }]);
    expect((await matchPage(tournament.id, final.id)).page.correction).toBeNull();
    const reset = (await listAuditLog(db, tournament.id, { entity: 'match', entityId: String(final.id) })).find(
      (row) => row.action === 'match-reset',
    );
    expect(reset?.before).toMatchObject({ key: 'W2-1', games: [1, 2], adjustmentWithdrawn: true });
  });

  test('a walkover voids every game that did not count, so the match can still be scored and corrected', async () => {
    const { db } = testDb;
    const event = await reportingEvent(db, 2, { format: 'round-robin' });
    const match = await matchByKey(db, event.tournament.id, 'R1-1');
    const result = {
      kind: 'result' as const,
      winner: 'south' as const,
      endReason: 'score' as const,
      capturesSouth: 30,
      capturesNorth: 18,
    };
    // Game 1 awaits the opponent's confirmation; game 2, reported by staff, stands at once but is held back behind it.
    await reportGame(db, event.seats(match)[0], match.id, report(result));
    await reportGame(db, event.organiser, match.id, report(result));
    await awardWalkover(db, event.organiser, {
      matchId: match.id,
      winnerEntryId: match.entry1Id!,
      reason: 'Kwame left the hall',
    });
    const left = await db
      .select({ number: games.number, status: games.status })
      .from(games)
      .where(eq(games.matchId, match.id))
      .orderBy(games.number);
    expect(left).toEqual([
      { number: 1, status: 'voided' },
      { number: 2, status: 'voided' },
    ]);
    await correctSeriesResult(
      testDb.db,
      event.organiser,
      correction(match, { winner: 1, wins1: 2, wins2: 1, reason: 'He came back and lost 2–1' }),
    );
    expect(await matchByKey(db, event.tournament.id, 'R1-1')).toMatchObject({
      status: 'finished',
      resultKind: 'played',
      wins1: 2,
      wins2: 1,
      captures1: 0,
      captures2: 0,
    });
    expect((await matchPage(event.tournament.id, match.id)).page.correction?.text).toContain(
      'No game recorded counts; the correction gives 2 game wins to',
    );
  });
});
