// The OpenAPI document: generated from the operations' schemas, every reference resolvable, and
// every route handler under app/api/v1 listed in the catalogue.
import { readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { apiOperations } from '@/app/api/v1/catalogue';
import { buildOpenApiDocument } from '@/lib/api/openapi';
import { defineOperation, type ApiOperation } from '@/lib/api/operation';

type Json = Record<string, any>;

const document = buildOpenApiDocument(apiOperations, { title: 'Warri Open', version: '1' }) as Json;

function references(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(references);
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    key === '$ref' && typeof inner === 'string' ? [inner] : references(inner),
  );
}

function resolve(ref: string): unknown {
  return ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>((node, key) => (node as Json | undefined)?.[key], document);
}

describe('the document of the app’s operations', () => {
  test('is OpenAPI 3.1 with the bearer and session schemes', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(document.components.securitySchemes.session).toMatchObject({ type: 'apiKey', in: 'cookie' });
  });

  test('every reference resolves', () => {
    const refs = references(document);
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) expect(resolve(ref), ref).toBeDefined();
  });

  test('every path template’s parameters are declared as path parameters, and no others', () => {
    for (const [path, methods] of Object.entries(document.paths as Json)) {
      const inTemplate = [...path.matchAll(/\{(\w+)\}/g)].map((found) => found[1]).sort();
      for (const [method, operation] of Object.entries(methods as Json)) {
        const declared = ((operation as Json).parameters ?? [])
          .filter((parameter: Json) => parameter.in === 'path')
          .map((parameter: Json) => parameter.name)
          .sort();
        expect(declared, `${method} ${path}`).toEqual(inTemplate);
      }
    }
  });

  test('tie-breaks: the FIDE C.07 ones are offered, and each standings row gives its figure on every tie-break in use', () => {
    expect(document.components.schemas.TieBreak.enum).toEqual(
      expect.arrayContaining([
        'buchholz',
        'fide-buchholz',
        'fide-buchholz-cut1',
        'fide-buchholz-median1',
        'fide-sonneborn-berger',
        'progressive-score',
        'direct-encounter',
        'wins',
        'average-opponent-rating',
      ]),
    );
    const tournament = document.paths['/api/v1/tournaments/{slug}'].get.responses['200'].content['application/json'];
    const schema = (resolve(tournament.schema.$ref ?? '') ?? tournament.schema) as Json;
    const row = schema.properties.stages.items.properties.standings.items.properties.rows.items;
    expect(row.required).toContain('tieBreaks');
    expect(row.properties.tieBreaks.items.properties.tieBreak).toEqual({ $ref: '#/components/schemas/TieBreak' });
  });

  test('every operation documents its success and the refusals every operation has', () => {
    for (const operation of apiOperations) {
      const described = document.paths[operation.path][operation.method.toLowerCase()];
      expect(described.operationId).toBe(operation.operationId);
      expect(Object.keys(described.responses)).toEqual(expect.arrayContaining(['401', '503']));
      expect(Object.keys(described.responses).some((status) => status.startsWith('2'))).toBe(true);
    }
  });
});

describe('the next Swiss round as the organiser draws it (issue 19 §3)', () => {
  const next = document.paths['/api/v1/tournaments/{slug}/rounds/next'];

  test('is previewed with its explanation, checked and published with the basis it was drawn on', () => {
    expect(next.get.responses['200'].content['application/json'].schema.$ref).toBe('#/components/schemas/SwissPreview');
    expect(next.post.requestBody.content['application/json'].schema.$ref).toBe('#/components/schemas/SwissPublication');
    expect(document.components.schemas.SwissPublication.required).toEqual(
      expect.arrayContaining(['basis', 'boards', 'bye']),
    );
    expect(next.post.responses['409'].description).toContain('`stale-pairing`');
    const check = document.paths['/api/v1/tournaments/{slug}/rounds/next/check'].post;
    expect(check.responses['400'].description).toContain('`bad-pairing`');
    expect(document.components.schemas.PairingBreach.properties.breach.enum).toContain('colour-limit');
  });
});

describe('the generator', () => {
  const named = z.object({ id: z.number(), label: z.string().default('none') }).meta({ id: 'Thing' });
  const base = { tags: ['Test'], auth: 'public' as const, summary: 'x' };
  const read = defineOperation({
    ...base,
    operationId: 'readThing',
    method: 'GET',
    path: '/api/v1/things/{id}',
    params: z.object({ id: z.coerce.number().int().meta({ description: 'The thing' }) }),
    response: named,
  });
  const write = defineOperation({
    ...base,
    operationId: 'writeThing',
    method: 'PUT',
    path: '/api/v1/things/{id}',
    params: z.object({ id: z.coerce.number() }),
    body: named,
    response: named,
    auth: 'signed-in',
    errors: { conflict: ['thing-taken'] },
  });

  test('shares a named schema as a component; its input form, which differs, gets its own name', () => {
    const built = buildOpenApiDocument([read, write], { title: 't', version: '1' }) as Json;
    expect(built.paths['/api/v1/things/{id}'].get.responses['200'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/Thing',
    });
    expect(built.paths['/api/v1/things/{id}'].put.requestBody.content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/ThingInput',
    });
    expect(built.components.schemas.Thing.required).toEqual(['id', 'label']);
    expect(built.components.schemas.ThingInput.required).toEqual(['id']);
    expect(built.paths['/api/v1/things/{id}'].get.parameters).toEqual([
      {
        name: 'id',
        in: 'path',
        required: true,
        description: 'The thing',
        schema: expect.objectContaining({ type: 'integer' }),
      },
    ]);
  });

  test('lists each status with its codes; signed-in operations require a scheme, public ones do not', () => {
    const built = buildOpenApiDocument([read, write], { title: 't', version: '1' }) as Json;
    const put = built.paths['/api/v1/things/{id}'].put;
    expect(put.security).toEqual([{ bearer: [] }, { session: [] }]);
    expect(built.paths['/api/v1/things/{id}'].get.security).toContainEqual({});
    expect(put.responses['409'].description).toContain('`thing-taken`');
    expect(put.responses['400'].description).toContain('`invalid-body`');
    expect(put.responses['401'].description).toContain('`unauthenticated`');
  });

  test('refuses two operations with one id, one method and path twice, or two schemas with one name', () => {
    expect(() =>
      buildOpenApiDocument([read, { ...read, path: '/api/v1/other' }], { title: 't', version: '1' }),
    ).toThrow(/Two operations are named readThing/);
    expect(() => buildOpenApiDocument([read, { ...read, operationId: 'again' }], { title: 't', version: '1' })).toThrow(
      /declared twice/,
    );
    const impostor: ApiOperation = {
      ...read,
      operationId: 'impostor',
      path: '/api/v1/impostor',
      params: undefined,
      response: z.object({ other: z.boolean() }).meta({ id: 'Thing' }),
    };
    expect(() => buildOpenApiDocument([read, impostor], { title: 't', version: '1' })).toThrow(
      /Two different schemas are named Thing/,
    );
  });
});

const methods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

function routeFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return routeFiles(path);
    return name === 'route.ts' ? [path] : [];
  });
}

test('every route handler under app/api/v1 serves an operation of the catalogue, at its own path and method', async () => {
  const root = join(process.cwd(), 'app', 'api', 'v1');
  const files = routeFiles(root);
  expect(files.length).toBeGreaterThan(0);
  for (const file of files) {
    const folder = relative(root, file).split(sep).slice(0, -1).join('/');
    const path = `/api/v1/${folder.replace(/\[(\w+)\]/g, '{$1}')}`;
    const routeModule = (await import(file)) as Record<string, { operation?: ApiOperation } | undefined>;
    for (const method of methods) {
      const handler = routeModule[method];
      if (!handler) continue;
      expect(
        handler.operation,
        `${method} in ${relative(process.cwd(), file)} is not made with apiRoute()`,
      ).toBeDefined();
      expect(apiOperations, `${handler.operation?.operationId} is missing from app/api/v1/catalogue.ts`).toContain(
        handler.operation,
      );
      expect({ method: handler.operation?.method, path: handler.operation?.path }).toEqual({ method, path });
    }
  }
});
