// The key that signs and encrypts sessions. Every app instance on one database must share it, so
// with DATABASE_URL it must be given (AUTH_SECRET); the embedded demo, one process on one data
// folder, makes its own the first time and keeps it there.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { dataDirFromEnv } from '@/db/client';

type Env = Record<string, string | undefined>;

/** Shortest AUTH_SECRET accepted: 32 characters (`openssl rand -base64 32` gives 44). */
const MIN_SECRET_LENGTH = 32;

/** The file in the data folder holding the embedded database's generated secret. */
export const SECRET_FILE = 'auth-secret';

/** Why the app cannot start without a secret; also checked by next.config.js when `next start` loads. */
export function missingSecretProblem(env: Env): string | null {
  const secret = env.AUTH_SECRET;
  if (secret && secret.length < MIN_SECRET_LENGTH) {
    return `AUTH_SECRET is too short (${secret.length} characters); use at least ${MIN_SECRET_LENGTH}, e.g. \`openssl rand -base64 32\`.`;
  }
  if (!secret && env.DATABASE_URL && env.NODE_ENV === 'production') {
    return 'AUTH_SECRET is not set. With DATABASE_URL every app instance must sign sessions with the same secret: set AUTH_SECRET to a long random value (`openssl rand -base64 32`), the same on every instance.';
  }
  return null;
}

// One per process even when Next.js loads this module more than once (see lib/auth/session-user.ts):
// the route that signs sessions and the pages that read them must use the same made-up secret.
const generatedKey = Symbol.for('warri-open.generated-auth-secrets');
const generated: Map<string, string> = ((globalThis as { [generatedKey]?: Map<string, string> })[generatedKey] ??=
  new Map());

/**
 * AUTH_SECRET when set; else, on the embedded database, the secret kept in the data folder
 * (created with mode 0600 on first use); else (development on a Postgres URL) one made up for
 * this process, so sessions end when it restarts. Throws the start-up problem in production.
 */
export function authSecret(env: Env = process.env): string {
  const problem = missingSecretProblem(env);
  if (problem) throw new Error(problem);
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  const key = env.DATABASE_URL ? 'process' : dataDirFromEnv(env);
  let secret = generated.get(key);
  if (!secret) {
    secret = env.DATABASE_URL ? randomBytes(32).toString('base64url') : dataFolderSecret(key);
    generated.set(key, secret);
  }
  return secret;
}

function dataFolderSecret(dataDir: string): string {
  const file = join(dataDir, SECRET_FILE);
  mkdirSync(dataDir, { recursive: true });
  try {
    // `wx`: never overwrite a secret already there (another process may have just written it).
    writeFileSync(file, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const stored = readFileSync(file, 'utf8').trim();
  if (stored.length < MIN_SECRET_LENGTH) {
    throw new Error(
      `${file} holds no usable secret. Delete it to make a new one (everyone will have to sign in again).`,
    );
  }
  return stored;
}
