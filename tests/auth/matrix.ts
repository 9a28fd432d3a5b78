// How a row of the authorisation matrix is written: who is allowed, how one attempt is made, and
// which tables a refused attempt must leave as they were. `actionRow` and `routeRow` cover the
// usual shapes; a row needing a fresh target for each attempt (a request to decide, a token to
// revoke) makes it in `prepare`.
import { asc, getTableColumns, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { ActionResult, SafeAction } from '@/lib/actions/safe-action';
import type { ApiOperation } from '@/lib/api/operation';
import type { ApiRouteHandler } from '@/lib/api/handler';
import { errorStatus } from '@/lib/errors';
import { apiRequest, routeParams } from './helpers';
import type { Who, World } from './matrix-world';

/** What an attempt came to: `ok`, or the HTTP status of the refusal (an action's refusal mapped by its kind). */
export type Outcome = 'ok' | number;

export interface MatrixRow {
  /** `action <name>` or `<METHOD> <path>`. */
  name: string;
  /** The server action or route handler the row tries (the completeness test looks for every one). */
  covers: unknown;
  /** Who succeeds. The others are refused with 401 (anonymous) or 403, unless `refusals` says otherwise. */
  allowed: readonly Who[];
  /** A refusal other than 401/403 for someone not allowed, when that is the right answer (404 for what is not theirs to know). */
  refusals?: Partial<Record<Who, number>>;
  /** The tables a refused attempt must not change. */
  tables: readonly PgTable[];
  /** Makes what one attempt acts on (a request to decide, a token to revoke); runs before the "before" snapshot. */
  prepare(world: World, who: Who): Promise<unknown>;
  attempt(world: World, who: Who, target: unknown): Promise<Outcome>;
  /** A route row's attempt with the session cookie from a page of another origin (none for actions: Next.js checks their origin). */
  attemptCrossOrigin?(world: World, who: Who, target: unknown): Promise<Outcome>;
}

export function outcomeOfAction(result: ActionResult<unknown>): Outcome {
  if (result.ok) return 'ok';
  return result.error.kind === 'internal' ? 500 : errorStatus[result.error.kind];
}

/** A server action made with safeAction(), called as `who` with the input the row builds (after `prepare`, if any). */
export function actionRow<Input, Target = undefined>(row: {
  name: string;
  action: SafeAction<Input, unknown>;
  allowed: readonly Who[];
  refusals?: Partial<Record<Who, number>>;
  tables: readonly PgTable[];
  prepare?: (world: World, who: Who) => Promise<Target>;
  input: (world: World, who: Who, target: Target) => Input | FormData;
}): MatrixRow {
  return {
    name: `action ${row.name}`,
    covers: row.action,
    allowed: row.allowed,
    refusals: row.refusals,
    tables: row.tables,
    prepare: async (world, who) => (row.prepare ? row.prepare(world, who) : undefined),
    attempt: async (world, who, target) => {
      const result = await row.action.run(row.input(world, who, target as Target), {
        actor: world.actor(who),
        db: world.db,
      });
      return outcomeOfAction(result);
    },
  };
}

/** A route handler made with apiRoute(), called with `who`'s credentials (their browser session, unless the world says otherwise). */
export function routeRow<Target = undefined>(row: {
  handler: ApiRouteHandler<ApiOperation>;
  allowed: readonly Who[];
  refusals?: Partial<Record<Who, number>>;
  tables: readonly PgTable[];
  prepare?: (world: World, who: Who) => Promise<Target>;
  params?: (world: World, who: Who, target: Target) => Record<string, string>;
  body?: (world: World, who: Who, target: Target) => unknown;
}): MatrixRow {
  const { method, path } = row.handler.operation;
  return {
    name: `${method} ${path}`,
    covers: row.handler,
    allowed: row.allowed,
    refusals: row.refusals,
    tables: row.tables,
    prepare: async (world, who) => (row.prepare ? row.prepare(world, who) : undefined),
    attempt: (world, who, target) => attempt(world, who, target as Target, {}),
    attemptCrossOrigin: (world, who, target) =>
      attempt(world, who, target as Target, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }),
  };

  async function attempt(world: World, who: Who, target: Target, headers: Record<string, string>): Promise<Outcome> {
    const params = row.params?.(world, who, target) ?? {};
    const url = path.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? '');
    const request = apiRequest(method, url, {
      body: row.body?.(world, who, target),
      headers: { ...(await world.credentials(who)), ...headers },
    });
    const response = await row.handler.handle(request, routeParams(params), world.db);
    return response.ok ? 'ok' : response.status;
  }
}

/** The rows of the tables, in a stable order, to compare before and after a refused attempt. */
export async function snapshot(world: World, tables: readonly PgTable[]): Promise<string[]> {
  const parts: string[] = [];
  for (const table of tables) {
    const columns = Object.values(getTableColumns(table));
    const rows = await world.db
      .select()
      .from(table)
      .orderBy(...columns.map((column) => asc(column) as SQL));
    parts.push(JSON.stringify(rows));
  }
  return parts;
}
