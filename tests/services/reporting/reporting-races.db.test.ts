// Requests about one game arriving together, each scenario run RUNS times with the two calls on
// separate connections (a second pool standing in for a second app instance): a double submit, both
// players reporting the same game, two games reported for one number, a confirmation racing a
// dispute or the expiry sweep. Each run must end with one stored outcome and a 409 with a code for
// the loser. Truly concurrent on Postgres (TEST_DATABASE_URL); PGlite serialises the calls on its one
// connection, to the same outcomes. Last, a whole 8-player knockout played out by players' reports.
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Db } from '@/db/client';
import { listAuditLog } from '@/db/queries/audit-log';
import { games, liveGameStatuses, type Match } from '@/db/schema';
import { confirmExpiredReports } from '@/lib/services/reporting/confirm-expired';
import { confirmGame } from '@/lib/services/reporting/confirm-game';
import { disputeGame } from '@/lib/services/reporting/dispute-game';
import { reportGame } from '@/lib/services/reporting/report-game';
import { withdrawEntry } from '@/lib/services/entries/withdraw-entry';
import { isAppError } from '@/lib/errors';
import { openSecondHandle } from '../../db/second-handle';
import { setupTestDatabase } from '../../db/helpers';
import { makeOrganiser, matchByKey, matchesOf, readyMatches, startedTournament } from '../helpers';
import { DRAW, repeatedGame, report, reportingEvent, winGame, type ReportingEvent } from '../reporting-helpers';

const RUNS = 30;
const testDb = setupTestDatabase();
let second: Awaited<ReturnType<typeof openSecondHandle>>;

beforeAll(async () => {
  second = await openSecondHandle(testDb.database);
});
afterAll(async () => {
  await second?.close();
});

/** The two calls at once, one per connection; answers in call order. */
async function together<T>(
  first: (db: Db) => Promise<T>,
  other: (db: Db) => Promise<T>,
): Promise<PromiseSettledResult<T>[]> {
  return Promise.allSettled([first(testDb.db), other(second.database.db)]);
}

/** One fulfilled, one refused with 409 and one of the codes; returns the index of the winner. */
function oneWinner(outcomes: PromiseSettledResult<unknown>[], codes: readonly string[]): number {
  const won = outcomes.flatMap((outcome, index) => (outcome.status === 'fulfilled' ? [index] : []));
  expect(won).toHaveLength(1);
  const lost = outcomes[1 - won[0]] as PromiseRejectedResult;
  expect(isAppError(lost.reason) ? { kind: lost.reason.kind, status: lost.reason.status } : lost.reason).toEqual({
    kind: 'conflict',
    status: 409,
  });
  expect(codes).toContain((lost.reason as { code: string }).code);
  return won[0];
}

const liveGames = (matchId: number) =>
  testDb.db
    .select()
    .from(games)
    .where(and(eq(games.matchId, matchId), inArray(games.status, liveGameStatuses)))
    .orderBy(games.number);

/** A match whose games are all 24–24 draws, so it never ends however many runs it hosts. */
async function drawingMatch(): Promise<{ event: ReportingEvent; match: Match }> {
  const event = await reportingEvent(testDb.db, 2);
  return { event, match: await matchByKey(testDb.db, event.tournament.id, 'W1-1') };
}

/** Game `number` of the drawing match as the same 24–24 draw, knowingly repeating the earlier one in the same seats. */
const drawReport = async (match: Match, number: number) =>
  report({ kind: 'record', number, moves: DRAW, repeatOf: await repeatedGame(testDb.db, match.id, DRAW) });

describe(`at the same moment (${RUNS} runs each)`, () => {
  test('a double submit under one idempotency key stores one game and gives both the same answer', async () => {
    const { event, match } = await drawingMatch();
    const [one] = event.seats(match);
    for (let run = 1; run <= RUNS; run++) {
      const key = `double-${run}`;
      const draw = await drawReport(match, run);
      const outcomes = await together(
        (db) => reportGame(db, one, match.id, draw, { idempotencyKey: key }),
        (db) => reportGame(db, one, match.id, draw, { idempotencyKey: key }),
      );
      const answers = outcomes.map(
        (outcome) => (outcome as PromiseFulfilledResult<Awaited<ReturnType<typeof reportGame>>>).value,
      );
      expect(answers.map((answer) => answer.replayed).sort()).toEqual([false, true]);
      expect(answers[0].game).toEqual(answers[1].game);
      expect(await liveGames(match.id)).toHaveLength(run);
    }
  });

  test('a double submit without a key: the second is told the game is already reported', async () => {
    const { event, match } = await drawingMatch();
    const [one] = event.seats(match);
    for (let run = 1; run <= RUNS; run++) {
      const draw = await drawReport(match, run);
      const outcomes = await together(
        (db) => reportGame(db, one, match.id, draw),
        (db) => reportGame(db, one, match.id, draw),
      );
      oneWinner(outcomes, ['game-already-reported']);
      expect(await liveGames(match.id)).toHaveLength(run);
    }
  });

  test('both players report the same game: one report is stored', async () => {
    const { event, match } = await drawingMatch();
    const [one, two] = event.seats(match);
    for (let run = 1; run <= RUNS; run++) {
      const draw = await drawReport(match, run);
      const outcomes = await together(
        (db) => reportGame(db, one, match.id, draw),
        (db) => reportGame(db, two, match.id, draw),
      );
      const winner = oneWinner(outcomes, ['game-already-reported']);
      const stored = (await liveGames(match.id)).filter((game) => game.number === run);
      expect(stored).toHaveLength(1);
      expect(stored[0].reportedBy).toBe(event.userOf.get(winner === 0 ? match.entry1Id! : match.entry2Id!)!.id);
    }
  });

  test('two different games reported for one number: one is stored, the other refused', async () => {
    const { event, match } = await drawingMatch();
    const [one, two] = event.seats(match);
    for (let run = 1; run <= RUNS; run++) {
      const draw = await drawReport(match, run);
      const outcomes = await together(
        (db) => reportGame(db, one, match.id, draw),
        // A draw or a result: both plausible for game `run`; only one may stand.
        (db) =>
          reportGame(
            db,
            two,
            match.id,
            report({
              kind: 'result',
              number: run,
              capturesSouth: 24,
              capturesNorth: 24,
              winner: 'draw',
              endReason: 'score',
            }),
          ),
      );
      const winner = oneWinner(outcomes, ['game-already-reported']);
      const stored = (await liveGames(match.id)).filter((game) => game.number === run);
      expect(stored).toHaveLength(1);
      expect(stored[0].verified).toBe(winner === 0);
    }
  });

  test('a confirmation racing a dispute: the game ends confirmed or disputed, never both', async () => {
    const { event, match } = await drawingMatch();
    const [one, two] = event.seats(match);
    for (let run = 1; run <= RUNS; run++) {
      await reportGame(testDb.db, one, match.id, await drawReport(match, run));
      const outcomes = await together(
        (db) => confirmGame(db, two, match.id, run, { pin: null }),
        (db) => disputeGame(db, two, match.id, run, { comment: `run ${run}` }),
      );
      const winner = oneWinner(outcomes, ['game-already-confirmed', 'game-disputed']);
      const [stored] = (await liveGames(match.id)).filter((game) => game.number === run);
      expect(stored.status).toBe(winner === 0 ? 'confirmed' : 'disputed');
    }
  });

  test('a confirmation racing the expiry sweep: confirmed once, by one of them', async () => {
    const { event, match } = await drawingMatch();
    const [one, two] = event.seats(match);
    for (let run = 1; run <= RUNS; run++) {
      const reported = await reportGame(testDb.db, one, match.id, await drawReport(match, run));
      const expiry = new Date(Date.parse(reported.game!.reportedAt) + 11 * 60_000);
      const outcomes = await Promise.allSettled([
        confirmGame(testDb.db, two, match.id, run, { pin: null }),
        confirmExpiredReports(second.database.db, { now: expiry, matchId: match.id }),
      ]);
      expect(outcomes[1].status).toBe('fulfilled');
      const swept = (outcomes[1] as PromiseFulfilledResult<number>).value;
      if (swept === 1)
        expect(outcomes[0]).toMatchObject({
          status: 'rejected',
          reason: { kind: 'conflict', code: 'game-already-confirmed' },
        });
      else expect([swept, outcomes[0].status]).toEqual([0, 'fulfilled']);
      const [stored] = (await liveGames(match.id)).filter((game) => game.number === run);
      expect(stored.status).toBe('confirmed');
      expect(stored.confirmedBy).toBe(swept === 1 ? null : event.userOf.get(match.entry2Id!)!.id);
    }
    const confirmations = (await listAuditLog(testDb.db, event.tournament.id)).filter(
      (line) => line.action === 'game-confirmed' || line.action === 'game-confirmed-expired',
    );
    expect(confirmations).toHaveLength(RUNS);
  });
});

describe(`two series decided at the same moment (${RUNS} runs)`, () => {
  // Reports of different matches share the stage lock while their series go on; one that decides
  // its series starts over under the exclusive lock, so two results feeding one match never both
  // write it from what they read before the other committed.
  test('two staff reports deciding the two matches that feed the same next matches: both land, winners and losers all placed', async () => {
    const { db } = testDb;
    const { actor: organiser } = await makeOrganiser(db);
    // 128 entries: no byes, and 32 pairs of first-round matches, one pair for each run.
    const { tournament } = await startedTournament(db, organiser, 128, { format: 'double-elimination', winsNeeded: 1 });
    const firstRound = (await matchesOf(db, tournament.id)).filter(
      (match) => match.bracket === 'winners' && match.round === 1,
    );
    const southWins = report({
      kind: 'result',
      winner: 'south',
      capturesSouth: 28,
      capturesNorth: 20,
      endReason: 'score',
    });
    for (let run = 0; run < RUNS; run++) {
      const pair = [firstRound[2 * run], firstRound[2 * run + 1]];
      expect(pair[0].winnerNextMatchId).toBe(pair[1].winnerNextMatchId);
      expect(pair[0].loserNextMatchId).toBe(pair[1].loserNextMatchId);
      const outcomes = await together(
        (db) => reportGame(db, organiser, pair[0].id, southWins),
        (db) => reportGame(db, organiser, pair[1].id, southWins),
      );
      expect(outcomes.map((outcome) => (outcome.status === 'rejected' ? outcome.reason : outcome.status))).toEqual([
        'fulfilled',
        'fulfilled',
      ]);
      const all = new Map((await matchesOf(db, tournament.id)).map((match) => [match.id, match]));
      for (const fed of pair) {
        const decided = all.get(fed.id)!;
        expect(decided).toMatchObject({ status: 'finished', wins1: 1, wins2: 0, winnerEntryId: fed.entry1Id });
        const seat = (matchId: number | null, slot: number | null) =>
          slot === 1 ? all.get(matchId!)!.entry1Id : all.get(matchId!)!.entry2Id;
        expect(seat(fed.winnerNextMatchId, fed.winnerNextSlot)).toBe(fed.entry1Id);
        expect(seat(fed.loserNextMatchId, fed.loserNextSlot)).toBe(fed.entry2Id);
      }
      expect(all.get(pair[0].winnerNextMatchId!)!.status).toBe('ready');
      expect(all.get(pair[0].loserNextMatchId!)!.status).toBe('ready');
    }
  }, 120_000);
});

describe(`a withdrawal while a game is reported (${RUNS} runs)`, () => {
  // The withdrawal locks the tournament, then the stage; the report holds the stage lock (shared)
  // and its audit row's foreign key needs a key-share lock on the tournament. The tournament lock
  // must leave key-share alone, or the two wait on each other and Postgres kills one.
  test('both land, never a deadlock', async () => {
    const { db } = testDb;
    const { actor: organiser } = await makeOrganiser(db);
    const { tournament } = await startedTournament(db, organiser, 128, { winsNeeded: 3 });
    const firstRound = (await matchesOf(db, tournament.id)).filter((match) => match.round === 1);
    const southWins = report({
      kind: 'result',
      winner: 'south',
      capturesSouth: 28,
      capturesNorth: 20,
      endReason: 'score',
    });
    for (let run = 0; run < RUNS; run++) {
      const [reported, other] = [firstRound[2 * run], firstRound[2 * run + 1]];
      const outcomes = await together<unknown>(
        (db) => reportGame(db, organiser, reported.id, southWins),
        (db) => withdrawEntry(db, organiser, { entryId: other.entry2Id!, reason: 'Unwell' }),
      );
      expect(outcomes.map((outcome) => (outcome.status === 'rejected' ? outcome.reason : outcome.status))).toEqual([
        'fulfilled',
        'fulfilled',
      ]);
      expect(await liveGames(reported.id)).toHaveLength(1);
    }
  }, 120_000);
});

describe('an 8-player knockout played by its players', () => {
  test('reports and confirmations alone take it from the first round to a champion', async () => {
    const { db } = testDb;
    const event = await reportingEvent(db, 8, { winsNeeded: 2 });
    for (let round = 1; round <= 3; round++) {
      const ready = await readyMatches(db, event.tournament.id);
      expect(ready).toHaveLength(4 / 2 ** (round - 1));
      // Slot 2 wins every series 2–1, so the lower seed goes through each time.
      await Promise.all(
        ready.map(async (match) => {
          for (const winner of [1, 2, 2] as const) await winGame(db, event, match, winner);
        }),
      );
    }
    const all = await matchesOf(db, event.tournament.id);
    expect(all.every((match) => match.status === 'finished')).toBe(true);
    const final = all.find((match) => match.key === 'W3-1')!;
    expect(final).toMatchObject({ wins1: 1, wins2: 2 });
    expect(await readyMatches(db, event.tournament.id)).toEqual([]);
    // Each of the 7 series: 3 games, each reported then confirmed (and the last one's result recorded).
    expect(
      await db
        .select()
        .from(games)
        .where(eq(games.status, 'confirmed'))
        .then((rows) => rows.filter((game) => all.some((match) => match.id === game.matchId))),
    ).toHaveLength(21);
  });
});
