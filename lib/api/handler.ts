// The one wrapper for JSON route handlers (`apiRoute`), so that every route resolves who is asking,
// validates what comes in and goes out with its operation's zod schemas, and refuses in one shape,
// `{ "error": { code, message, field?, details? } }` with the AppError's status, without giving away
// the cause of an unexpected failure.
import { createHash } from 'node:crypto';
import { NextRequest } from 'next/server';
import type { z } from 'zod';
import { getDb } from '@/db/app-database';
import type { Db } from '@/db/client';
import { LOCALE_COOKIE, requestLocale, type Locale } from '@/i18n/locales';
import { refusalSentence } from '@/i18n/refusal-sentence';
import { actorFromRequest, isSignedIn, type Actor, type SignedInActor } from '@/lib/auth/actor';
import { requireSignedIn } from '@/lib/auth/permissions';
import { AppError, expectedError } from '@/lib/errors';
import { parseIn, readerFor, type FieldReader } from '@/lib/validation/field-reader';
// Installs the messages every refused value is answered with.
import '@/lib/validation/messages';
import { cachedForTournament } from '@/lib/live/app-live';
import { uncached, type TournamentCache } from '@/lib/live/tournament-cache';
import { refuseControlCharacters } from '@/lib/validation/control-characters';
import { bytesBody } from '@/lib/http/bytes-body';
import { readBodyBytes } from './request-body';
import { requireSameOrigin, UNSAFE_METHODS } from './request-origin';
import type { ApiOperation, OperationInput, OperationResult } from './operation';

/** Largest JSON body accepted (a whole-game record is a few kilobytes). */
export const MAX_BODY_BYTES = 1_000_000;

/** Bodies smaller than this are not worth compressing (the compression middleware's own threshold). */
const SMALL_BODY_BYTES = 1024;

/** The error body of every refusal. */
export interface ApiErrorBody {
  error: { code: string; message: string; field?: string; details?: Record<string, unknown> };
}

export type ApiContext<Operation extends ApiOperation> = OperationInput<Operation> & {
  actor: Operation['auth'] extends 'signed-in' ? SignedInActor : Actor;
  db: Db;
  request: Request;
  /** The app's page cache; on a database of the caller's choosing (tests) nothing is cached, since the cache follows the app's database. */
  cached: TournamentCache;
  /** The caller's language for refused fields, for a route that parses more itself (`parsePart`). */
  reader: FieldReader;
};

/** A success with its own status or headers (a 201 with Location, a replayed idempotent answer). */
class ApiReply<Body> {
  constructor(
    readonly body: Body,
    readonly init: { status?: number; headers?: Record<string, string> } = {},
  ) {}
}

export function reply<Body>(
  body: Body,
  init: { status?: number; headers?: Record<string, string> } = {},
): ApiReply<Body> {
  return new ApiReply(body, init);
}

/** An answer already checked against the response schema and serialised (UTF-8 JSON), with its ETag: what a cached read keeps. */
class SerializedBody {
  constructor(
    readonly bytes: Buffer,
    readonly etag: string,
  ) {}
}

/** Parses the body with the operation's response schema (dropping undeclared fields) and serialises it, once. */
export function serializeBody<Operation extends ApiOperation>(
  operation: Operation,
  body: OperationResult<Operation>,
): SerializedBody {
  const bytes = Buffer.from(JSON.stringify(operation.response!.parse(body)));
  return new SerializedBody(bytes, `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`);
}

/** Next.js passes the dynamic segments of the route as a promise. */
export interface RouteContext {
  params: Promise<Record<string, string | string[] | undefined>>;
}

export interface ApiRouteHandler<Operation extends ApiOperation> {
  (request: Request, context: RouteContext): Promise<Response>;
  /** The declaration this handler serves (the catalogue test checks every route has one). */
  readonly operation: Operation;
  /** The same handler on a database of the caller's choosing (tests). */
  handle(request: Request, context: RouteContext, db: Db): Promise<Response>;
}

/**
 * The route handler for an operation. In order: resolve who is asking (session cookie or bearer
 * token; 401 when the operation needs a user), refuse a change made with the session cookie from
 * another origin (403, lib/api/request-origin.ts), parse path parameters, query and body with the
 * operation's zod schemas (400 naming the field; first a control character anywhere, which Postgres
 * could not store), run the service, parse its answer with the response schema, and turn refusals
 * into the error shape with the AppError's status. A database outage is a 503 with Retry-After;
 * anything else unexpected is logged with its cause and answered with a plain 500.
 */
export function apiRoute<const Operation extends ApiOperation>(
  operation: Operation,
  run: (
    context: ApiContext<Operation>,
  ) => Promise<OperationResult<Operation> | ApiReply<OperationResult<Operation>> | SerializedBody>,
): ApiRouteHandler<Operation> {
  const handle = async (request: Request, context: RouteContext, db: Db | null): Promise<Response> => {
    try {
      const database = db ?? (await getDb());
      const actor = await actorFromRequest(request, database);
      const caller = operation.auth === 'signed-in' ? requireSignedIn(actor) : actor;
      // Bearer tokens are exempt: no page can make a browser send one.
      if (isSignedIn(actor) && actor.via === 'session' && UNSAFE_METHODS.has(request.method))
        requireSameOrigin(request);
      const reader = await readerFor(readerLocale(request));
      const input = await parseInput(operation, request, context, reader);
      const cached = db ? uncached : cachedForTournament;
      const result = await run({
        ...input,
        actor: caller,
        db: database,
        request,
        cached,
        reader,
      } as ApiContext<Operation>);
      return successResponse(operation, result, request);
    } catch (error) {
      return errorResponse(operation, error, request);
    }
  };
  const handler = (request: Request, context: RouteContext) => handle(request, context, null);
  return Object.assign(handler, {
    operation,
    handle: (request: Request, context: RouteContext, db: Db) => handle(request, context, db),
  });
}

async function parseInput<Operation extends ApiOperation>(
  operation: Operation,
  request: Request,
  context: RouteContext,
  reader: FieldReader,
): Promise<OperationInput<Operation>> {
  const params = operation.params ? parsePart(operation.params, await context.params, 'params', reader) : undefined;
  const query = operation.query
    ? parsePart(operation.query, queryObject(new URL(request.url).searchParams), 'query', reader)
    : undefined;
  const body = operation.body ? parsePart(operation.body, await readJsonBody(request), 'body', reader) : undefined;
  return { params, query, body } as OperationInput<Operation>;
}

/** Repeated query keys become arrays; single ones stay strings (zod coerces them). */
function queryObject(searchParams: URLSearchParams): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(searchParams.keys())) {
    const values = searchParams.getAll(key);
    query[key] = values.length === 1 ? values[0] : values;
  }
  return query;
}

/**
 * The body as JSON: declared as JSON (a form or a plain-text body, which any page can make a
 * browser post, is a 415), at most MAX_BODY_BYTES (413), parsed. An empty body is no body.
 */
async function readJsonBody(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type');
  if (type && !JSON_TYPE.test(type)) throw unsupportedType(type);
  const bytes = await readBodyBytes(request, MAX_BODY_BYTES);
  const text = bytes.toString('utf8');
  if (text.trim() === '') return undefined;
  if (!type) throw unsupportedType(null);
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new AppError('invalid-input', 'invalid-json', `The body is not valid JSON: ${(error as Error).message}`);
  }
}

const JSON_TYPE = /^application\/([\w.+-]+\+)?json\b/i;

function unsupportedType(type: string | null): AppError {
  return new AppError(
    'unsupported-media-type',
    'unsupported-content-type',
    `The body must be JSON sent with Content-Type: application/json${type ? `, not ${type}` : ''}.`,
  );
}

/**
 * Parses one part of the request; a refusal names the first field at fault and lists every issue,
 * each in the caller's language. The first issue's sentence is also `details.problem`, which the
 * refusal's sentence in another language is made with (messages/<locale>/refusals.json).
 */
export function parsePart<Schema extends z.ZodType>(
  schema: Schema,
  value: unknown,
  part: 'params' | 'query' | 'body',
  reader: FieldReader,
): z.output<Schema> {
  const where = part === 'params' ? 'path parameter' : part === 'query' ? 'query parameter' : 'body field';
  refuseControlCharacters(value, typeof value === 'string' ? 'body' : where);
  const parsed = parseIn(reader, schema, value);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map((issue) => ({
    field: issue.path.map(String).join('.'),
    message: issue.message,
  }));
  const [first] = issues;
  const message = first.field
    ? `The ${where} "${first.field}" is not valid: ${first.message}`
    : `The ${part === 'body' ? 'body' : where} is not valid: ${first.message}`;
  throw new AppError('invalid-input', `invalid-${part}`, message, {
    field: first.field || undefined,
    details: { issues, problem: first.message },
  });
}

function successResponse(operation: ApiOperation, result: unknown, request: Request): Response {
  const { body, init } = result instanceof ApiReply ? result : new ApiReply(result);
  const headers: Record<string, string> = { 'cache-control': operation.cacheControl ?? 'no-store', ...init.headers };
  if (operation.response === null) return new Response(null, { status: init.status ?? 204, headers });
  // Parsing drops fields the schema does not declare, so a row handed over whole never leaks a column.
  const { bytes, etag } = body instanceof SerializedBody ? body : serializeBody(operation, body as never);
  headers['content-type'] = 'application/json';
  // Next's gzip leaves bodies under a kilobyte alone only when it knows their length, which it never
  // does for a route handler's answer; `no-transform` keeps it (and proxies) from setting up a
  // compressor for each small answer, such as a reported game's (gzip streams took 6% of the app's
  // CPU in the reporting benchmark, to save a few hundred bytes each).
  if (bytes.byteLength < SMALL_BODY_BYTES) headers['cache-control'] += ', no-transform';
  // A cacheable read carries an ETag of its body, so a client asking again gets a bodiless 304
  // while nothing changed.
  if (operation.method === 'GET' && operation.cacheControl) {
    headers.etag = etag;
    if (etagMatches(request.headers.get('if-none-match'), etag)) return new Response(null, { status: 304, headers });
  }
  return new Response(bytesBody(bytes), { status: init.status ?? operation.successStatus ?? 200, headers });
}

/** If-None-Match holds `*` or a list of tags, weak ones (`W/"…"`) comparing equal to strong ones. */
function etagMatches(header: string | null, etag: string): boolean {
  if (header === null) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

async function errorResponse(operation: ApiOperation, error: unknown, request: Request): Promise<Response> {
  const expected = expectedError(error);
  if (!expected) {
    console.error(`${operation.method} ${operation.path} (${operation.operationId}) failed:`, error);
    return Response.json(
      {
        error: {
          code: 'internal',
          message: await refusalSentence(readerLocale(request), {
            code: 'internal',
            message: 'Something went wrong on the server. It has been logged; please try again.',
          }),
        },
      } satisfies ApiErrorBody,
      { status: 500, headers: { 'cache-control': 'no-store' } },
    );
  }
  if (expected.kind === 'unavailable')
    console.error(`${operation.method} ${operation.path}: database unavailable:`, expected.cause);
  const headers: Record<string, string> = { 'cache-control': 'no-store' };
  if (expected.retryAfterSeconds !== undefined) headers['retry-after'] = String(expected.retryAfterSeconds);
  if (expected.kind === 'unauthenticated') headers['www-authenticate'] = 'Bearer realm="warri-open"';
  const { code, field, details } = expected;
  const message = await refusalSentence(readerLocale(request), expected);
  return Response.json({ error: { code, message, field, details } } satisfies ApiErrorBody, {
    status: expected.status,
    headers,
  });
}

/** The caller's language, as for a page: the language menu's cookie, else Accept-Language. */
function readerLocale(request: Request): Locale {
  // A request made of the headers alone: one made of the request itself would lock its body unread.
  const cookie = new NextRequest(request.url, { headers: request.headers }).cookies.get(LOCALE_COOKIE)?.value;
  return requestLocale(cookie, request.headers.get('accept-language'));
}
