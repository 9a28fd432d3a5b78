// The JSON route wrapper: validation naming the field, the caller resolved, refusals mapped to
// statuses and one error shape, outages to 503, bugs to a plain 500 that gives nothing away.
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterEach, expect, test, vi } from 'vitest';
import { z } from 'zod';
import type { Db } from '@/db/client';
import * as schema from '@/db/schema';
import { insertPlayers } from '@/db/queries/players';
import { apiRoute, reply } from '@/lib/api/handler';
import { defineOperation } from '@/lib/api/operation';
import { AppError } from '@/lib/errors';
import { setupTestDatabase } from '../db/helpers';
import { makeUser } from '../db/fixtures';
import { apiRequest, makeApiToken, routeParams } from '../auth/helpers';

const test_ = setupTestDatabase();

afterEach(() => {
  vi.restoreAllMocks();
});

const renameThing = defineOperation({
  operationId: 'renameThing',
  method: 'PATCH',
  path: '/api/v1/things/{id}',
  summary: 'Rename a thing',
  tags: ['Test'],
  auth: 'signed-in',
  params: z.object({ id: z.coerce.number().int().positive() }),
  query: z.object({ dryRun: z.enum(['yes', 'no']).default('no') }),
  body: z.object({
    name: z.string().trim().min(1, 'Give the thing a name.'),
    tags: z.array(z.string()).max(2).optional(),
  }),
  response: z.object({ id: z.number(), name: z.string(), by: z.string(), dryRun: z.boolean() }),
  errors: { conflict: ['same-name-on-record'] },
});

const PATCH = apiRoute(renameThing, async ({ params, query, body, actor }) => {
  if (body.name === 'taken')
    throw new AppError('conflict', 'same-name-on-record', 'Another thing has that name.', {
      field: 'name',
      details: { holder: 7 },
    });
  if (body.name === 'bug') throw new TypeError("Cannot read properties of undefined (reading 'password_hash')");
  // `secret` is not in the response schema: it must not reach the client.
  return { id: params.id, name: body.name, by: actor.email, dryRun: query.dryRun === 'yes', secret: 'hunter2' };
});

async function call(path: string, body: unknown, headers: Record<string, string> = {}, db: Db = test_.db) {
  const id = /\/things\/([^/?]+)/.exec(path)?.[1] ?? '';
  const response = await PATCH.handle(apiRequest('PATCH', path, { body, headers }), routeParams({ id }), db);
  return {
    status: response.status,
    headers: response.headers,
    body: response.status === 204 ? null : await response.json(),
  };
}

async function signedIn(): Promise<{ authorization: string; email: string }> {
  const user = await makeUser(test_.db);
  return { authorization: `Bearer ${await makeApiToken(test_.db, user)}`, email: user.email };
}

test('valid input reaches the service typed and coerced; undeclared fields of the answer are dropped', async () => {
  const { authorization, email } = await signedIn();
  const response = await call('/api/v1/things/12?dryRun=yes', { name: '  Board  ' }, { authorization });
  expect(response.status).toBe(200);
  // A small answer is not worth compressing: no-transform says so to Next's gzip and to proxies.
  expect(response.headers.get('cache-control')).toBe('no-store, no-transform');
  expect(response.body).toEqual({ id: 12, name: 'Board', by: email, dryRun: true });
});

test('anonymous gets 401 before the input is even looked at', async () => {
  const response = await call('/api/v1/things/abc', { name: '' });
  expect(response.status).toBe(401);
  expect(response.headers.get('www-authenticate')).toMatch(/^Bearer/);
  expect(response.body).toEqual({ error: { code: 'unauthenticated', message: 'Sign in to do this.' } });
});

test.each([
  ['a path parameter', '/api/v1/things/0', { name: 'x' }, 'invalid-params', 'id', /path parameter "id"/],
  [
    'a query parameter',
    '/api/v1/things/1?dryRun=maybe',
    { name: 'x' },
    'invalid-query',
    'dryRun',
    /query parameter "dryRun"/,
  ],
  [
    'a body field',
    '/api/v1/things/1',
    { name: '   ' },
    'invalid-body',
    'name',
    /body field "name".*Give the thing a name/,
  ],
  ['a nested body field', '/api/v1/things/1', { name: 'x', tags: ['a', 'b', 'c'] }, 'invalid-body', 'tags', /"tags"/],
  ['a missing body', '/api/v1/things/1', undefined, 'invalid-body', undefined, /body is not valid/],
])('a bad %s is a 400 naming the field and why', async (_, path, body, code, field, message) => {
  const { authorization } = await signedIn();
  const response = await call(path, body, { authorization });
  expect(response.status).toBe(400);
  expect(response.body.error.code).toBe(code);
  expect(response.body.error.field).toBe(field);
  expect(response.body.error.message).toMatch(message);
  expect(response.body.error.details.issues.length).toBeGreaterThan(0);
});

test('a body that is not JSON is a 400; one declared as something else a 415', async () => {
  const { authorization } = await signedIn();
  const notJson = await PATCH.handle(
    new Request('http://localhost/api/v1/things/1', {
      method: 'PATCH',
      headers: { authorization, 'content-type': 'application/json' },
      body: '{"name": ',
    }),
    routeParams({ id: '1' }),
    test_.db,
  );
  expect(notJson.status).toBe(400);
  expect((await notJson.json()).error.code).toBe('invalid-json');
  const form = await PATCH.handle(
    new Request('http://localhost/api/v1/things/1', {
      method: 'PATCH',
      headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'name=x',
    }),
    routeParams({ id: '1' }),
    test_.db,
  );
  expect(form.status).toBe(415);
  expect((await form.json()).error.code).toBe('unsupported-content-type');
});

test('a refusal from the service keeps its status, code, field and details', async () => {
  const { authorization } = await signedIn();
  const response = await call('/api/v1/things/1', { name: 'taken' }, { authorization });
  expect(response.status).toBe(409);
  expect(response.body).toEqual({
    error: {
      code: 'same-name-on-record',
      message: 'Another thing has that name.',
      field: 'name',
      details: { holder: 7 },
    },
  });
});

test('a bug is logged with its cause and answered with a plain 500', async () => {
  const log = vi.spyOn(console, 'error').mockImplementation(() => {});
  const { authorization } = await signedIn();
  const response = await call('/api/v1/things/1', { name: 'bug' }, { authorization });
  expect(response.status).toBe(500);
  expect(response.body.error.code).toBe('internal');
  expect(JSON.stringify(response.body)).not.toMatch(/password_hash|TypeError/);
  expect(log).toHaveBeenCalledWith(expect.stringContaining('renameThing'), expect.any(TypeError));
});

test('an unreachable database is a 503 with Retry-After', async () => {
  const log = vi.spyOn(console, 'error').mockImplementation(() => {});
  const pglite = await PGlite.create();
  const closed = drizzle({ client: pglite, schema }) as unknown as Db;
  await pglite.close();
  const ping = defineOperation({
    operationId: 'ping',
    method: 'GET',
    path: '/api/v1/ping',
    summary: 'Ping',
    tags: ['Test'],
    auth: 'public',
    response: z.object({ ok: z.boolean() }),
  });
  const GET = apiRoute(ping, async ({ db }) => {
    await db.execute(sql`select 1`);
    return { ok: true };
  });
  const response = await GET.handle(apiRequest('GET', '/api/v1/ping'), routeParams(), closed);
  expect(response.status).toBe(503);
  expect(response.headers.get('retry-after')).toBe('5');
  expect((await response.json()).error.code).toBe('database-unavailable');
  expect(log).toHaveBeenCalled();
}, 60_000);

test('no response schema is a 204; reply() sets its own status and headers', async () => {
  const remove = defineOperation({
    operationId: 'remove',
    method: 'DELETE',
    path: '/api/v1/x',
    summary: 'Remove',
    tags: ['Test'],
    auth: 'public',
    response: null,
  });
  const DELETE = apiRoute(remove, async () => {});
  const removed = await DELETE.handle(apiRequest('DELETE', '/api/v1/x'), routeParams(), test_.db);
  expect(removed.status).toBe(204);
  expect(await removed.text()).toBe('');

  const create = defineOperation({
    operationId: 'create',
    method: 'POST',
    path: '/api/v1/x',
    summary: 'Create',
    tags: ['Test'],
    auth: 'public',
    response: z.object({ id: z.number() }),
    successStatus: 201,
    cacheControl: 'private, max-age=0',
  });
  const POST = apiRoute(create, async () => reply({ id: 3 }, { headers: { location: '/api/v1/x/3' } }));
  const created = await POST.handle(apiRequest('POST', '/api/v1/x'), routeParams(), test_.db);
  expect(created.status).toBe(201);
  expect(created.headers.get('location')).toBe('/api/v1/x/3');
  expect(created.headers.get('cache-control')).toBe('private, max-age=0, no-transform');
  expect(await created.json()).toEqual({ id: 3 });
});

// A service that stores what it is given, as the real ones do: Postgres refuses a NUL in text
// (22021), so without the check at the edge the request failed there, as a 500.
const addPlayer = apiRoute(
  defineOperation({
    operationId: 'addTestPlayer',
    method: 'POST',
    path: '/api/v1/test-players/{club}',
    summary: 'Add a player',
    tags: ['Test'],
    auth: 'signed-in',
    params: z.object({ club: z.string() }),
    body: z.object({ name: z.string(), aliases: z.array(z.string()).optional() }),
    response: z.object({ id: z.number() }),
  }),
  async ({ params, body, db }) => {
    const [player] = await insertPlayers(db, [{ displayName: body.name, club: params.club }], null);
    return { id: player.id };
  },
);

test.each([
  ['a body field', 'Saint John', { name: 'Kwame\u0000Boateng' }, 'name', 'body field "name"', 'U+0000'],
  [
    'a nested body field',
    'Saint John',
    { name: 'Kwame', aliases: ['ok', 'K\u001b[31m'] },
    'aliases.1',
    'body field "aliases.1"',
    'U+001B',
  ],
  ['a body key', 'Saint John', { name: 'Kwame', ['x\u0007']: 1 }, 'x\u0007', 'body field', 'U+0007'],
  ['a path parameter', 'Saint\u0000John', { name: 'Kwame' }, 'club', 'path parameter "club"', 'U+0000'],
])(
  'a control character in %s is a 400 invalid-input naming the field, and nothing is stored',
  async (_, club, body, field, where, character) => {
    const { authorization } = await signedIn();
    const before = await test_.db.$count(schema.players);
    const response = await addPlayer.handle(
      apiRequest('POST', '/api/v1/test-players/x', { body, headers: { authorization } }),
      routeParams({ club }),
      test_.db,
    );
    expect(response.status).toBe(400);
    const { error } = await response.json();
    expect(error).toMatchObject({ code: 'invalid-input', field, details: { character } });
    expect(error.message).toContain(`The ${where}`);
    expect(error.message).toContain(`control character (${character})`);
    expect(await test_.db.$count(schema.players)).toBe(before);
  },
);

test('tab, line feed and carriage return are text like any other', async () => {
  const { authorization } = await signedIn();
  const response = await addPlayer.handle(
    apiRequest('POST', '/api/v1/test-players/x', { body: { name: 'Kwame\tBoateng\r\n' }, headers: { authorization } }),
    routeParams({ club: 'Saint John' }),
    test_.db,
  );
  expect(response.status).toBe(200);
});
