// The admin CLI's commands on a real database, and the command itself as a process: exit codes,
// what goes to stdout (only a new token), and a clear refusal while the app holds the data folder.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { apiTokens, users } from '@/db/schema';
import { lockDataDir } from '@/db/data-dir-lock';
import { actorFromRequest } from '@/lib/auth/actor';
import { verifyPassword } from '@/lib/auth/password';
import { runAdminCommand } from '@/lib/admin/commands';
import { setupTestDatabase } from '../db/helpers';
import { makeUser, unique } from '../db/fixtures';
import { apiRequest } from '../auth/helpers';

const test_ = setupTestDatabase();

async function admin(argv: string[], stdin = '') {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runAdminCommand(argv, async () => test_.db, {
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    readLine: async () => stdin,
  });
  return { code, out, err: err.join('\n') };
}

describe('create-user', () => {
  test('creates the account with its role and an Argon2id password', async () => {
    const email = `${unique('boss')}@example.org`;
    const result = await admin([
      'create-user',
      '--email',
      email.toUpperCase(),
      '--password',
      'a long password',
      '--role',
      'admin',
      '--name',
      'Desiree Walter',
    ]);
    expect(result).toMatchObject({ code: 0, out: [] });
    expect(result.err).toContain(`Created admin ${email}`);
    const [user] = await test_.db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ role: 'admin', name: 'Desiree Walter' });
    expect(await verifyPassword(user.passwordHash ?? '', 'a long password')).toBe(true);
  });

  test('reads the password from standard input when it is "-"', async () => {
    const email = `${unique('piped')}@example.org`;
    expect(
      (
        await admin(
          ['create-user', '--email', email, '--password', '-', '--role', 'organiser'],
          'from standard input\n',
        )
      ).code,
    ).toBe(0);
    const [user] = await test_.db.select().from(users).where(eq(users.email, email));
    expect(await verifyPassword(user.passwordHash ?? '', 'from standard input')).toBe(true);
  });

  test('refuses an email that has an account (exit 1) and changes nothing', async () => {
    const existing = await makeUser(test_.db, { role: 'player' });
    const result = await admin([
      'create-user',
      '--email',
      existing.email,
      '--password',
      'a long password',
      '--role',
      'admin',
    ]);
    expect(result.code).toBe(1);
    expect(result.err).toContain('already exists');
    const [user] = await test_.db.select().from(users).where(eq(users.id, existing.id));
    expect(user.role).toBe('player');
  });

  test.each([
    [
      ['create-user', '--email', 'not-an-email', '--password', 'a long password', '--role', 'admin'],
      /--email: Enter an email address/,
    ],
    [
      ['create-user', '--email', 'a@b.org', '--password', 'short', '--role', 'admin'],
      /--password: Use at least 10 characters/,
    ],
    [
      ['create-user', '--email', 'a@b.org', '--password', 'a long password', '--role', 'king'],
      /--role: The role must be one of admin, organiser, player/,
    ],
    [['create-user', '--email', 'a@b.org', '--role', 'admin'], /--password is required/],
    [['set-role', '--email', 'a@b.org', '--role', 'admin', '--colour', 'red'], /Unknown option '--colour'/],
    [['launch'], /Unknown command "launch"/],
    [[], /Name a command/],
  ])('%j is a usage error (exit 2)', async (argv, message) => {
    const result = await admin(argv);
    expect(result.code).toBe(2);
    expect(result.err).toMatch(message);
    expect(result.err).toContain('usage:');
  });
});

describe('set-role', () => {
  test('sets the role and ends the user’s sessions; an unknown email is exit 1', async () => {
    const user = await makeUser(test_.db);
    expect((await admin(['set-role', '--email', user.email, '--role', 'organiser'])).code).toBe(0);
    const [changed] = await test_.db.select().from(users).where(eq(users.id, user.id));
    expect(changed).toMatchObject({ role: 'organiser', sessionVersion: user.sessionVersion + 1 });
    const missing = await admin(['set-role', '--email', 'nobody-at-all@example.org', '--role', 'organiser']);
    expect(missing.code).toBe(1);
    expect(missing.err).toContain('No account has the email');
  });
});

describe('create-token', () => {
  test('prints only the token on stdout; it works as a bearer token and is stored hashed', async () => {
    const user = await makeUser(test_.db, { role: 'organiser' });
    const result = await admin(['create-token', '--email', user.email, '--name', 'scoreboard']);
    expect(result.code).toBe(0);
    expect(result.out).toHaveLength(1);
    const [token] = result.out;
    expect(token).toMatch(/^warri_[\w-]{43}$/);
    expect(
      await actorFromRequest(
        apiRequest('GET', '/api/v1/me', { headers: { authorization: `Bearer ${token}` } }),
        test_.db,
      ),
    ).toMatchObject({ id: user.id, role: 'organiser' });
    const [row] = await test_.db.select().from(apiTokens).where(eq(apiTokens.userId, user.id));
    expect(row).toMatchObject({ name: 'scoreboard' });
    expect(row.tokenHash).not.toBe(token);
  });
});

function runCli(args: string[], env: Record<string, string>) {
  const tsx = join(process.cwd(), 'node_modules', '.bin', 'tsx');
  const environment: NodeJS.ProcessEnv = { ...process.env, ...env };
  delete environment.DATABASE_URL;
  return spawnSync(tsx, ['lib/admin/cli.ts', ...args], { env: environment, encoding: 'utf8', timeout: 60_000 });
}

test('as a process: a usage error exits 2 before opening anything', () => {
  const result = runCli(['set-role', '--email', 'a@b.org'], { WARRI_DATA_DIR: '/nonexistent/never-created' });
  expect(result.status).toBe(2);
  expect(result.stderr).toContain('--role is required');
  expect(result.stdout).toBe('');
});

test('as a process: refused clearly while the app holds the embedded data folder', () => {
  const folder = mkdtempSync(join(tmpdir(), 'warri-admin-'));
  const release = lockDataDir(folder);
  try {
    const result = runCli(['set-role', '--email', 'a@b.org', '--role', 'admin'], { WARRI_DATA_DIR: folder });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`is in use by process ${process.pid}`);
    expect(result.stderr).toContain('set DATABASE_URL');
  } finally {
    release();
    rmSync(folder, { recursive: true, force: true });
  }
});
