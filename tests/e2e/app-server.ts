// Builds the app once and runs it with `npm start`'s server (server.js) against a database of its
// own, as a user would run it. Used by the e2e global setup; reliability tests can start, kill and restart it themselves.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

/** The e2e build lives apart from a developer's `.next` (see next.config.js). */
export const e2eDistDir = '.next-e2e';

/** Logs of the build and the servers, and screenshots (git ignores it). */
export const artifactsDir = join(process.cwd(), 'tests', 'e2e', '.artifacts');

const nextBin = join(process.cwd(), 'node_modules', 'next', 'dist', 'bin', 'next');

/** What `npm start` runs: Next.js behind the server that stamps each request's socket address. */
const appServer = join(process.cwd(), 'server.js');

/** `next build` into the e2e folder; type errors fail it, as in CI. */
export async function buildApp(): Promise<void> {
  mkdirSync(artifactsDir, { recursive: true });
  const log = join(artifactsDir, 'build.log');
  const code = await run(
    process.execPath,
    [nextBin, 'build'],
    { ...process.env, WARRI_NEXT_DIST_DIR: e2eDistDir },
    log,
  );
  if (code !== 0) throw new Error(`next build failed (exit ${code}); its output:\n${tail(log)}`);
}

export interface RunningApp {
  baseUrl: string;
  port: number;
  process: ChildProcess;
  logFile: string;
  /** Stops the server (SIGTERM) and waits for it to exit. */
  stop(): Promise<void>;
  /** Kills the server at once (SIGKILL: no shutdown of any kind) and waits for it to be gone. */
  kill(): Promise<void>;
}

/** Where the app finds its database: a Postgres URL or an embedded data folder. */
export type AppDatabase = { url: string } | { dataDir: string };

/** Builds the app unless WARRI_E2E_REUSE_BUILD=1 says the last build in `.next-e2e` is current. */
export async function ensureBuilt(): Promise<void> {
  if (process.env.WARRI_E2E_REUSE_BUILD !== '1') await buildApp();
}

/**
 * Starts the built app and waits until /api/health answers 200: on a free port, or on `port` (a
 * restarted app comes back where its clients expect it).
 */
export async function startApp(
  database: AppDatabase,
  env: Record<string, string> = {},
  options: { port?: number } = {},
): Promise<RunningApp> {
  const port = options.port ?? (await freePort());
  mkdirSync(artifactsDir, { recursive: true });
  const logFile = join(artifactsDir, `server-${port}.log`);
  const child = spawn(process.execPath, [appServer, '--port', String(port), '--hostname', '127.0.0.1'], {
    env: {
      ...withoutDatabaseSettings(process.env),
      ...('url' in database ? { DATABASE_URL: database.url } : { WARRI_DATA_DIR: database.dataDir }),
      NODE_ENV: 'production',
      WARRI_NEXT_DIST_DIR: e2eDistDir,
      // The app on a Postgres URL refuses to run without one; a test may take it away again.
      AUTH_SECRET: 'e2e-only-auth-secret-0123456789abcdef',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logStream = createWriteStream(logFile);
  child.stdout?.pipe(logStream);
  child.stderr?.pipe(logStream);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const baseUrl = `http://127.0.0.1:${port}`;
  const stopWith = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  const app: RunningApp = {
    baseUrl,
    port,
    process: child,
    logFile,
    stop: () => stopWith('SIGTERM'),
    kill: () => stopWith('SIGKILL'),
  };
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`The app server exited with ${child.exitCode}; its output:\n${tail(logFile)}`);
    const status = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return app;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await app.stop();
  throw new Error(`The app did not become healthy within 90 s; its output:\n${tail(logFile)}`);
}

/** The app under test must not pick up the developer's own database settings. */
function withoutDatabaseSettings(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const copy = { ...env };
  delete copy.DATABASE_URL;
  delete copy.WARRI_DATA_DIR;
  return copy;
}

/** A port nothing listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv, logFile: string): Promise<number | null> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    const log = createWriteStream(logFile);
    child.stdout.pipe(log);
    child.stderr.pipe(log);
    child.once('error', reject);
    child.once('exit', (code) => log.end(() => resolve(code)));
  });
}

function tail(file: string, lines = 60): string {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '(no output)';
  }
}
