// What the JSON route wrapper refuses before it reads a byte of input or runs a service: a change
// made with the session cookie from another origin (403), a body not declared as JSON (415), a
// body over the limit (413, by its declared length at once, else counted as it streams in).
import { afterEach, expect, test, vi } from 'vitest';
import { z } from 'zod';
import { apiRoute, MAX_BODY_BYTES } from '@/lib/api/handler';
import { defineOperation } from '@/lib/api/operation';
import { setupTestDatabase } from '../db/helpers';
import { makeUser } from '../db/fixtures';
import { makeApiToken, routeParams, sessionCookie, TEST_ORIGIN } from '../auth/helpers';

const test_ = setupTestDatabase();

afterEach(() => {
  vi.unstubAllEnvs();
});

let runs = 0;

const ops = {
  rename: defineOperation({
    operationId: 'renameEdgeThing',
    method: 'PATCH',
    path: '/api/v1/edge-things',
    summary: 'Rename',
    tags: ['Test'],
    auth: 'signed-in',
    body: z.object({ name: z.string() }),
    response: z.object({ name: z.string() }),
  }),
  close: defineOperation({
    operationId: 'closeEdgeThing',
    method: 'POST',
    path: '/api/v1/edge-things/close',
    summary: 'Close',
    tags: ['Test'],
    auth: 'signed-in',
    response: null,
  }),
  read: defineOperation({
    operationId: 'readEdgeThing',
    method: 'GET',
    path: '/api/v1/edge-things',
    summary: 'Read',
    tags: ['Test'],
    auth: 'signed-in',
    response: z.object({ ok: z.boolean() }),
  }),
};
const PATCH = apiRoute(ops.rename, async ({ body }) => {
  runs += 1;
  return { name: body.name };
});
const POST = apiRoute(ops.close, async () => {
  runs += 1;
});
const GET = apiRoute(ops.read, async () => ({ ok: true }));

async function credentials(): Promise<{ cookie: string; secureCookie: string; authorization: string }> {
  const user = await makeUser(test_.db);
  return {
    cookie: await sessionCookie(test_.db, user),
    secureCookie: await sessionCookie(test_.db, user, { secure: true }),
    authorization: `Bearer ${await makeApiToken(test_.db, user)}`,
  };
}

/** One call; the status, the refusal's code, and whether the service ran. */
async function send(
  handler: typeof PATCH | typeof POST | typeof GET,
  init: { method: string; headers: Record<string, string>; body?: BodyInit; url?: string },
) {
  const before = runs;
  const request = new Request(init.url ?? `${TEST_ORIGIN}/api/v1/edge-things`, {
    method: init.method,
    headers: init.headers,
    body: init.body,
    duplex: 'half',
  } as RequestInit);
  const response = await handler.handle(request, routeParams(), test_.db);
  const text = await response.text();
  return { status: response.status, code: text ? (JSON.parse(text).error?.code ?? null) : null, ran: runs > before };
}

const json = { 'content-type': 'application/json' };

test.each([
  ['from another origin', { origin: 'https://evil.example' }, 403, 'cross-origin-request'],
  ['from another origin of the same site', { origin: 'http://attacker.localhost' }, 403, 'cross-origin-request'],
  ['from the same host over the other scheme', { origin: 'https://localhost' }, 403, 'cross-origin-request'],
  ['from an opaque origin (a sandboxed frame)', { origin: 'null' }, 403, 'cross-origin-request'],
  ['with only Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }, 403, 'cross-origin-request'],
  ['with only Sec-Fetch-Site: same-site', { 'sec-fetch-site': 'same-site' }, 403, 'cross-origin-request'],
  ['saying neither Origin nor Sec-Fetch-Site', {}, 403, 'origin-unknown'],
  ['from the app itself', { origin: TEST_ORIGIN }, 200, null],
  ['with only Sec-Fetch-Site: same-origin', { 'sec-fetch-site': 'same-origin' }, 200, null],
])('a change with the session cookie %s', async (_, headers, status, code) => {
  const { cookie } = await credentials();
  for (const [handler, method, body] of [
    [PATCH, 'PATCH', JSON.stringify({ name: 'x' })],
    [POST, 'POST', undefined],
  ] as const) {
    const answer = await send(handler, { method, headers: { cookie, ...json, ...headers }, body });
    expect(answer).toEqual({ status: status === 200 && method === 'POST' ? 204 : status, code, ran: status === 200 });
  }
});

test('a plain <form method=post> from another page cannot run a bodiless operation with the cookie', async () => {
  const { cookie } = await credentials();
  const form = {
    cookie,
    origin: 'https://evil.example',
    'sec-fetch-site': 'cross-site',
    'content-type': 'application/x-www-form-urlencoded',
  };
  expect(await send(POST, { method: 'POST', headers: form, body: '' })).toEqual({
    status: 403,
    code: 'cross-origin-request',
    ran: false,
  });
});

test('a bearer token is not held to the origin rule; reads with the cookie are not either', async () => {
  const { cookie, authorization } = await credentials();
  expect(await send(POST, { method: 'POST', headers: { authorization, origin: 'https://evil.example' } })).toEqual({
    status: 204,
    code: null,
    ran: true,
  });
  expect(await send(POST, { method: 'POST', headers: { authorization } })).toEqual({
    status: 204,
    code: null,
    ran: true,
  });
  expect(await send(GET, { method: 'GET', headers: { cookie, origin: 'https://evil.example' } })).toEqual({
    status: 200,
    code: null,
    ran: false,
  });
});

test('the app’s own origin is NEXTAUTH_URL’s when set, else the forwarded host and scheme', async () => {
  const { secureCookie: cookie } = await credentials();
  const change = (headers: Record<string, string>) => send(POST, { method: 'POST', headers: { cookie, ...headers } });
  expect((await change({ origin: 'https://localhost', 'x-forwarded-proto': 'https' })).status).toBe(204);
  expect(
    (await change({ origin: 'https://warri.example.org', host: 'warri.example.org', 'x-forwarded-proto': 'https' }))
      .status,
  ).toBe(204);
  expect(
    (
      await change({
        origin: 'https://warri.example.org',
        host: '127.0.0.1:3000',
        'x-forwarded-host': 'warri.example.org',
        'x-forwarded-proto': 'https',
      })
    ).status,
  ).toBe(204);
  expect(await change({ origin: 'https://warri.example.org', 'x-forwarded-proto': 'https' })).toEqual({
    status: 403,
    code: 'cross-origin-request',
    ran: false,
  });
  vi.stubEnv('NEXTAUTH_URL', 'https://warri.example.org/');
  expect((await change({ origin: 'https://warri.example.org' })).status).toBe(204);
  expect(await change({ origin: 'https://localhost' })).toEqual({
    status: 403,
    code: 'cross-origin-request',
    ran: false,
  });
});

test('a body must be declared as JSON: none or another type is a 415, and nothing runs', async () => {
  const { authorization } = await credentials();
  const body = JSON.stringify({ name: 'x' });
  expect(await send(PATCH, { method: 'PATCH', headers: { authorization }, body })).toEqual({
    status: 415,
    code: 'unsupported-content-type',
    ran: false,
  });
  expect(
    await send(PATCH, { method: 'PATCH', headers: { authorization, 'content-type': 'text/plain' }, body }),
  ).toEqual({ status: 415, code: 'unsupported-content-type', ran: false });
  expect(await send(PATCH, { method: 'PATCH', headers: { authorization, ...json }, body })).toEqual({
    status: 200,
    code: null,
    ran: true,
  });
});

/** A body of `total` bytes arriving in 64 KB chunks, one per turn of the event loop as from a network, counting how many bytes were pulled from it. */
function countedStream(total: number) {
  const chunk = new Uint8Array(64 * 1024).fill(0x20);
  const counter = { pulled: 0, cancelled: false };
  const stream = new ReadableStream<Uint8Array>({
    cancel() {
      counter.cancelled = true;
    },
    async pull(controller) {
      await new Promise((resolve) => setImmediate(resolve));
      if (counter.pulled >= total) return controller.close();
      counter.pulled += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { stream, counter };
}

test('a body declared larger than the limit is a 413 before a byte of it is read', async () => {
  const { authorization } = await credentials();
  const { stream, counter } = countedStream(100 * MAX_BODY_BYTES);
  const answer = await send(PATCH, {
    method: 'PATCH',
    headers: { authorization, ...json, 'content-length': String(100 * MAX_BODY_BYTES) },
    body: stream,
  });
  expect(answer).toEqual({ status: 413, code: 'body-too-large', ran: false });
  // A ReadableStream pulls once to fill its queue when made; the handler pulled nothing more.
  expect(counter.pulled).toBeLessThanOrEqual(64 * 1024);
});

test('a body of unknown length is counted as it streams in: a 413 at the limit; what is dropped after it is bounded', async () => {
  const { authorization } = await credentials();
  const total = 100 * MAX_BODY_BYTES;
  const { stream, counter } = countedStream(total);
  const request = new Request(`${TEST_ORIGIN}/api/v1/edge-things`, {
    method: 'PATCH',
    headers: { authorization, ...json },
    body: stream,
    duplex: 'half',
  } as RequestInit);
  const before = runs;
  const response = await PATCH.handle(request, routeParams(), test_.db);
  // Answered as soon as the limit was passed, not after the whole body.
  expect(counter.pulled).toBeLessThan(MAX_BODY_BYTES + 256 * 1024);
  expect(response.status).toBe(413);
  expect((await response.json()).error.code).toBe('body-too-large');
  expect(runs).toBe(before);
  // The rest is read and dropped while the answer goes out (so the connection is not reset under
  // it), up to a bound, then the body is cancelled: never read to its end.
  await vi.waitFor(() => expect(counter.cancelled).toBe(true), { timeout: 20_000 });
  expect(counter.pulled).toBeLessThan(total);
});
