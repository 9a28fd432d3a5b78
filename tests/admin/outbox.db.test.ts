// Without an SMTP server (no SMTP_URL) mail is kept in the outbox, never dropped, and the admin
// reads it with `npm run admin -- outbox`: on the test database, and as a real process on an
// embedded data folder.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { createDb } from '@/db/client';
import { migrateDatabase } from '@/db/migrate';
import { outbox, users } from '@/db/schema';
import { runAdminCommand } from '@/lib/admin/commands';
import { hashPassword } from '@/lib/auth/password';
import { queueMail } from '@/lib/mail/send-mail';
import { requestPasswordReset } from '@/lib/services/accounts/request-password-reset';
import { resetPassword } from '@/lib/services/accounts/reset-password';
import { makeUser, unique } from '../db/fixtures';
import { setupTestDatabase } from '../db/helpers';

const test_ = setupTestDatabase();

beforeAll(() => {
  vi.stubEnv('SMTP_URL', '');
});
afterAll(() => {
  vi.unstubAllEnvs();
});

async function admin(argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runAdminCommand(argv, async () => test_.db, {
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    readLine: async () => '',
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('without SMTP', () => {
  test('the reset mail lands in the outbox, `admin outbox` prints it, and its link works', async () => {
    const user = await makeUser(test_.db, { passwordHash: await hashPassword('the old password') });
    await requestPasswordReset(test_.db, {
      email: user.email,
      clientAddress: null,
      linkBase: 'http://warri.test',
      locale: 'en',
    });
    const [kept] = await test_.db.select().from(outbox).where(eq(outbox.recipient, user.email));
    expect(kept).toMatchObject({ subject: 'Set a new password for Warri Open', lastError: null });

    const listed = await admin(['outbox']);
    expect(listed.code).toBe(0);
    expect(listed.out).toContain(`To: ${user.email}`);
    expect(listed.out).toContain('Subject: Set a new password for Warri Open');
    const token =
      /http:\/\/warri\.test\/reset-password\?token=([\w-]{43})/.exec(
        listed.out.slice(listed.out.indexOf(`To: ${user.email}`)),
      )?.[1] ?? '';
    await expect(resetPassword(test_.db, { token, password: 'a brand new password' })).resolves.toMatchObject({
      email: user.email,
    });
  });

  test('an account the admin creates counts as verified: the admin vouched for the address', async () => {
    const email = `${unique('vouched')}@example.org`;
    expect(
      (await admin(['create-user', '--email', email, '--password', 'a long password', '--role', 'player'])).code,
    ).toBe(0);
    const [user] = await test_.db.select().from(users).where(eq(users.email, email));
    expect(user.emailVerified).not.toBeNull();
  });
});

test('as a process: `npm run admin -- outbox` prints the embedded database’s outbox', async () => {
  const folder = mkdtempSync(join(tmpdir(), 'warri-outbox-'));
  try {
    const database = await createDb({ dataDir: folder });
    try {
      await migrateDatabase(database);
      await queueMail(database.db, {
        to: 'keisha@example.org',
        subject: 'Confirm your email address for Warri Open',
        text: 'Open this link:\n\nhttp://warri.test/verify-email?token=abc',
      });
    } finally {
      await database.close();
    }
    const environment: NodeJS.ProcessEnv = { ...process.env, WARRI_DATA_DIR: folder };
    delete environment.DATABASE_URL;
    const result = spawnSync('npm', ['run', '--silent', 'admin', '--', 'outbox'], {
      env: environment,
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.stderr).toContain('1 mail in the outbox');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('To: keisha@example.org');
    expect(result.stdout).toContain('http://warri.test/verify-email?token=abc');
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}, 90_000);
