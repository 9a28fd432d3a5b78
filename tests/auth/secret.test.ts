// The session secret: required with a shared database in production, made and kept (0600) in the
// data folder of the embedded one.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { authSecret, missingSecretProblem, SECRET_FILE } from '@/lib/auth/secret';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});
function dataDir(): string {
  const folder = mkdtempSync(join(tmpdir(), 'warri-secret-'));
  folders.push(folder);
  return join(folder, 'data');
}

const longSecret = 'x'.repeat(32);

test.each([
  [{ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/warri' }, /AUTH_SECRET is not set/],
  [{ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/warri', AUTH_SECRET: 'short' }, /too short/],
  [{ NODE_ENV: 'development', AUTH_SECRET: 'short' }, /too short/],
  [{ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/warri', AUTH_SECRET: longSecret }, null],
  [{ NODE_ENV: 'production' }, null],
  [{ NODE_ENV: 'development', DATABASE_URL: 'postgres://db/warri' }, null],
])('%o → %s', (env, problem) => {
  const found = missingSecretProblem(env);
  if (problem === null) expect(found).toBeNull();
  else expect(found).toMatch(problem);
});

test('AUTH_SECRET wins; without it a production start on a shared database is refused', () => {
  expect(authSecret({ AUTH_SECRET: longSecret, NODE_ENV: 'production', DATABASE_URL: 'postgres://db/warri' })).toBe(
    longSecret,
  );
  expect(() => authSecret({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/warri' })).toThrow(
    /AUTH_SECRET is not set/,
  );
});

test('the embedded database keeps a generated secret in its data folder, readable by its owner only', () => {
  const folder = dataDir();
  const secret = authSecret({ NODE_ENV: 'production', WARRI_DATA_DIR: folder });
  expect(secret.length).toBeGreaterThanOrEqual(32);
  const file = join(folder, SECRET_FILE);
  expect(readFileSync(file, 'utf8').trim()).toBe(secret);
  expect(statSync(file).mode & 0o777).toBe(0o600);
  expect(authSecret({ NODE_ENV: 'production', WARRI_DATA_DIR: folder })).toBe(secret);
});

test('a secret file already there is used as it is, and a damaged one is reported', () => {
  const folder = dataDir();
  mkdirSync(folder, { recursive: true });
  const kept = 'k'.repeat(40);
  writeFileSync(join(folder, SECRET_FILE), `${kept}\n`, { mode: 0o600 });
  expect(authSecret({ WARRI_DATA_DIR: folder })).toBe(kept);

  const damaged = dataDir();
  mkdirSync(damaged, { recursive: true });
  writeFileSync(join(damaged, SECRET_FILE), 'short\n');
  expect(() => authSecret({ WARRI_DATA_DIR: damaged })).toThrow(/holds no usable secret/);
});
