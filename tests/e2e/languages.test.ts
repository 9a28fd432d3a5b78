// The app in four languages (issue 18 §3): a first visit reads the browser's Accept-Language, the
// language menu's choice is kept in a cookie and wins from then on, <html lang> follows, an unknown
// language is English, the menu works without JavaScript and fits a 360 px phone, and a kept
// public page (one address for everyone) answers each reader in their own language.
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { describeE2E, e2eApp, setupBrowser, sticksOut, viewports, waitUntilLoaded } from './helpers';

const htmlLang = (page: Page) => page.locator('html').getAttribute('lang');

async function expectPage(page: Page, lang: string, heading: string): Promise<void> {
  expect(await htmlLang(page)).toBe(lang);
  expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(heading);
}

/** Opens the language menu (a disclosure), unless it is open, and picks a language; waits for the page in it. */
async function chooseLanguage(page: Page, name: string, lang: string): Promise<void> {
  if ((await page.locator('header details').getAttribute('open')) === null)
    await page.locator('header summary').click();
  await page.getByRole('button', { name, exact: true }).click();
  await page.locator(`html[lang="${lang}"]`).waitFor({ state: 'attached' });
}

describeE2E('languages', () => {
  const { openPage, expectNoPageErrors } = setupBrowser();

  test.each([
    ['fr-FR,fr;q=0.9', 'fr', 'Tournois', /\d+ joueurs?/],
    ['uk', 'uk', 'Турніри', /\d+ гравц(ь|і|ів)/],
    ['ru-RU', 'ru', 'Турниры', /\d+ игрок(а|ов)?/],
    ['de-DE,de;q=0.9,xx;q=0.5', 'en', 'Tournaments', /\d+ players?/],
  ])('a first visit asking for %s reads the home page in %s', async (acceptLanguage, lang, heading, players) => {
    const page = await openPage('/', { acceptLanguage });
    await expectPage(page, lang, heading);
    expect(await page.locator('main').textContent()).toMatch(players);
    expectNoPageErrors(page);
  });

  test('choosing Русский keeps Russian on the next pages and after a reload', async () => {
    const page = await openPage('/sign-in?email=ama%40example.test');
    await expectPage(page, 'en', 'Sign in');
    await page.locator('header summary').click();
    expect(await page.getByRole('button', { name: 'English' }).getAttribute('aria-current')).toBe('true');

    await chooseLanguage(page, 'Русский', 'ru');
    // Back on the page the menu was used on, query and all, now in Russian.
    expect(page.url()).toBe(`${e2eApp().baseUrl}/sign-in?email=ama%40example.test`);
    await expectPage(page, 'ru', 'Вход');
    expect(await page.getByLabel('Электронная почта').inputValue()).toBe('ama@example.test');
    const cookie = (await page.context().cookies()).find((candidate) => candidate.name === 'NEXT_LOCALE');
    expect(cookie).toMatchObject({ value: 'ru', sameSite: 'Lax', httpOnly: true });
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(360 * 24 * 3600 * 1000);

    await page.getByRole('navigation', { name: 'Основная' }).getByRole('link', { name: 'Турниры' }).click();
    await page.waitForURL(`${e2eApp().baseUrl}/`);
    await waitUntilLoaded(page);
    await expectPage(page, 'ru', 'Турниры');
    await page.reload();
    await waitUntilLoaded(page);
    await expectPage(page, 'ru', 'Турниры');
    await page.locator('header summary').click();
    expect(await page.getByRole('button', { name: 'Русский' }).getAttribute('aria-current')).toBe('true');
    expect(await page.getByRole('button', { name: 'English' }).getAttribute('aria-current')).toBeNull();
    expectNoPageErrors(page);
  });

  test('a refused field reads in the reader’s language, and the form keeps what was typed', async () => {
    const page = await openPage('/sign-up', { acceptLanguage: 'ru' });
    // "Kwаme" with a Cyrillic "а": a look-alike name, refused by the server naming the field.
    await page.locator('input[name="name"]').fill('Kw\u0430me');
    await page.locator('input[name="email"]').fill(`look-alike-${Date.now()}@example.test`);
    await page.locator('input[name="password"]').fill('a long password 1');
    await page.locator('input[name="confirm"]').fill('a long password 2');
    await page.locator('main form button[type="submit"]').click();
    const name = page.locator('#field-name-error');
    await name.waitFor();
    expect(await name.textContent()).toBe(
      '«Имя»: в слове «Kw\u0430me» смешаны буквы разных алфавитов (латиница и кириллица), поэтому оно похоже на другое имя: наберите его в одном алфавите.',
    );
    expect(await page.locator('#field-confirm-error').textContent()).toBe('Пароли не совпадают.');
    expect(await page.locator('input[name="name"]').inputValue()).toBe('Kw\u0430me');
    expectNoPageErrors(page);
  });

  test('the cookie wins over Accept-Language, and the menu works without JavaScript', async () => {
    const page = await openPage('/sign-in', { acceptLanguage: 'uk', javaScriptEnabled: false });
    await expectPage(page, 'uk', 'Вхід');
    await chooseLanguage(page, 'Français', 'fr');
    await expectPage(page, 'fr', 'Connexion');
    expect(await page.getByLabel('E-mail').count()).toBe(1);
  });

  test('a kept tournament page answers each reader in their own language', async () => {
    for (const [acceptLanguage, lang, footer] of [
      ['fr', 'fr', 'Le warri est le mancala d’Antigua'],
      ['en', 'en', 'Warri is the Antiguan member'],
      ['uk', 'uk', 'Варрі — антигуанська гра'],
      ['fr', 'fr', 'Le warri est le mancala d’Antigua'],
    ]) {
      const page = await openPage('/t/antiguan-open', { acceptLanguage });
      expect(await htmlLang(page)).toBe(lang);
      expect(await page.locator('footer').textContent()).toContain(footer);
    }
  });

  /** The month of the demo event's first day (seeded today) as `lang` writes it after a day: "décembre", "декабря". */
  const thisMonth = (lang: string) =>
    new Intl.DateTimeFormat(lang, { day: 'numeric', month: 'long', timeZone: 'UTC' })
      .formatToParts(new Date())
      .find((part) => part.type === 'month')!.value;

  test.each([
    ['fr', 'Élimination directe', 'Huitièmes de finale', /chaque match se joue en \d+ parties? gagnantes?/, 'Parties'],
    ['ru', 'Плей-офф', '1/8 финала', /каждый матч до \d+ побед(ы)? в партиях/, 'Партии'],
    ['uk', 'Плей-оф', '1/8 фіналу', /кожен матч до \d+ перемог(и)? у партіях/, 'Партії'],
  ])('the tournament page and a match page read in %s', async (lang, knockout, firstRound, firstTo, games) => {
    const page = await openPage('/t/antiguan-open', { acceptLanguage: lang });
    await waitUntilLoaded(page);
    expect(await htmlLang(page)).toBe(lang);
    await page.getByRole('heading', { level: 2, name: knockout }).waitFor();
    const header = (await page.locator('article > header').textContent())!;
    // The dates by Intl in the reader's language (month names declined in Russian and Ukrainian).
    expect(header).toMatch(new RegExp(`\\d ${thisMonth(lang)} \\d{4}`));
    expect(header).toMatch(firstTo);
    expect(await page.locator('[id$="-round-1"]').first().textContent()).toBe(firstRound);

    await page.locator('[data-match="W1-1"]').click();
    await page.waitForURL(/\/t\/antiguan-open\/m\/\d+$/);
    await page.getByRole('heading', { level: 2, name: games, exact: true }).waitFor();
    expect(await htmlLang(page)).toBe(lang);
    expect(await page.locator('nav').filter({ hasText: 'Antiguan Open' }).textContent()).toContain(firstRound);
    expectNoPageErrors(page);
  });

  test.each([
    ['English', 'en'],
    ['Français', 'fr'],
    ['Русский', 'ru'],
    ['Українська', 'uk'],
  ])('the open menu fits a 360 px phone in %s', async (language, lang) => {
    const page = await openPage('/sign-in', { viewport: 'smallPhone' });
    if (lang !== 'en') await chooseLanguage(page, language, lang);
    await page.locator('header summary').click();
    const fit = await sticksOut(page);
    expect(fit).toEqual({ width: viewports.smallPhone.width, viewport: viewports.smallPhone.width, offenders: [] });
    const header = await page.locator('header').evaluate((element) => element.getBoundingClientRect().height);
    // The brand, the menu and the navigation on at most two lines.
    expect(header).toBeLessThan(110);
  });

  test('only the app’s own pages may set the language, and the way back stays on this site', async () => {
    const page = await openPage('/');
    const base = e2eApp().baseUrl;
    const forged = await page.request.post('/language', {
      form: { locale: 'ru' },
      headers: { origin: 'https://elsewhere.example' },
      maxRedirects: 0,
    });
    expect(forged.status()).toBe(403);
    expect(forged.headers()['set-cookie']).toBeUndefined();

    const away = await page.request.post('/language', {
      form: { locale: 'ru' },
      headers: { origin: base, referer: `${base}//elsewhere.example/page` },
      maxRedirects: 0,
    });
    expect(away.status()).toBe(303);
    expect(away.headers().location).toBe('/');

    const unknown = await page.request.post('/language', {
      form: { locale: 'de' },
      headers: { origin: base },
      maxRedirects: 0,
    });
    expect(unknown.status()).toBe(400);
  });
});
