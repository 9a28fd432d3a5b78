// The whole reset in Chromium, on an app of its own (embedded database, mail through a real SMTP
// server started here): "Forgot your password?" → the mail → its link → a new password → signed
// in; the link refused a second time; a browser signed in before the reset signed out by it. And
// without delivery: a mail the SMTP server refuses waits in the outbox, where an admin of the
// embedded demo reads it at /admin/outbox and passes the link on. And a new account confirms its
// address: the account page says what waits for it, sends the link again, and the link confirms it.
// A link asked for from a Russian browser is mailed in Russian, and the outbox reads in French.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { createDb } from '@/db/client';
import { migrateDatabase } from '@/db/migrate';
import { users } from '@/db/schema';
import { hashPassword } from '@/lib/auth/password';
import { linkIn, startSmtpServer, type TestSmtpServer } from '../mail/smtp-server';
import { freePort, startApp, type RunningApp } from './app-server';
import { describeE2E, waitUntilLoaded } from './helpers';
import { signIn } from './sign-in';

const player = 'forgetful@example.test';
const russianReader = 'chitatel@example.test';
const unreachable = 'no-mailbox@example.test';
const adminEmail = 'admin@example.test';
const oldPassword = 'the password I forgot';

let smtp: TestSmtpServer;
let app: RunningApp;
let browser: Browser;
let dataDir: string;
/** Uncaught errors of every page opened here: none expected. */
const pageErrors: string[] = [];

describeE2E('account recovery', () => {
  beforeAll(async () => {
    smtp = await startSmtpServer({ refuse: (address) => address === unreachable });
    dataDir = mkdtempSync(join(tmpdir(), 'warri-reset-e2e-'));
    const database = await createDb({ dataDir });
    try {
      await migrateDatabase(database);
      const passwordHash = await hashPassword(oldPassword);
      await database.db.insert(users).values([
        { email: player, name: 'Forgetful Player', passwordHash, emailVerified: new Date() },
        { email: unreachable, name: 'Unreachable Player', passwordHash, emailVerified: new Date() },
        { email: russianReader, name: 'Читатель', passwordHash, emailVerified: new Date() },
        { email: adminEmail, name: 'Site Admin', passwordHash, role: 'admin', emailVerified: new Date() },
      ]);
    } finally {
      await database.close();
    }
    const port = await freePort();
    app = await startApp(
      { dataDir },
      { SMTP_URL: smtp.url, MAIL_FROM: 'Warri Open <results@example.test>', NEXTAUTH_URL: `http://127.0.0.1:${port}` },
      { port },
    );
    const context = inject('e2e');
    if (context.skipped) throw new Error(context.reason);
    browser = await chromium.connect(context.browserEndpoint);
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    await smtp?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function open(path: string): Promise<Page> {
    const context = await browser.newContext({ baseURL: app.baseUrl });
    const page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(`${path}: ${error.message}`));
    expect((await page.goto(path))?.status()).toBe(200);
    await waitUntilLoaded(page);
    return page;
  }

  async function askForLink(email: string): Promise<void> {
    const page = await open('/sign-in');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.waitForURL('**/forgot-password');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send me a link' }).click();
    await page.getByRole('status').getByText('If an account uses that address, we have sent a link to it.').waitFor();
    await page.close();
  }

  async function setNewPassword(link: string, password: string): Promise<Page> {
    const page = await open(link);
    await page.getByLabel('New password', { exact: true }).fill(password);
    await page.getByLabel('The new password again').fill(password);
    await page.getByRole('button', { name: 'Set the new password' }).click();
    await page.getByRole('status').getByText('Your password is changed, and you were signed out everywhere.').waitFor();
    return page;
  }

  test('forgot → the mail over SMTP → its link → a new password → signed in; the link works once; older sessions end', async () => {
    const before = await open('/sign-in');
    await signIn(before, player, oldPassword);
    expect(
      ((await (await before.request.get('/api/v1/me')).json()) as { user: { email: string } | null }).user?.email,
    ).toBe(player);

    await askForLink(player);
    // An unknown address is answered with the same sentence (and gets no mail).
    await askForLink('nobody-here@example.test');
    const mail = await smtp.nextMailTo(player);
    expect(mail.from?.text).toBe('"Warri Open" <results@example.test>');
    const link = linkIn(mail, '/reset-password');
    expect(link.origin).toBe(app.baseUrl);

    const page = await setNewPassword(link.href, 'my new remembered password');
    await page.getByRole('link', { name: 'Sign in with your new password' }).click();
    await page.waitForURL('**/sign-in?**');
    expect(await page.getByLabel('Email').inputValue()).toBe(player);
    await signIn(page, player, 'my new remembered password');

    // The browser signed in before the reset is signed out.
    const me = await before.request.get('/api/v1/me');
    expect(me.status() === 401 || ((await me.json()) as { user: unknown }).user === null).toBe(true);

    // The same link again: refused, with the way to a new one.
    const again = await open(link.href);
    await again.getByRole('alert').getByText('This link cannot be used: it has been used already').waitFor();
    await again.getByRole('link', { name: 'Ask for a new link' }).waitFor();
    expect(smtp.received.some((received) => JSON.stringify(received.to).includes('nobody-here'))).toBe(false);
    expect(pageErrors).toEqual([]);
  });

  test('a mail the SMTP server refuses waits in the outbox, which an admin of the embedded demo reads at /admin/outbox', async () => {
    await askForLink(unreachable);
    const adminPage = await open('/sign-in?callbackUrl=/admin/outbox');
    await signIn(adminPage, adminEmail, oldPassword);
    await adminPage.waitForURL('**/admin/outbox');
    // Kept with the server's refusal once the delivery after the answer has failed.
    const kept = adminPage
      .getByTestId('outbox-mail')
      .filter({ hasText: unreachable })
      .filter({ hasText: 'not sent: ' });
    await expect
      .poll(async () => {
        await adminPage.reload();
        return kept.count();
      })
      .toBe(1);
    const link =
      /http:\/\/\S+\/reset-password\?token=[\w-]{43}/.exec((await kept.locator('pre').textContent()) ?? '')?.[0] ?? '';
    const page = await setNewPassword(link, 'passed on by the admin');
    await page.getByRole('link', { name: 'Sign in with your new password' }).click();
    await signIn(page, unreachable, 'passed on by the admin');
    expect(pageErrors).toEqual([]);
  });

  test('a new account confirms its address: told on the account page, the link sent again, confirmed with one press', async () => {
    const email = `newcomer-${Date.now()}@example.test`;
    const page = await open('/sign-up');
    await page.getByLabel('Your name').fill('Newcomer');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('a long password 1');
    await page.getByLabel('The password again').fill('a long password 1');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.waitForURL('**/account');
    const section = page.getByRole('region', { name: 'Confirm your email address' });
    await section.getByText(`Confirm that ${email} is yours before you report, confirm or dispute games`).waitFor();
    await smtp.nextMailTo(email);

    await section.getByRole('button', { name: 'Send the link again' }).click();
    await section.getByRole('status').getByText(`We have sent a new link to ${email}.`).waitFor();
    const link = linkIn(await smtp.nextMailTo(email), '/verify-email');

    const confirm = await open(link.href);
    await confirm.getByRole('button', { name: 'Confirm my email address' }).click();
    await confirm.getByRole('status').getByText('Your email address is confirmed.').waitFor();
    await page.reload();
    await waitUntilLoaded(page);
    expect(await page.getByRole('region', { name: 'Confirm your email address' }).count()).toBe(0);
    expect(pageErrors).toEqual([]);
  });

  test('a link asked for from a Russian browser is mailed in Russian; the admin reads the outbox in French', async () => {
    const context = await browser.newContext({
      baseURL: app.baseUrl,
      extraHTTPHeaders: { 'accept-language': 'ru-RU,ru;q=0.9,en;q=0.5' },
    });
    const page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(`russian /forgot-password: ${error.message}`));
    for (const email of [russianReader, unreachable]) {
      await page.goto('/forgot-password');
      await waitUntilLoaded(page);
      expect(await page.locator('html').getAttribute('lang')).toBe('ru');
      await page.locator('input[name="email"]').fill(email);
      await page.getByRole('main').locator('button[type="submit"]').click();
      await page.getByRole('status').waitFor();
    }
    const mail = await smtp.nextMailTo(russianReader);
    expect(mail.subject).toBe('Задайте новый пароль для Warri Open');
    expect(mail.text).toContain('откройте эту ссылку в течение 30 минут');
    expect(mail.text).not.toContain('Someone');
    linkIn(mail, '/reset-password');

    // The mail the server refused waits in the outbox as it was written, in Russian, under French words.
    const admin = await open('/sign-in?callbackUrl=/admin/outbox');
    await signIn(admin, adminEmail, oldPassword);
    await admin.waitForURL('**/admin/outbox');
    await admin.context().addCookies([{ name: 'NEXT_LOCALE', value: 'fr', url: app.baseUrl }]);
    const kept = admin
      .getByTestId('outbox-mail')
      .filter({ hasText: 'Задайте новый пароль для Warri Open' })
      .filter({ hasText: 'non envoyé\u00a0: ' });
    await expect
      .poll(async () => {
        await admin.reload();
        return kept.count();
      })
      .toBe(1);
    expect(await admin.getByRole('heading', { level: 1 }).textContent()).toBe('Boîte d’envoi');
    expect(await admin.locator('main').textContent()).not.toContain('not sent');
    expect(pageErrors).toEqual([]);
  });
});
