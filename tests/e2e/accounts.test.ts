// Accounts in the browser: sign up, sign in, claim a player with the organiser's code, the account
// page, a player seeing no organiser actions, signing out; and the security headers on real answers.
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { describeE2E, e2eApp, setupBrowser } from './helpers';
import { signIn } from './sign-in';

/** Fills the sign-up form and sends it. */
async function signUp(page: Page, name: string, email: string, password: string): Promise<void> {
  await page.getByLabel('Your name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('The password again').fill(password);
  await page.getByRole('button', { name: 'Sign up' }).click();
}

const { openPage, expectNoPageErrors } = setupBrowser();

const organiser = 'organiser@demo.warri-open.test';
const player = 'keisha@demo.warri-open.test';

describeE2E('accounts', () => {
  test('sign up (signed in at once) → claim the player the organiser made → the account page; a new password keeps you signed in', async () => {
    const { demoPassword } = e2eApp();
    // The organiser adds a player and gets the claim code.
    const organiserPage = await openPage('/sign-in?callbackUrl=/organise');
    await signIn(organiserPage, organiser, demoPassword);
    await organiserPage.waitForURL('**/organise');
    const playerName = `Claudia Newcomer ${Date.now() % 100000}`;
    await organiserPage.getByLabel('Name', { exact: true }).fill(playerName);
    await organiserPage.getByLabel('Club or parish (optional)').fill('Saint Paul');
    await organiserPage.getByRole('button', { name: 'Add player and make a claim code' }).click();
    const code = (await organiserPage.getByTestId('claim-code').textContent())?.trim() ?? '';
    expect(code).toMatch(/^[0-9A-Z]{5}-[0-9A-Z]{5}$/);

    // A newcomer signs up, with one mistake first.
    const email = `newcomer-${Date.now()}@example.test`;
    const page = await openPage('/sign-up');
    await page.getByLabel('Your name').fill('Claudia');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('a long password 1');
    await page.getByLabel('The password again').fill('a long password 2');
    await page.getByRole('button', { name: 'Sign up' }).click();
    const mismatch = page.locator('#field-confirm-error');
    await mismatch.waitFor();
    expect(await mismatch.textContent()).toBe('The two passwords are not the same.');
    expect(await page.getByLabel('The password again').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByLabel('Email').inputValue()).toBe(email);
    await page.getByLabel('Password', { exact: true }).fill('a long password 1');
    await page.getByLabel('The password again').fill('a long password 1');
    await page.getByRole('button', { name: 'Sign up' }).click();
    // Signed in at once, on the account page (where a newcomer claims their player).
    await page.waitForURL('**/account');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Account' }).waitFor();
    await page.getByLabel('Claim code').fill(code.toLowerCase());
    await page.getByRole('button', { name: 'Link my player' }).click();
    // The page is drawn again with the player linked.
    await page.getByText(`You play as ${playerName}`).waitFor();
    await page.reload();
    await page.getByText(`You play as ${playerName}`).waitFor();

    // A new password ends other sessions (the one on "another phone") but keeps this one.
    const otherPhone = await openPage('/sign-in', { viewport: 'phone' });
    await signIn(otherPhone, email, 'a long password 1');
    await page.getByLabel('Current password').fill('a long password 1');
    await page.getByLabel('New password', { exact: true }).fill('another password 2');
    await page.getByLabel('The new password again').fill('another password 2');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Your password is changed.').waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Your account' }).waitFor();
    const me = (target: typeof page) => target.evaluate(() => fetch('/api/v1/me').then((response) => response.json()));
    expect(await me(page)).toMatchObject({ user: { email, player: { displayName: playerName } } });
    expect(await me(otherPhone)).toEqual({ user: null, via: null });
    expectNoPageErrors(page);
  });

  test('signing up on the way somewhere signs you in and takes you there; an email with an account of its own is sent to sign in', async () => {
    const page = await openPage('/t/antiguan-open');
    await page.goto('/sign-in?callbackUrl=%2Ft%2Fantiguan-open%2Frounds');
    await page.getByRole('link', { name: 'Sign up' }).click();
    await page.waitForURL('**/sign-up?next=**');
    const email = `on-the-way-${Date.now()}@example.test`;
    await signUp(page, 'Vernon', email, 'a long password 3');
    await page.waitForURL('**/t/antiguan-open/rounds');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Account' }).waitFor();
    expect(await page.evaluate(() => fetch('/api/v1/me').then((response) => response.json()))).toMatchObject({
      user: { email },
    });

    // Someone else signing up with that email (that it has an account is not theirs to know) is not signed in to it.
    const other = await openPage('/sign-up?next=%2Fplay');
    await signUp(other, 'Not Vernon', email, 'a guess at the password');
    await other.waitForURL('**/sign-in?**');
    expect(new URL(other.url()).searchParams.get('callbackUrl')).toBe('/play');
    expect(await other.getByLabel('Email').inputValue()).toBe(email);
    expect(await other.evaluate(() => fetch('/api/v1/me').then((response) => response.json()))).toEqual({
      user: null,
      via: null,
    });
    expectNoPageErrors(page);
    expectNoPageErrors(other);
  });

  test('a player sees no organiser actions, and the server refuses them anyway', async () => {
    const page = await openPage('/sign-in');
    await signIn(page, player, e2eApp().demoPassword);
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.getByRole('link', { name: 'Organise' }).count()).toBe(0);
    expect(await nav.getByRole('link', { name: 'Users' }).count()).toBe(0);
    for (const path of ['/organise', '/organise/new']) {
      expect((await page.goto(path))?.status(), path).toBe(403);
      await page.getByText('Creating and running tournaments needs the organiser role.').waitFor();
    }
    await page.goto('/t/antiguan-open/staff');
    await page.getByText('Only the organisers of this tournament can change its staff.').waitFor();
    expect(await page.getByRole('button', { name: 'Add to staff' }).count()).toBe(0);
    expect((await page.goto('/admin/users'))?.status()).toBe(403);
    await page.getByText('Managing users needs the administrator role.').waitFor();
    expect(await page.getByRole('combobox').count()).toBe(0);
    // The account page shows the linked player.
    await page.goto('/account');
    await page.getByText('You play as Keisha Henry').waitFor();
    expectNoPageErrors(page);
  });

  test('/admin/users is 403 to an organiser, with the role it needs; an anonymous visitor is sent to sign in and brought back', async () => {
    const { demoPassword } = e2eApp();
    const anonymous = await openPage('/');
    await anonymous.goto('/admin/users');
    await anonymous.waitForURL('**/sign-in?callbackUrl=%2Fadmin%2Fusers');
    await signIn(anonymous, organiser, demoPassword);
    await anonymous.waitForURL('**/admin/users');
    await anonymous.getByText('Managing users needs the administrator role.').waitFor();
    expect((await anonymous.goto('/admin/users'))?.status()).toBe(403);
    await anonymous.getByRole('heading', { name: 'Administrators only' }).waitFor();
    expectNoPageErrors(anonymous);
  });

  test('a token made on the account page works as a bearer token until it is revoked there', async () => {
    const { baseUrl, demoPassword } = e2eApp();
    const page = await openPage('/sign-in?callbackUrl=/account');
    await signIn(page, 'jahmal@demo.warri-open.test', demoPassword);
    await page.waitForURL('**/account');
    await page.getByLabel('New token’s name').fill('scoreboard');
    await page.getByLabel('Your password, to make the token').fill(demoPassword);
    await page.getByRole('button', { name: 'Make a token' }).click();
    const token = (await page.getByTestId('new-token').textContent())?.trim() ?? '';
    const me = () => fetch(`${baseUrl}/api/v1/me`, { headers: { authorization: `Bearer ${token}` } });
    expect(await (await me()).json()).toMatchObject({ user: { email: 'jahmal@demo.warri-open.test' }, via: 'token' });
    await page.getByRole('button', { name: 'Revoke scoreboard' }).click();
    await page.getByText(/revoked \d/).waitFor();
    expect((await me()).status).toBe(401);
    expectNoPageErrors(page);
  });

  test('the organiser adds an arbiter to the tournament’s staff and removes them again', async () => {
    const page = await openPage('/sign-in?callbackUrl=/t/antiguan-open/staff');
    await signIn(page, organiser, e2eApp().demoPassword);
    await page.waitForURL('**/t/antiguan-open/staff');
    await page.getByLabel('Their account’s email').fill('nobody-here@example.test');
    await page.getByRole('button', { name: 'Add to staff' }).click();
    await page.locator('#field-email-error').waitFor();
    expect(await page.locator('#field-email-error').textContent()).toContain('No account has this email');
    await page.getByLabel('Their account’s email').fill('jahmal@demo.warri-open.test');
    await page.getByRole('button', { name: 'Add to staff' }).click();
    const remove = page.getByRole('button', { name: 'Remove Jahmal Thomas' });
    await remove.waitFor();
    await remove.click();
    await page.getByText('Nobody else is on the staff yet.').waitFor();
    expectNoPageErrors(page);
  });

  test('a wrong password is refused with a clear message; signing out signs out', async () => {
    const page = await openPage('/sign-in');
    await page.getByLabel('Email').fill(player);
    await page.getByLabel('Password', { exact: true }).fill('not the password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const refusal = page.locator('form [role=alert]');
    await refusal.waitFor();
    expect(await refusal.textContent()).toContain('do not match an account');

    await signIn(page, player, e2eApp().demoPassword);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign out' }).click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign in' }).waitFor();
    const me = await page.evaluate(() => fetch('/api/v1/me').then((response) => response.json()));
    expect(me).toEqual({ user: null, via: null });
    await page.goto('/account');
    await page.waitForURL('**/sign-in?callbackUrl=%2Faccount');
    expectNoPageErrors(page);
  });

  test('signing out ends the session on the server: a copy of its cookie taken before is refused after', async () => {
    const { baseUrl, demoPassword } = e2eApp();
    const page = await openPage('/sign-in');
    await signIn(page, player, demoPassword);
    const copied = (await page.context().cookies(baseUrl)).map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
    const withCopy = (path: string) => fetch(`${baseUrl}${path}`, { headers: { cookie: copied } });
    expect(await (await withCopy('/api/v1/me')).json()).toMatchObject({ user: { email: player }, via: 'session' });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign out' }).click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign in' }).waitFor();
    expect(await (await withCopy('/api/v1/me')).json()).toEqual({ user: null, via: null });
    expect((await withCopy('/api/v1/tokens')).status).toBe(401);
    expectNoPageErrors(page);
  });

  test('signing out everywhere says which API tokens it revoked', async () => {
    // A new account: signing a demo account out everywhere would end the sessions of other tests.
    const { baseUrl } = e2eApp();
    const page = await openPage('/sign-up');
    await signUp(page, 'Everywhere', `everywhere-${Date.now()}@example.test`, 'a long password 1');
    await page.waitForURL('**/account');
    await page.getByLabel('New token’s name').fill('club laptop');
    await page.getByLabel('Your password, to make the token').fill('a long password 1');
    await page.getByRole('button', { name: 'Make a token' }).click();
    const token = (await page.getByTestId('new-token').textContent())?.trim() ?? '';
    await page.getByRole('button', { name: 'Sign out everywhere' }).click();
    await page
      .getByText('You are signed out on every device, this one too. Your API token “club laptop” was revoked')
      .waitFor();
    expect((await fetch(`${baseUrl}/api/v1/me`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(401);
    expectNoPageErrors(page);
  });
});

describeE2E('security headers', () => {
  test.each(['/', '/t/antiguan-open', '/api/health', '/sign-in', '/embedded'])(
    '%s may not be framed and is not sniffed',
    async (path) => {
      const response = await fetch(`${e2eApp().baseUrl}${path}`);
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('permissions-policy')).toContain('camera=()');
      expect(response.headers.get('x-powered-by')).toBeNull();
    },
  );

  test('embeds may be framed', async () => {
    const response = await fetch(`${e2eApp().baseUrl}/embed/antiguan-open`);
    expect(response.headers.get('x-frame-options')).toBeNull();
    expect(response.headers.get('content-security-policy')).toContain('frame-ancestors *');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  test('the session cookie is HttpOnly and SameSite; over https it is Secure and __Secure-', async () => {
    const { baseUrl, demoPassword } = e2eApp();
    for (const https of [false, true]) {
      const headers: Record<string, string> = https ? { 'x-forwarded-proto': 'https' } : {};
      const csrfResponse = await fetch(`${baseUrl}/api/auth/csrf`, { headers });
      const { csrfToken } = (await csrfResponse.json()) as { csrfToken: string };
      const csrfCookie = csrfResponse.headers
        .getSetCookie()
        .map((cookie) => cookie.split(';')[0])
        .join('; ');
      const response = await fetch(`${baseUrl}/api/auth/callback/credentials`, {
        method: 'POST',
        redirect: 'manual',
        headers: { ...headers, cookie: csrfCookie, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ csrfToken, email: player, password: demoPassword, json: 'true' }),
      });
      const session = response.headers.getSetCookie().find((cookie) => cookie.includes('next-auth.session-token='));
      expect(session, `session cookie over ${https ? 'https' : 'http'}`).toBeDefined();
      expect(session).toMatch(/HttpOnly/i);
      expect(session).toMatch(/SameSite=Lax/i);
      if (https) {
        expect(session).toMatch(/^__Secure-next-auth\.session-token=/);
        expect(session).toMatch(/; Secure/i);
      } else {
        expect(session).toMatch(/^next-auth\.session-token=/);
        expect(session).not.toMatch(/; Secure/i);
      }
    }
  });
});
