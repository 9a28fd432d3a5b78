// What a reliability test file shares: its own Postgres cluster with a small event seeded in it,
// app instances started on it (and stopped after the file), and a JSON client of the app's API.
import { afterAll, beforeAll } from 'vitest';
import { startApp, type RunningApp } from '../e2e/app-server';
import { startThrowawayCluster, type ThrowawayCluster } from '../load/postgres-cluster';
import { seedLoadEvent, type LoadEvent, type LoadEventOptions } from '../load/tournament';

export interface ChaosWorld {
  cluster: ThrowawayCluster;
  databaseUrl: string;
  event: LoadEvent;
  /** Starts an app instance on the file's database (on `port` when given); it is stopped after the file. */
  startInstance(options?: { port?: number }): Promise<RunningApp>;
}

/** Sets up the file's cluster and event in beforeAll; the world is ready inside tests. */
export function setupChaosWorld(options: LoadEventOptions = {}): ChaosWorld {
  const instances: RunningApp[] = [];
  const world = {} as ChaosWorld;
  beforeAll(async () => {
    world.cluster = await startThrowawayCluster();
    world.databaseUrl = await world.cluster.createDatabase('warri_chaos');
    world.event = await seedLoadEvent(world.databaseUrl, { players: 16, ...options });
    world.startInstance = async ({ port } = {}) => {
      const app = await startApp({ url: world.databaseUrl }, {}, { port });
      instances.push(app);
      return app;
    };
  });
  afterAll(async () => {
    for (const instance of instances) await instance.kill();
    await world.cluster?.destroy();
  });
  return world;
}

export interface ApiAnswer {
  status: number;
  headers: Headers;
  /** The parsed JSON body, or the text when it is not JSON. */
  body: unknown;
}

/** A request to the app's API as the event's organiser (or with the given headers); never throws on a status. */
export async function callApi(
  baseUrl: string,
  path: string,
  init: { method?: string; token?: string | null; body?: string; headers?: Record<string, string> } = {},
): Promise<ApiAnswer> {
  const headers: Record<string, string> = { ...init.headers };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.body !== undefined && !Object.keys(headers).some((name) => name.toLowerCase() === 'content-type'))
    headers['content-type'] = 'application/json';
  const response = await fetch(`${baseUrl}${path}`, { method: init.method ?? 'GET', headers, body: init.body });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: the text itself is what the test looks at.
  }
  return { status: response.status, headers: response.headers, body };
}

/** The `{ error: { code, message } }` refusal every API error must be, or null when the body is not one. */
export function refusalOf(body: unknown): { code: string; message: string } | null {
  const error = (body as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  if (typeof error?.code !== 'string' || typeof error.message !== 'string' || error.code === '' || error.message === '')
    return null;
  return { code: error.code, message: error.message };
}
