// The OpenAPI 3.1 document of the JSON API, generated from the operations' own zod schemas (zod 4's
// JSON Schema output is draft 2020-12, which OpenAPI 3.1 uses as is). Schemas named with
// `.meta({ id })` become shared components; the rest are written inline.
import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';
import { errorStatus, type ErrorKind } from '@/lib/errors';
import type { ApiOperation, ObjectSchema } from './operation';

/** The body of every refusal, as documented. */
const apiErrorSchema = z
  .object({
    error: z.object({
      code: z
        .string()
        .meta({ description: 'What went wrong, for programs: `invalid-body`, `not-in-match`, `must-feed`, …' }),
      message: z.string().meta({ description: 'What went wrong, for people.' }),
      field: z.string().optional().meta({ description: 'The input field at fault, as a dotted path.' }),
      details: z
        .record(z.string(), z.unknown())
        .optional()
        .meta({ description: 'Facts to act on, e.g. every invalid field, or the ply of an illegal move.' }),
    }),
  })
  .meta({ id: 'Error' });

type JsonObject = Record<string, unknown>;

export interface OpenApiInfo {
  title: string;
  version: string;
  description?: string;
}

const errorDescriptions: Record<ErrorKind, string> = {
  'invalid-input': 'The request is not valid',
  unauthenticated: 'Not signed in, or the bearer token is not valid',
  forbidden: 'Signed in, but not allowed to do this',
  'not-found': 'Not found',
  conflict: 'In conflict with what is stored',
  'too-large': 'The body is too large',
  'unsupported-media-type': 'The body is not declared as JSON',
  'rate-limited': 'Too many attempts; see Retry-After',
  unavailable: 'The database cannot be reached; see Retry-After',
};

export function buildOpenApiDocument(operations: readonly ApiOperation[], info: OpenApiInfo): JsonObject {
  const components = new ComponentSchemas();
  // Output forms first: they own the plain names, and an input form that differs becomes `…Input`.
  components.add(apiErrorSchema, 'output');
  for (const operation of operations) if (operation.response) components.add(operation.response, 'output');
  const paths: Record<string, Record<string, JsonObject>> = {};
  const seenIds = new Set<string>();
  for (const operation of operations) {
    if (seenIds.has(operation.operationId)) throw new Error(`Two operations are named ${operation.operationId}.`);
    seenIds.add(operation.operationId);
    const method = operation.method.toLowerCase();
    paths[operation.path] ??= {};
    if (paths[operation.path][method]) throw new Error(`${operation.method} ${operation.path} is declared twice.`);
    paths[operation.path][method] = describeOperation(operation, components);
  }
  return {
    openapi: '3.1.0',
    info,
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    paths,
    components: {
      schemas: components.schemas,
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description:
            'An API token (`warri_…`) made on the account page or with `npm run admin -- create-token`. It acts as its owner, with their rights.',
        },
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: 'next-auth.session-token',
          description: 'The browser session of a signed-in user (`__Secure-next-auth.session-token` over https).',
        },
      },
    },
  };
}

function describeOperation(operation: ApiOperation, components: ComponentSchemas): JsonObject {
  const parameters = [
    ...describeParameters(operation.params, 'path', components),
    ...describeParameters(operation.query, 'query', components),
  ];
  const described: JsonObject = {
    operationId: operation.operationId,
    summary: operation.summary,
    ...(operation.description ? { description: operation.description } : {}),
    tags: [...operation.tags],
    security:
      operation.auth === 'signed-in' ? [{ bearer: [] }, { session: [] }] : [{}, { bearer: [] }, { session: [] }],
    ...(parameters.length > 0 ? { parameters } : {}),
  };
  if (operation.body) {
    described.requestBody = {
      required: !operation.body.safeParse(undefined).success,
      content: { 'application/json': { schema: components.add(operation.body, 'input') } },
    };
  }
  const responses: JsonObject = {};
  if (operation.response === null) responses['204'] = { description: 'Done' };
  else
    responses[String(operation.successStatus ?? 200)] = {
      description: 'Success',
      content: { 'application/json': { schema: components.add(operation.response, 'output') } },
    };
  for (const [status, codes] of errorCodesByStatus(operation)) {
    const kind =
      (Object.keys(errorStatus) as ErrorKind[]).find((candidate) => errorStatus[candidate] === status) ??
      'invalid-input';
    responses[String(status)] = {
      description: `${errorDescriptions[kind]}: ${codes.map((code) => `\`${code}\``).join(', ')}`,
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
    };
  }
  described.responses = responses;
  return described;
}

/** Every status the operation may answer with an error body, and the codes under each. */
function errorCodesByStatus(operation: ApiOperation): Map<number, string[]> {
  const byKind: Partial<Record<ErrorKind, Set<string>>> = {};
  const add = (kind: ErrorKind, ...codes: string[]) => {
    const set = (byKind[kind] ??= new Set());
    for (const code of codes) set.add(code);
  };
  if (operation.params) add('invalid-input', 'invalid-params');
  if (operation.query) add('invalid-input', 'invalid-query');
  if (operation.body) {
    add('invalid-input', 'invalid-body', 'invalid-json');
    add('unsupported-media-type', 'unsupported-content-type');
    add('too-large', 'body-too-large');
  }
  // A browser session may change things only from the app's own pages (lib/api/request-origin.ts).
  if (operation.method !== 'GET') add('forbidden', 'cross-origin-request', 'origin-unknown');
  // A bad bearer token is refused on every operation, public ones too.
  add('unauthenticated', 'invalid-authorization', 'invalid-token');
  if (operation.auth === 'signed-in') add('unauthenticated', 'unauthenticated');
  for (const [kind, codes] of Object.entries(operation.errors ?? {}) as [ErrorKind, readonly string[]][])
    add(kind, ...codes);
  add('unavailable', 'database-unavailable');
  const byStatus = new Map<number, string[]>();
  for (const [kind, codes] of Object.entries(byKind) as [ErrorKind, Set<string>][]) {
    const status = errorStatus[kind];
    byStatus.set(status, [...(byStatus.get(status) ?? []), ...codes]);
  }
  return new Map([...byStatus].sort(([a], [b]) => a - b));
}

function describeParameters(
  schema: ObjectSchema | undefined,
  location: 'path' | 'query',
  components: ComponentSchemas,
): JsonObject[] {
  if (!schema) return [];
  const json = components.inline(schema, 'input');
  const properties = (json.properties ?? {}) as Record<string, JsonObject>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => {
    const { description, ...propertySchema } = property;
    return {
      name,
      in: location,
      required: location === 'path' || required.has(name),
      ...(typeof description === 'string' ? { description } : {}),
      schema: propertySchema,
    };
  });
}

/** Collects the named schemas (`.meta({ id })`) of every operation under components/schemas. */
class ComponentSchemas {
  readonly schemas: Record<string, JsonObject> = {};

  /** The schema as JSON Schema, its named parts moved to components and referenced from there. */
  add(schema: z.ZodType, io: 'input' | 'output'): JsonObject {
    const json = z.toJSONSchema(schema, { io, target: 'draft-2020-12' }) as JsonObject;
    const { $schema: _dialect, $defs, ...root } = json;
    const definitions = Object.entries(($defs ?? {}) as Record<string, JsonObject>);
    const names = new Map<string, string>();
    const created: string[] = [];
    for (const [id, definition] of definitions) {
      const placed = this.place(id, rewriteRefs(definition, names), io);
      names.set(id, placed.name);
      if (placed.created) created.push(id);
    }
    // Store the new ones again with every reference pointing at the names finally chosen.
    for (const [id, definition] of definitions)
      if (created.includes(id)) this.schemas[names.get(id) ?? id] = rewriteRefs(definition, names);
    return rewriteRefs(root, names);
  }

  /** The schema inlined whole (path and query parameters are listed one by one, never referenced). */
  inline(schema: z.ZodType, io: 'input' | 'output'): JsonObject {
    const { $schema: _dialect, ...json } = z.toJSONSchema(schema, {
      io,
      target: 'draft-2020-12',
      reused: 'inline',
    }) as JsonObject;
    return json;
  }

  /** Stores a named schema; the input form of a schema whose output differs gets its own name. */
  private place(id: string, definition: JsonObject, io: 'input' | 'output'): { name: string; created: boolean } {
    for (const name of io === 'input' ? [id, `${id}Input`] : [id]) {
      const existing = this.schemas[name];
      if (!existing) {
        this.schemas[name] = definition;
        return { name, created: true };
      }
      if (isDeepStrictEqual(existing, definition)) return { name, created: false };
    }
    throw new Error(`Two different schemas are named ${id}.`);
  }
}

/** Points `#/$defs/<id>` references at components/schemas, under the names chosen for them. */
function rewriteRefs(value: JsonObject, names: Map<string, string>): JsonObject {
  const rewrite = (inner: unknown): unknown => {
    if (Array.isArray(inner)) return inner.map(rewrite);
    if (!inner || typeof inner !== 'object') return inner;
    return Object.fromEntries(
      Object.entries(inner).map(([key, item]) => {
        if (key === '$ref' && typeof item === 'string' && item.startsWith('#/$defs/')) {
          const id = item.slice('#/$defs/'.length);
          return [key, `#/components/schemas/${names.get(id) ?? id}`];
        }
        return [key, rewrite(item)];
      }),
    );
  };
  return rewrite(value) as JsonObject;
}
