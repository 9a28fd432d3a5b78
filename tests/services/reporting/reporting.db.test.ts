// Reporting games through the services: the three ways to report, adjudication refusing at the right
// move and storing nothing, confirmation (on the opponent's phone or with their PIN), disputes and
// their resolution, the confirmation window, recording at the table move by move, and idempotency.
import { and, eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { listAuditLog } from '@/db/queries/audit-log';
import { findEntry } from '@/db/queries/entries';
import { disputesForStaff } from '@/db/queries/reporting';
import { games, idempotencyKeys, type Match } from '@/db/schema';
import { confirmExpiredReports } from '@/lib/services/reporting/confirm-expired';
import { confirmGame } from '@/lib/services/reporting/confirm-game';
import { IDEMPOTENCY_KEY_LIFETIME_MS, forgetExpiredIdempotencyKeys } from '@/lib/services/idempotency';
import { disputeGame } from '@/lib/services/reporting/dispute-game';
import { recordMove, undoLastMove } from '@/lib/services/reporting/record-move';
import { reportGame } from '@/lib/services/reporting/report-game';
import { resolveDispute } from '@/lib/services/reporting/resolve-dispute';
import { printGameRecord, recordOfGame, adjudicate, parseMoves, type Move } from '@/core/warri';
import { setupTestDatabase } from '../../db/helpers';
import { matchByKey } from '../helpers';
import {
  DRAW,
  NORTH_WINS,
  SOUTH_WINS,
  TEST_PIN,
  report,
  reportingEvent,
  winGame,
  type ReportingEvent,
} from '../reporting-helpers';

const testDb = setupTestDatabase();

async function firstMatch(): Promise<{ event: ReportingEvent; match: Match }> {
  const event = await reportingEvent(testDb.db, 2);
  return { event, match: await matchByKey(testDb.db, event.tournament.id, 'W1-1') };
}

/** The names of the players of the match's slots 1 and 2 (game 1 seats slot 1 at South). */
async function playerNames(match: Match): Promise<[string, string]> {
  const [one, two] = await Promise.all([findEntry(testDb.db, match.entry1Id!), findEntry(testDb.db, match.entry2Id!)]);
  return [one!.player.displayName, two!.player.displayName];
}

/** A whole-game file of these moves (South moving first) with these headers. */
function gameFile(moves: string, headers: { round: string; south: string; north: string }): string {
  const played = adjudicate({ moves });
  if (!played.ok) throw new Error('sample game');
  return printGameRecord(recordOfGame({ event: 'Test', site: '?', date: '?', ...headers }, 'antigua', played.value));
}

const gamesOf = (matchId: number) => testDb.db.select().from(games).where(eq(games.matchId, matchId)).orderBy(games.id);

async function refusal(call: Promise<unknown>) {
  return call.then(
    () => ({ code: 'none' }) as Record<string, unknown>,
    (error: { kind: string; code: string; message: string; details?: Record<string, unknown> }) => ({
      kind: error.kind,
      code: error.code,
      message: error.message,
      ...error.details,
    }),
  );
}

describe('reporting a game', () => {
  test('a move list is adjudicated, waits for the opponent, and counts once confirmed', async () => {
    const { db } = testDb;
    const { event, match } = await firstMatch();
    const [one, two] = event.seats(match);
    const reported = await reportGame(db, one, match.id, report({ kind: 'record', number: 1, moves: SOUTH_WINS }));
    expect(reported.game).toMatchObject({
      number: 1,
      status: 'reported',
      result: 'south',
      capturesSouth: 27,
      capturesNorth: 8,
      endReason: 'score',
      verified: true,
      moveCount: 79,
      firstMover: 'south',
    });
    expect(reported.series).toMatchObject({ wins1: 0, wins2: 0, nextNumber: 2, nextOpenerSlot: 2 });
    expect(await refusal(confirmGame(db, one, match.id, 1, { pin: null }))).toMatchObject({
      kind: 'forbidden',
      code: 'own-report',
    });
    const confirmed = await confirmGame(db, two, match.id, 1, { pin: null });
    expect(confirmed.game).toMatchObject({ status: 'confirmed' });
    // The seed-1 player opened game 1 at South and won it.
    expect(confirmed.series).toMatchObject({ wins1: 1, wins2: 0, matchStatus: 'in-play' });
  });

  test.each([
    {
      name: 'a move from an empty hole',
      moves: 'C a C',
      code: 'empty-hole',
      ply: 3,
      moveNumber: 2,
      named: "Move 2, South's C: ",
    },
    {
      name: 'North moving first',
      moves: 'a C',
      code: 'wrong-side',
      ply: 1,
      moveNumber: 1,
      named: "Move 1, North's a: ",
    },
    {
      name: 'a move after the end',
      moves: `${SOUTH_WINS} a`,
      code: 'game-over',
      ply: 80,
      moveNumber: 40,
      named: "Move 40, North's a: ",
    },
  ])(
    '$name is refused at its move, named as the notation numbers it, and nothing is stored',
    async ({ moves, code, ply, moveNumber, named }) => {
      const { event, match } = await firstMatch();
      const outcome = await refusal(
        reportGame(testDb.db, event.seats(match)[0], match.id, report({ kind: 'record', moves })),
      );
      expect(outcome).toMatchObject({ kind: 'invalid-input', code, ply, moveNumber, move: named.at(-3) });
      expect(outcome.message).toMatch(new RegExp(`^${named}`));
      expect(await gamesOf(match.id)).toEqual([]);
    },
  );

  test('an unfinished record is refused unless it names an off-board ending', async () => {
    const { db } = testDb;
    const { event, match } = await firstMatch();
    const [one] = event.seats(match);
    expect(
      await refusal(reportGame(db, one, match.id, report({ kind: 'record', moves: '1. C a 2. E b' }))),
    ).toMatchObject({ code: 'game-unfinished', plies: 4 });
    expect(
      await refusal(
        reportGame(db, one, match.id, report({ kind: 'record', moves: '1. C a', termination: 'resignation' })),
      ),
    ).toMatchObject({ code: 'loser-needed' });
    const resigned = await reportGame(
      db,
      one,
      match.id,
      report({ kind: 'record', moves: '1. C a', termination: 'resignation', loser: 'north' }),
    );
    expect(resigned.game).toMatchObject({ result: 'south', endReason: 'resignation', verified: true, moveCount: 2 });
  });

  test('a game file is read, checked against the series and adjudicated; a bad line is named', async () => {
    const { db } = testDb;
    const { event, match } = await firstMatch();
    const [one] = event.seats(match);
    const [south, north] = await playerNames(match);
    const file = gameFile(NORTH_WINS, { round: '1', south, north });
    expect(
      await refusal(
        reportGame(
          db,
          one,
          match.id,
          report({ kind: 'file', file: file.replace('[Rules "antigua"]', '[Rules "abapa"]') }),
        ),
      ),
    ).toMatchObject({ code: 'wrong-rules' });
    expect(
      await refusal(reportGame(db, one, match.id, report({ kind: 'file', file: '[Rules "nope"]\n\nC a' }))),
    ).toMatchObject({ code: 'bad-rules', line: 1 });
    const reported = await reportGame(db, one, match.id, report({ kind: 'file', file }));
    expect(reported.game).toMatchObject({ result: 'north', capturesSouth: 8, capturesNorth: 26, verified: true });
  });

  test.each([
    {
      name: 'South and North swapped',
      headers: (south: string, north: string) => ({ south: north, north: south }),
      header: 'South',
      facts: (south: string, north: string) => ({ written: north, game: 1, player: south }),
      code: 'header-contradicts-match',
      message: (south: string, north: string) =>
        `The file says [South "${north}"], but in game 1 ${south} sits South (${north} sits North).`,
    },
    {
      name: 'someone else at North',
      headers: () => ({ north: 'Trevor Simon' }),
      header: 'North',
      facts: (_: string, north: string) => ({ written: 'Trevor Simon', game: 1, player: north }),
      code: 'header-contradicts-match',
      message: (_: string, north: string) => `The file says [North "Trevor Simon"], but in game 1 ${north} sits North.`,
    },
    {
      name: 'another game in Round',
      headers: () => ({ round: 'W1-1.3' }),
      header: 'Round',
      facts: () => ({ written: 'W1-1.3', game: 1 }),
      code: 'header-contradicts-match',
      message: () => 'The file says [Round "W1-1.3"], but this is game 1 of the match.',
    },
  ])(
    'a game file with $name is refused, naming the header and what the match says; nothing is stored',
    async ({ headers, header, facts, code, message }) => {
      const { event, match } = await firstMatch();
      const [south, north] = await playerNames(match);
      const file = gameFile(SOUTH_WINS, { round: '?', south, north, ...headers(south, north) });
      const outcome = await refusal(
        reportGame(testDb.db, event.seats(match)[0], match.id, report({ kind: 'file', file })),
      );
      expect(outcome).toEqual({
        kind: 'invalid-input',
        code,
        message: message(south, north),
        header,
        ...facts(south, north),
      });
      expect(await gamesOf(match.id)).toEqual([]);
    },
  );

  test('a game file naming the other player as first mover is refused with the First header', async () => {
    const { event, match } = await firstMatch();
    const [south, north] = await playerNames(match);
    const file = gameFile(SOUTH_WINS, { round: '1', south, north }).replace('[First "S"]', '[First "N"]');
    expect(
      await refusal(reportGame(testDb.db, event.seats(match)[0], match.id, report({ kind: 'file', file }))),
    ).toMatchObject({
      code: 'wrong-first-mover',
      message: `The file says [First "N"], but in game 1 ${south} (South) moves first.`,
      header: 'First',
    });
  });

  test('the same moves in the same seats as an earlier game are reported only once the reporter says it was played again', async () => {
    const { db } = testDb;
    const event = await reportingEvent(db, 2, { winsNeeded: 3 });
    const match = await matchByKey(db, event.tournament.id, 'W1-1');
    const [one] = event.seats(match);
    await reportGame(db, one, match.id, report({ kind: 'record', moves: DRAW }));
    // Game 2 is opened by slot 2 at South: the same moves in other seats are another game.
    expect((await reportGame(db, one, match.id, report({ kind: 'record', moves: DRAW }))).game).toMatchObject({
      number: 2,
      southEntryId: match.entry2Id,
    });
    // Game 3 seats them as game 1 was.
    const repeat = await refusal(reportGame(db, one, match.id, report({ kind: 'record', moves: DRAW })));
    expect(repeat).toMatchObject({
      kind: 'conflict',
      code: 'repeated-record',
      repeatOf: 1,
      message: expect.stringMatching(
        /^These are the moves of game 1, with the same players in the same seats\. Was game 3 really played again/,
      ),
    });
    expect(
      await refusal(reportGame(db, one, match.id, report({ kind: 'record', moves: DRAW, repeatOf: 2 }))),
    ).toMatchObject({ code: 'repeated-record', repeatOf: 1 });
    const [south, north] = await playerNames(match);
    expect(
      await refusal(
        reportGame(db, one, match.id, report({ kind: 'file', file: gameFile(DRAW, { round: '3', south, north }) })),
      ),
    ).toMatchObject({ code: 'repeated-record', repeatOf: 1 });
    expect(await gamesOf(match.id)).toHaveLength(2);
    const confirmed = await reportGame(db, one, match.id, report({ kind: 'record', moves: DRAW, repeatOf: 1 }));
    expect(confirmed.game).toMatchObject({ number: 3, southEntryId: match.entry1Id, result: 'draw' });
  });

  test.each([
    {
      name: 'more than 48 seeds',
      fields: { capturesSouth: 30, capturesNorth: 20, winner: 'south', endReason: 'resignation' },
      code: 'too-many-seeds',
    },
    {
      name: 'a board ending short of 48',
      fields: { capturesSouth: 25, capturesNorth: 20, winner: 'south', endReason: 'score' },
      code: 'seeds-do-not-add-up',
    },
    {
      name: 'the count naming the other winner',
      fields: { capturesSouth: 20, capturesNorth: 28, winner: 'south', endReason: 'score' },
      code: 'winner-not-by-count',
    },
    {
      name: 'a score ending below 25',
      fields: { capturesSouth: 24, capturesNorth: 24, winner: 'south', endReason: 'cycle' },
      code: 'winner-not-by-count',
    },
    {
      name: 'a resignation without a loser',
      fields: { capturesSouth: 10, capturesNorth: 12, winner: 'draw', endReason: 'resignation' },
      code: 'loser-needed',
    },
    {
      name: 'no end reason',
      fields: { capturesSouth: 10, capturesNorth: 12, winner: 'north' },
      code: 'missing-end-reason',
    },
  ] as const)('a result with $name is refused', async ({ fields, code }) => {
    const { event, match } = await firstMatch();
    expect(
      await refusal(reportGame(testDb.db, event.seats(match)[0], match.id, report({ kind: 'result', ...fields }))),
    ).toMatchObject({ kind: 'invalid-input', code });
    expect(await gamesOf(match.id)).toEqual([]);
  });

  test.each([
    { fields: { capturesSouth: 24, capturesNorth: 24, winner: 'draw', endReason: 'score' }, result: 'draw' },
    { fields: { capturesSouth: 10, capturesNorth: 20, winner: 'south', endReason: 'loss-on-time' }, result: 'south' },
    { fields: { capturesSouth: 22, capturesNorth: 26, winner: 'north', endReason: 'agreed-end' }, result: 'north' },
  ] as const)('a plausible result ($fields.endReason) is stored unverified', async ({ fields, result }) => {
    const { event, match } = await firstMatch();
    const reported = await reportGame(
      testDb.db,
      event.seats(match)[0],
      match.id,
      report({ kind: 'result', ...fields }),
    );
    expect(reported.game).toMatchObject({ result, verified: false, record: null });
  });

  test('the series decides the number: a different one is a conflict', async () => {
    const { db } = testDb;
    const { event, match } = await firstMatch();
    const [one, two] = event.seats(match);
    expect(
      await refusal(reportGame(db, one, match.id, report({ kind: 'record', number: 2, moves: SOUTH_WINS }))),
    ).toMatchObject({ kind: 'conflict', code: 'game-number-mismatch', expected: 1 });
    await reportGame(db, one, match.id, report({ kind: 'record', number: 1, moves: SOUTH_WINS }));
    expect(
      await refusal(reportGame(db, two, match.id, report({ kind: 'record', number: 1, moves: SOUTH_WINS }))),
    ).toMatchObject({ kind: 'conflict', code: 'game-already-reported', expected: 2 });
  });

  test('staff reports stand at once; a report with the opponent PIN is confirmed on the spot', async () => {
    const { db } = testDb;
    const { event, match } = await firstMatch();
    const [one] = event.seats(match);
    const byStaff = await reportGame(db, event.organiser, match.id, report({ kind: 'record', moves: SOUTH_WINS }));
    expect(byStaff.game?.status).toBe('confirmed');
    expect(
      await refusal(reportGame(db, one, match.id, report({ kind: 'record', moves: SOUTH_WINS, opponentPin: '0000' }))),
    ).toMatchObject({ code: 'wrong-pin' });
    // Game 2 is opened by slot 2, sitting South: slot 1 wins it from North.
    const withPin = await reportGame(
      db,
      one,
      match.id,
      report({ kind: 'record', moves: NORTH_WINS, opponentPin: TEST_PIN }),
    );
    expect(withPin.game).toMatchObject({ number: 2, status: 'confirmed', southEntryId: match.entry2Id });
    expect(withPin.series).toMatchObject({ wins1: 2, finished: true, matchStatus: 'finished' });
  });

  test('the opponent confirms on the reporting device with their PIN', async () => {
    const { db } = testDb;
    const { event, match } = await firstMatch();
    const [one] = event.seats(match);
    await reportGame(db, one, match.id, report({ kind: 'record', moves: DRAW }));
    expect(await refusal(confirmGame(db, one, match.id, 1, { pin: '1111' }))).toMatchObject({ code: 'wrong-pin' });
    const confirmed = await confirmGame(db, one, match.id, 1, { pin: TEST_PIN });
    expect(confirmed.game?.status).toBe('confirmed');
    expect(confirmed.series).toMatchObject({ draws: 1, wins1: 0, wins2: 0 });
    const [stored] = await gamesOf(match.id);
    expect(stored.confirmedBy).toBe(event.userOf.get(match.entry2Id!)!.id);
  });
});

describe('disputes', () => {
  test.each([
    { decision: 'accept', status: 'confirmed', wins1: 1 },
    { decision: 'void', status: 'voided', wins1: 0 },
    { decision: 'replace', status: 'confirmed', wins1: 0 },
  ] as const)(
    'the organiser may $decision a disputed game, with a reason in the audit log',
    async ({ decision, status, wins1 }) => {
      const { db } = testDb;
      const { event, match } = await firstMatch();
      const [one, two] = event.seats(match);
      await reportGame(db, one, match.id, report({ kind: 'record', moves: SOUTH_WINS }));
      expect(
        await refusal(resolveDispute(db, event.organiser, match.id, 1, { decision, reason: 'early' } as never)),
      ).toMatchObject({ code: 'game-not-disputed' });
      const disputed = await disputeGame(db, two, match.id, 1, { comment: 'I won that game.' });
      expect(disputed.game).toMatchObject({ status: 'disputed', disputeComment: 'I won that game.' });
      expect(await refusal(confirmGame(db, two, match.id, 1, { pin: null }))).toMatchObject({ code: 'game-disputed' });
      const organiserId = event.organiser.kind === 'user' ? event.organiser.id : '';
      expect(await disputesForStaff(db, { id: organiserId, role: 'organiser' })).toContainEqual(
        expect.objectContaining({ matchId: match.id, number: 1, comment: 'I won that game.' }),
      );
      expect(await disputesForStaff(db, { id: event.userOf.get(match.entry1Id!)!.id, role: 'player' })).toEqual([]);
      expect(
        await refusal(resolveDispute(db, one, match.id, 1, { decision: 'accept', reason: 'mine' } as never)),
      ).toMatchObject({ kind: 'forbidden' });
      const replacement = decision === 'replace' ? { kind: 'record', moves: NORTH_WINS } : {};
      const resolved = await resolveDispute(
        db,
        event.organiser,
        match.id,
        1,
        report({ kind: 'record', ...replacement, decision, reason: 'Checked the score sheet.' } as never) as never,
      );
      expect(resolved.game?.status).toBe(status);
      expect(resolved.series.wins1).toBe(wins1);
      const audit = await listAuditLog(db, event.tournament.id);
      expect(audit.some((line) => line.reason === 'Checked the score sheet.')).toBe(true);
      expect(
        (
          await disputesForStaff(db, {
            id: event.organiser.kind === 'user' ? event.organiser.id : '',
            role: 'organiser',
          })
        ).some((dispute) => dispute.matchId === match.id),
      ).toBe(false);
    },
  );
});

describe('the confirmation window', () => {
  test('a report nobody answers is confirmed by the system once its window has run out, once', async () => {
    const { db } = testDb;
    const { event, match } = await firstMatch();
    await reportGame(db, event.seats(match)[0], match.id, report({ kind: 'record', moves: SOUTH_WINS }));
    const [game] = await gamesOf(match.id);
    expect(
      await confirmExpiredReports(db, { now: new Date(game.reportedAt.getTime() + 9 * 60_000), matchId: match.id }),
    ).toBe(0);
    const later = new Date(game.reportedAt.getTime() + 11 * 60_000);
    expect(await confirmExpiredReports(db, { now: later })).toBeGreaterThanOrEqual(1);
    expect(await confirmExpiredReports(db, { now: later, matchId: match.id })).toBe(0);
    const [confirmed] = await gamesOf(match.id);
    expect(confirmed).toMatchObject({ status: 'confirmed', confirmedBy: null });
    const audit = await listAuditLog(db, event.tournament.id);
    expect(audit.filter((line) => line.action === 'game-confirmed-expired')).toMatchObject([{ actorId: null }]);
  });
});

describe('recording at the table', () => {
  test('moves are saved as made, an illegal one is refused with its rule, undo takes one back, the last move reports the game', async () => {
    const { db } = testDb;
    const { event, match } = await firstMatch();
    const [one, two] = event.seats(match);
    const moves = parseMoves(SOUTH_WINS);
    if (!moves.ok) throw new Error('sample');
    await recordMove(db, one, match.id, { move: 'C', number: 1 });
    expect(await refusal(recordMove(db, one, match.id, { move: 'C', number: null }))).toMatchObject({
      code: 'wrong-side',
      ply: 2,
    });
    await recordMove(db, two, match.id, { move: 'a', number: null });
    const undone = await undoLastMove(db, one, match.id);
    expect(undone.game).toMatchObject({ status: 'in-progress', record: '1. C', moveCount: 1 });
    await undoLastMove(db, one, match.id);
    expect(await gamesOf(match.id)).toEqual([]);
    expect(await refusal(undoLastMove(db, one, match.id))).toMatchObject({ code: 'no-game-in-progress' });

    let last;
    for (const move of moves.value as Move[]) last = await recordMove(db, one, match.id, { move, number: null });
    expect(last!.game).toMatchObject({ number: 1, status: 'reported', result: 'south', moveCount: 79, verified: true });
    expect(await refusal(recordMove(db, one, match.id, { move: 'a', number: 1 }))).toMatchObject({
      code: 'game-already-reported',
    });
    const confirmed = await confirmGame(db, one, match.id, 1, { pin: TEST_PIN });
    expect(confirmed.series).toMatchObject({ wins1: 1, nextNumber: 2 });
  });

  test('a tap or an undo on a board behind the saved moves is refused, saying what another device did, with the saved moves', async () => {
    const { db } = testDb;
    const { event, match } = await firstMatch();
    const [one, two] = event.seats(match);
    const tap = (who: typeof one, move: Move, movesSoFar: string) =>
      recordMove(db, who, match.id, { move, number: 1, movesSoFar });
    const behind = (call: Promise<unknown>, message: string, record: string) =>
      expect(refusal(call)).resolves.toMatchObject({
        kind: 'conflict',
        code: 'recording-changed',
        message: `${message} on another device; the board is up to date again.`,
        record,
        number: 1,
      });
    await tap(one, 'C', '');
    // The second phone still shows the start, South to move: its tap is not judged as "It is North's turn".
    await behind(tap(two, 'C', ''), "Move 1, South's C was recorded", '1. C');
    await tap(two, 'a', 'C');
    await behind(undoLastMove(db, one, match.id, { movesSoFar: 'C' }), "Move 1, North's a was recorded", '1. C a');
    await tap(one, 'E', 'Ca');
    await tap(two, 'b', 'CaE');
    await behind(tap(one, 'D', 'Ca'), "2 moves, up to move 2, North's b, were recorded", '1. C a 2. E b');
    await undoLastMove(db, one, match.id, { movesSoFar: 'CaEb' });
    await behind(tap(two, 'd', 'CaEb'), "Move 2, North's b was undone", '1. C a 2. E');
    await undoLastMove(db, one, match.id, { movesSoFar: 'CaE' });
    await undoLastMove(db, one, match.id, { movesSoFar: 'Ca' });
    await behind(tap(two, 'c', 'CaE'), "The last 2 moves (back to move 1, South's C) were undone", '1. C');
    await tap(two, 'b', 'C');
    await behind(tap(one, 'D', 'Cd'), 'The moves were changed', '1. C b');
    // A client that says nothing of its board (an API script) is not checked.
    expect((await recordMove(db, one, match.id, { move: 'D', number: null })).game).toMatchObject({
      record: '1. C b 2. D',
    });
    expect((await gamesOf(match.id))[0]).toMatchObject({ record: '1. C b 2. D', moveCount: 3 });
  });

  test('a report by another route waits while a game is being recorded', async () => {
    const { db } = testDb;
    const { event, match } = await firstMatch();
    const [one] = event.seats(match);
    await recordMove(db, one, match.id, { move: 'C', number: null });
    expect(await refusal(reportGame(db, one, match.id, report({ kind: 'record', moves: SOUTH_WINS })))).toMatchObject({
      code: 'game-being-recorded',
    });
  });
});

describe('idempotency keys', () => {
  test('the same key replays the first answer; another request under it is refused', async () => {
    const { db } = testDb;
    const { event, match } = await firstMatch();
    const [one] = event.seats(match);
    const input = report({ kind: 'record', moves: SOUTH_WINS });
    const first = await reportGame(db, one, match.id, input, { idempotencyKey: 'key-1' });
    const again = await reportGame(db, one, match.id, input, { idempotencyKey: 'key-1' });
    expect(again).toEqual({ ...first, replayed: true });
    expect(
      await refusal(
        reportGame(db, one, match.id, report({ kind: 'record', moves: NORTH_WINS }), { idempotencyKey: 'key-1' }),
      ),
    ).toMatchObject({ code: 'idempotency-key-reused' });
    expect(
      await testDb.db
        .select()
        .from(games)
        .where(and(eq(games.matchId, match.id))),
    ).toHaveLength(1);
  });

  test('keys are forgotten after a day, the games reported under them stay', async () => {
    const { db } = testDb;
    const { event, match } = await firstMatch();
    const [one] = event.seats(match);
    const input = report({ kind: 'record', moves: SOUTH_WINS });
    await reportGame(db, one, match.id, input, { idempotencyKey: 'old-key' });
    const keyOf = () => db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'old-key'));
    const [stored] = await keyOf();
    const justBefore = new Date(stored.createdAt.getTime() + IDEMPOTENCY_KEY_LIFETIME_MS);
    // Keys of earlier tests in this database may go too: only this one is watched.
    await forgetExpiredIdempotencyKeys(db, justBefore);
    expect(await keyOf()).toHaveLength(1);
    expect(await forgetExpiredIdempotencyKeys(db, new Date(justBefore.getTime() + 1))).toBeGreaterThanOrEqual(1);
    expect(await keyOf()).toHaveLength(0);
    // Forgetting a key forgets only the stored answer: the game reported under it stays.
    expect(await testDb.db.select().from(games).where(eq(games.matchId, match.id))).toHaveLength(1);
  });

  test('a series played out by reports reaches the bracket', async () => {
    const { db } = testDb;
    const event = await reportingEvent(db, 2, { winsNeeded: 3 });
    const match = await matchByKey(db, event.tournament.id, 'W1-1');
    for (const winner of [2, 1, 2, 2] as const) await winGame(db, event, match, winner);
    expect(await matchByKey(db, event.tournament.id, 'W1-1')).toMatchObject({
      status: 'finished',
      wins1: 1,
      wins2: 3,
      winnerEntryId: match.entry2Id,
    });
  });
});
