// A Postgres cluster of the test's own: initdb into a temporary folder, a server on a free port
// that can be stopped, killed and started again while the app under test keeps running. The
// shared server is never touched, so a test may take its database away at will. Runs the server
// binaries of Debian's postgresql-15 package (POSTGRES_BIN overrides the folder); as root they
// run as the `postgres` user, since Postgres refuses to run as root.
import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../e2e/app-server';

const run = promisify(execFile);

/** Where initdb, pg_ctl and postgres live. */
export const postgresBin = process.env.POSTGRES_BIN ?? '/usr/lib/postgresql/15/bin';

export interface ThrowawayCluster {
  port: number;
  /** `postgres://postgres@127.0.0.1:<port>/postgres`, for creating databases. */
  serverUrl: string;
  /** The URL of database `name` on this cluster. */
  url(name: string): string;
  /** Creates an empty database and returns its URL. */
  createDatabase(name: string): Promise<string>;
  /** A fast shutdown (`-m fast`: sessions are ended, as when an operator restarts the server). */
  stop(): Promise<void>;
  /** Starts the server again on the same port and folder. */
  start(): Promise<void>;
  /** Stops the server if it runs and deletes its folder. */
  destroy(): Promise<void>;
}

/** Whether this machine can make a throwaway cluster (the server binaries are installed). */
export function canMakeCluster(): boolean {
  return existsSync(join(postgresBin, 'initdb')) && existsSync(join(postgresBin, 'pg_ctl'));
}

/**
 * Makes and starts a cluster. `fsync` stays on unless `durable: false`: the reliability tests
 * kill processes and must see what a real server would keep.
 */
export async function startThrowawayCluster(options: { durable?: boolean } = {}): Promise<ThrowawayCluster> {
  if (!canMakeCluster())
    throw new Error(`No Postgres server binaries in ${postgresBin}: install postgresql-15 or set POSTGRES_BIN.`);
  const folder = mkdtempSync(join(tmpdir(), 'warri-pg-'));
  const dataDir = join(folder, 'data');
  const asRoot = userInfo().uid === 0;
  if (asRoot) chownSync(folder, ...postgresIds());
  const tool = (name: string, args: string[]) => {
    const [command, argv] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', join(postgresBin, name), ...args]]
      : [join(postgresBin, name), args];
    return run(command, argv, { cwd: folder }).catch((error: { stderr?: string; message: string }) => {
      throw new Error(`${name} failed: ${error.stderr || error.message}`);
    });
  };
  await tool('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const port = await freePort();
  const serverOptions = [
    `-p ${port}`,
    `-k ${folder}`,
    '-c listen_addresses=127.0.0.1',
    '-c max_connections=200',
    ...(options.durable === false ? ['-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off'] : []),
  ].join(' ');
  const start = async () => {
    await tool('pg_ctl', [
      '-D',
      dataDir,
      '-l',
      join(folder, 'server.log'),
      '-w',
      '-t',
      '60',
      '-o',
      serverOptions,
      'start',
    ]);
  };
  const stop = async () => {
    await tool('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
  };
  await start();
  const serverUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const url = (name: string) => `postgres://postgres@127.0.0.1:${port}/${name}`;
  return {
    port,
    serverUrl,
    url,
    createDatabase: async (name) => {
      await tool('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', name]);
      return url(name);
    },
    stop,
    start,
    destroy: async () => {
      await tool('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']).catch(() => {});
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** The uid and gid of the `postgres` user (from /etc/passwd, through `id`). */
function postgresIds(): [number, number] {
  const ids = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return [ids('-u'), ids('-g')];
}
