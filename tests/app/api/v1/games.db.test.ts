// The game routes of the JSON API: report with an Idempotency-Key (a retry replays the first
// answer), an illegal record answered 400 naming the move, confirm, dispute, live moves and undo.
import { expect, test } from 'vitest';
import { POST as report } from '@/app/api/v1/matches/[id]/games/route';
import { POST as confirm } from '@/app/api/v1/matches/[id]/games/[number]/confirm/route';
import { POST as dispute } from '@/app/api/v1/matches/[id]/games/[number]/dispute/route';
import { POST as move } from '@/app/api/v1/matches/[id]/games/current/moves/route';
import { DELETE as undo } from '@/app/api/v1/matches/[id]/games/current/moves/last/route';
import { findEntry } from '@/db/queries/entries';
import type { User } from '@/db/schema';
import type { ApiRouteHandler } from '@/lib/api/handler';
import type { ApiOperation } from '@/lib/api/operation';
import { setupTestDatabase } from '@/tests/db/helpers';
import { apiRequest, makeApiToken, routeParams } from '@/tests/auth/helpers';
import { matchByKey } from '@/tests/services/helpers';
import { SOUTH_WINS, reportingEvent } from '@/tests/services/reporting-helpers';

const testDb = setupTestDatabase();

async function call(
  handler: ApiRouteHandler<ApiOperation>,
  user: User,
  method: string,
  path: string,
  params: Record<string, string>,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const request = apiRequest(method, path, {
    body,
    headers: { authorization: `Bearer ${await makeApiToken(testDb.db, user)}`, ...headers },
  });
  const response = await handler.handle(request, routeParams(params), testDb.db);
  return { status: response.status, body: await response.json() };
}

test('report, retry with the same key, confirm: one game, counted', async () => {
  const event = await reportingEvent(testDb.db, 2);
  const match = await matchByKey(testDb.db, event.tournament.id, 'W1-1');
  const [one, two] = [event.userOf.get(match.entry1Id!)!, event.userOf.get(match.entry2Id!)!];
  const params = { id: String(match.id) };
  const path = `/api/v1/matches/${match.id}/games`;
  const illegal = await call(report, one, 'POST', path, params, { kind: 'record', moves: '1. C a 2. C' });
  expect(illegal).toMatchObject({
    status: 400,
    body: {
      error: {
        code: 'empty-hole',
        field: 'moves',
        message: "Move 2, South's C: South's hole C is empty.",
        details: { ply: 3, moveNumber: 2, move: 'C' },
      },
    },
  });
  const northPlayer = (await findEntry(testDb.db, match.entry2Id!))!.player.displayName;
  const swapped = await call(report, one, 'POST', path, params, {
    kind: 'file',
    file: `[South "${northPlayer}"]\n\n${SOUTH_WINS}`,
  });
  expect(swapped).toMatchObject({
    status: 400,
    body: { error: { code: 'header-contradicts-match', field: 'file', details: { header: 'South' } } },
  });
  const first = await call(
    report,
    one,
    'POST',
    path,
    params,
    { kind: 'record', number: 1, moves: SOUTH_WINS },
    { 'Idempotency-Key': 'retry-1' },
  );
  expect(first).toMatchObject({
    status: 201,
    body: { game: { number: 1, status: 'reported', result: 'south' }, replayed: false },
  });
  const retry = await call(
    report,
    one,
    'POST',
    path,
    params,
    { kind: 'record', number: 1, moves: SOUTH_WINS },
    { 'Idempotency-Key': 'retry-1' },
  );
  expect(retry).toEqual({ status: 201, body: { ...first.body, replayed: true } });
  const late = await call(report, two, 'POST', path, params, { kind: 'record', number: 1, moves: SOUTH_WINS });
  expect(late).toMatchObject({
    status: 409,
    body: { error: { code: 'game-already-reported', details: { expected: 2 } } },
  });

  const gameParams = { id: String(match.id), number: '1' };
  expect(await call(dispute, one, 'POST', `${path}/1/dispute`, gameParams, { comment: 'mine' })).toMatchObject({
    status: 403,
    body: { error: { code: 'own-report' } },
  });
  expect(await call(confirm, two, 'POST', `${path}/1/confirm`, gameParams)).toMatchObject({
    status: 200,
    body: { game: { status: 'confirmed' }, series: { wins1: 1 } },
  });
  expect(await call(dispute, two, 'POST', `${path}/1/dispute`, gameParams, { comment: 'too late' })).toMatchObject({
    status: 409,
    body: { error: { code: 'game-already-confirmed' } },
  });
});

test('live moves at the table: a move, an illegal one, undo', async () => {
  const event = await reportingEvent(testDb.db, 2);
  const match = await matchByKey(testDb.db, event.tournament.id, 'W1-1');
  const one = event.userOf.get(match.entry1Id!)!;
  const params = { id: String(match.id) };
  const path = `/api/v1/matches/${match.id}/games/current/moves`;
  expect(await call(move, one, 'POST', path, params, { move: 'C', number: 1 })).toMatchObject({
    status: 200,
    body: { game: { status: 'in-progress', moveCount: 1 } },
  });
  expect(await call(move, one, 'POST', path, params, { move: 'D' })).toMatchObject({
    status: 400,
    body: { error: { code: 'wrong-side', details: { ply: 2 } } },
  });
  expect(await call(undo, one, 'DELETE', `${path}/last`, params)).toMatchObject({ status: 200, body: { game: null } });
  expect(await call(undo, one, 'DELETE', `${path}/last`, params)).toMatchObject({
    status: 409,
    body: { error: { code: 'no-game-in-progress' } },
  });
});

test('a refused move is said in the caller’s language (Accept-Language), naming the move and the rule', async () => {
  const event = await reportingEvent(testDb.db, 2);
  const match = await matchByKey(testDb.db, event.tournament.id, 'W1-1');
  const one = event.userOf.get(match.entry1Id!)!;
  const params = { id: String(match.id) };
  const path = `/api/v1/matches/${match.id}/games`;
  const french = { 'accept-language': 'fr-FR,fr;q=0.9' };
  expect(await call(report, one, 'POST', path, params, { kind: 'record', moves: '1. C a 2. C' }, french)).toMatchObject(
    {
      status: 400,
      body: {
        error: {
          code: 'empty-hole',
          message: 'Coup 2, case C de Sud : la case C de Sud est vide.',
          details: { ply: 3, moveNumber: 2, move: 'C', side: 'S', mover: 'S' },
        },
      },
    },
  );
  expect(await call(move, one, 'POST', `${path}/current/moves`, params, { move: 'C', number: 1 })).toMatchObject({
    status: 200,
  });
  expect(
    await call(move, one, 'POST', `${path}/current/moves`, params, { move: 'D' }, { 'accept-language': 'ru' }),
  ).toMatchObject({
    status: 400,
    body: { error: { code: 'wrong-side', message: 'Ход 1, лунка D Юга: сейчас ход Севера, а D — лунка Юга.' } },
  });
});
