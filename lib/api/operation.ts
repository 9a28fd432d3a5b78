// One operation of the JSON API, declared once next to its route handler: the same zod schemas
// validate the request (lib/api/handler.ts) and describe it in the OpenAPI document
// (lib/api/openapi.ts). Route modules may only export HTTP handlers, so each route folder keeps
// its declarations in `operations.ts`, and app/api/v1/catalogue.ts lists them all.
import type { z } from 'zod';
import type { ErrorKind } from '@/lib/errors';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The error codes an operation may answer, by kind; the document lists them under each status. */
export type ErrorCatalogue = Partial<Record<ErrorKind, readonly string[]>>;

/** An object schema (path parameters and query strings are flat objects of strings, coerced by zod). */
export type ObjectSchema = z.ZodObject;

export interface ApiOperation {
  /** Unique, camelCase: `getMe`, `createApiToken`. */
  operationId: string;
  method: HttpMethod;
  /** OpenAPI path template, parameters in braces: `/api/v1/tokens/{id}`. */
  path: `/api/v1/${string}`;
  summary: string;
  description?: string;
  tags: readonly string[];
  /** `signed-in`: anonymous gets 401 before anything runs. `public`: anyone (a bad bearer token is still a 401). */
  auth: 'public' | 'signed-in';
  params?: ObjectSchema;
  query?: ObjectSchema;
  /** A JSON request body. */
  body?: z.ZodType;
  /** The success body. The handler parses what the service returns with it, so undeclared fields never leak. Null: 204, no body. */
  response: z.ZodType | null;
  /** Status of a success; 200 unless given (204 when `response` is null). */
  successStatus?: 200 | 201 | 202;
  /** The refusals this operation may give beyond the ones every operation has (bad input, 401 when signed-in, 503). */
  errors?: ErrorCatalogue;
  /** Cache-Control of a success; `no-store` unless given (public read-only answers may be cached). */
  cacheControl?: string;
}

/** Declares an operation, keeping its literal types so handlers get typed input. */
export function defineOperation<const Operation extends ApiOperation>(operation: Operation): Operation {
  return operation;
}

type Parsed<Schema> = Schema extends z.ZodType ? z.output<Schema> : undefined;

/** What the handler's function receives, typed from the operation's schemas. */
export interface OperationInput<Operation extends ApiOperation> {
  params: Parsed<Operation['params']>;
  query: Parsed<Operation['query']>;
  body: Parsed<Operation['body']>;
}

/** What the handler's function returns: the response schema's input (dates may still be Date objects). */
export type OperationResult<Operation extends ApiOperation> = Operation['response'] extends z.ZodType
  ? z.input<Operation['response']>
  : void;
