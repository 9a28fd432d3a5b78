import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { databaseLocationFromEnv } from '@/db/client';
import { lockDataDir } from '@/db/data-dir-lock';

const folders: string[] = [];
function freshFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), 'warri-lock-'));
  folders.push(folder);
  return folder;
}
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

test('a folder is locked once: a second open is refused until the first lets go', () => {
  const folder = freshFolder();
  const release = lockDataDir(folder);
  expect(readFileSync(join(folder, 'pglite.lock'), 'utf8')).toBe(String(process.pid));
  expect(() => lockDataDir(folder)).toThrow(/already open in this process/);
  release();
  expect(existsSync(join(folder, 'pglite.lock'))).toBe(false);
  lockDataDir(folder)();
});

test('a folder held by another live process is refused, naming that process', async () => {
  const folder = freshFolder();
  const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
  try {
    writeFileSync(join(folder, 'pglite.lock'), String(other.pid));
    expect(() => lockDataDir(folder)).toThrow(new RegExp(`in use by process ${other.pid}`));
  } finally {
    other.kill();
  }
});

test('a lock left by a process that is gone is taken over', () => {
  const folder = freshFolder();
  writeFileSync(join(folder, 'pglite.lock'), '999999999');
  const release = lockDataDir(folder);
  expect(readFileSync(join(folder, 'pglite.lock'), 'utf8')).toBe(String(process.pid));
  release();
});

test('DATABASE_URL chooses Postgres; otherwise the data folder, ./.data by default', () => {
  expect(databaseLocationFromEnv({ DATABASE_URL: 'postgres://db/warri' })).toEqual({ url: 'postgres://db/warri' });
  expect(databaseLocationFromEnv({})).toEqual({ dataDir: join(process.cwd(), '.data') });
  expect(databaseLocationFromEnv({ WARRI_DATA_DIR: '/srv/warri' })).toEqual({ dataDir: '/srv/warri' });
});
