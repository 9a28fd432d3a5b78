// The organiser's and the player's own pages in French, Russian and Ukrainian (issue 18 §3): the
// new-tournament form (rule sets, formats, tie-breaks), the entries, seeding and settings pages of
// the tournament it creates (a count of entries in the language's plural), the demo event's control
// room and audit log (its rows too), /account and /play, each with <html lang> right.
// And the printables (bracket, pairings, score sheets) and the admin's users page in French and Russian.
import type { BrowserContext, Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { users } from '@/db/schema';
import { hashPassword } from '@/lib/auth/password';
import { appDatabase, describeE2E, e2eApp, setupBrowser, waitUntilLoaded } from './helpers';
import { signIn } from './sign-in';

/** Chooses the language the way the header's menu does: its cookie, which wins over the browser's. */
async function useLanguage(context: BrowserContext, locale: string): Promise<void> {
  await context.addCookies([{ name: 'NEXT_LOCALE', value: locale, url: e2eApp().baseUrl }]);
}

async function goTo(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitUntilLoaded(page);
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 }).textContent();

const languages = [
  {
    locale: 'fr',
    preview: 'Aperçu',
    badRating: '« 12x » n’est pas un classement',
    manage: {
      changes: 'Changements',
      entries: 'Inscrits',
      addPlayers: 'Ajouter des joueurs',
      seeding: 'Classement initial',
      seedingEmpty: 'Personne n’est encore inscrit : ajoutez d’abord des inscrits.',
      control: 'Salle de contrôle',
      awaiting: 'En attente de confirmation',
      audit: 'Journal',
      kind: 'Type de changement',
    },
    newTitle: 'Nouveau tournoi',
    ruleSet: 'Awalé, règles de tournoi standard (abapa)',
    grandSlam: 'grand chelem',
    format: 'Formule',
    swiss: 'Système suisse',
    tieBreaks: 'Ordre des départages',
    moveUp: 'Monter Graines prises',
    create: 'Créer le tournoi',
    settings: 'Réglages',
    entries: '0 inscrit, 0 pointés.',
    play: 'Mes matchs',
    account: 'Votre compte',
  },
  {
    locale: 'ru',
    preview: 'Проверить',
    badRating: '«12x» — не рейтинг',
    manage: {
      changes: 'Изменения',
      entries: 'Участники',
      addPlayers: 'Добавить игроков',
      seeding: 'Посев',
      seedingEmpty: 'Участников пока нет: сначала добавьте их.',
      control: 'Пульт',
      awaiting: 'Ждут подтверждения',
      audit: 'Журнал',
      kind: 'Вид изменения',
    },
    newTitle: 'Новый турнир',
    ruleSet: 'Оваре, стандартные турнирные правила (абапа)',
    grandSlam: 'Большой шлем',
    format: 'Система проведения',
    swiss: 'Швейцарская система',
    tieBreaks: 'Порядок дополнительных показателей',
    moveUp: 'Поднять Взятые семена выше',
    create: 'Создать турнир',
    settings: 'Настройки',
    entries: '0 участников, отметились: 0.',
    play: 'Мои матчи',
    account: 'Ваш профиль',
  },
  {
    locale: 'uk',
    preview: 'Перевірити',
    badRating: '«12x» — не рейтинг',
    manage: {
      changes: 'Зміни',
      entries: 'Учасники',
      addPlayers: 'Додати гравців',
      seeding: 'Посів',
      seedingEmpty: 'Учасників поки що немає: спершу додайте їх.',
      control: 'Пульт',
      awaiting: 'Чекають підтвердження',
      audit: 'Журнал',
      kind: 'Вид зміни',
    },
    newTitle: 'Новий турнір',
    ruleSet: 'Оваре, стандартні турнірні правила (абапа)',
    grandSlam: 'Великий шлем',
    format: 'Система проведення',
    swiss: 'Швейцарська система',
    tieBreaks: 'Порядок додаткових показників',
    moveUp: 'Підняти Взяті зерна вище',
    create: 'Створити турнір',
    settings: 'Налаштування',
    entries: '0 учасників, відмітилися: 0.',
    play: 'Мої матчі',
    account: 'Ваш профіль',
  },
];

describeE2E('languages: organiser and player pages', () => {
  const { openPage, expectNoPageErrors } = setupBrowser();

  test.each(languages)('/organise/new, the settings it creates and /play read in $locale', async (language) => {
    const page = await openPage('/sign-in?callbackUrl=/organise');
    await signIn(page, 'organiser@demo.warri-open.test', e2eApp().demoPassword);
    await useLanguage(page.context(), language.locale);

    await goTo(page, '/organise/new');
    expect(await page.locator('html').getAttribute('lang')).toBe(language.locale);
    expect(await heading(page)).toBe(language.newTitle);
    expect(await page.title()).toContain(language.newTitle);
    const abapa = page.getByRole('radio', { name: new RegExp(language.ruleSet.replace(/[()]/g, '\\$&')) });
    await abapa.check();
    expect(await page.locator('label', { has: abapa }).textContent()).toContain(language.grandSlam);
    await page.getByLabel(language.format, { exact: true }).selectOption('swiss');
    expect(await page.getByLabel(language.format, { exact: true }).locator('option:checked').textContent()).toBe(
      language.swiss,
    );
    await page.getByLabel(language.format, { exact: true }).selectOption('single-elimination');
    await page
      .getByRole('list', { name: language.tieBreaks })
      .getByRole('button', { name: language.moveUp, exact: true })
      .waitFor();

    await page.getByLabel(/^(Nom|Название|Назва)$/).fill(`Langue ${language.locale} ${Date.now() % 100000}`);
    await page.getByRole('button', { name: language.create }).click();
    await page.waitForURL('**/manage/entries');
    await waitUntilLoaded(page);
    const { manage } = language;
    expect(await heading(page)).toBe(manage.entries);
    await page.getByRole('heading', { name: manage.addPlayers }).waitFor();
    expect(await page.locator('main').textContent()).not.toContain('Add players');
    // A list with a bad line: its reason reads in the language, not as the API's English sentence.
    await page.locator('#import-csv').fill('name,rating\nAda Lovelace,12x\n');
    await page.getByRole('button', { name: language.preview, exact: true }).click();
    const reason = page.locator('[data-line-problem]:visible');
    await reason.waitFor();
    expect(await reason.textContent()).toContain(language.badRating);
    expect(await reason.textContent()).not.toContain('is not a rating');
    const slugPath = new URL(page.url()).pathname.replace(/\/entries$/, '');
    await goTo(page, `${slugPath}/seeding`);
    expect(await heading(page)).toBe(manage.seeding);
    expect(await page.locator('main').textContent()).toContain(manage.seedingEmpty);
    expect(await page.locator('main').textContent()).not.toContain('Nobody is entered yet');
    await goTo(page, slugPath);
    expect(await heading(page)).toBe(language.settings);
    expect(await page.locator('main').textContent()).toContain(language.entries);
    // The demo event runs: its control room and audit log have matches and changes to show.
    await goTo(page, '/t/antiguan-open/manage/control');
    expect(await heading(page)).toBe(manage.control);
    await page.getByRole('heading', { name: new RegExp(`^${manage.awaiting} \\(\\d+\\)$`) }).waitFor();
    expect(await page.locator('main').textContent()).not.toMatch(/Awaiting confirmation|Withdraw a player/);
    await goTo(page, '/t/antiguan-open/manage/audit');
    expect(await heading(page)).toBe(manage.audit);
    await page.getByLabel(manage.kind, { exact: true }).waitFor();
    expect(await page.locator('main').textContent()).not.toMatch(/Kind of change|Every match/);
    // The rows themselves: the demo's results and reports, said in the language.
    const changes = (await page.getByRole('list', { name: manage.changes }).textContent()) ?? '';
    expect(changes).toMatch(/Desiree Walter/);
    expect(changes).not.toMatch(/ reported game | recorded the result of |Reason: /);
    await goTo(page, '/account');
    expect(await heading(page)).toBe(language.account);
    expectNoPageErrors(page);

    const player = await openPage('/sign-in?callbackUrl=/play');
    await signIn(player, 'keisha@demo.warri-open.test', e2eApp().demoPassword);
    await useLanguage(player.context(), language.locale);
    await goTo(player, '/play');
    expect(await player.locator('html').getAttribute('lang')).toBe(language.locale);
    expect(await heading(player)).toBe(language.play);
    expect(await player.title()).toContain(language.play);
    expectNoPageErrors(player);
  });
});

const printed = [
  {
    locale: 'fr',
    bracket: 'Antiguan Open\u00a0: tableau',
    part: 'Tableau des gagnants',
    round: 'Huitièmes de finale',
    pairings: 'Antiguan Open\u00a0: appariements',
    player1: 'Joueur 1',
    sheets: 'Antiguan Open\u00a0: feuilles de match',
    arbiter: 'Signature, arbitre',
    users: 'Utilisateurs',
    roleOf: 'Rôle de',
    organiser: 'Organisateur',
  },
  {
    locale: 'ru',
    bracket: 'Antiguan Open: сетка',
    part: 'Верхняя сетка',
    round: '1/8 финала',
    pairings: 'Antiguan Open: пары',
    player1: 'Игрок 1',
    sheets: 'Antiguan Open: протоколы матчей',
    arbiter: 'Подпись, судья',
    users: 'Пользователи',
    roleOf: 'Роль пользователя',
    organiser: 'Организатор',
  },
];

describeE2E('languages: printables and admin pages', () => {
  const { openPage, expectNoPageErrors } = setupBrowser();
  const appDb = appDatabase();

  test.each(printed)('the bracket, pairings and score sheets print in $locale', async (language) => {
    const page = await openPage('/');
    await useLanguage(page.context(), language.locale);

    await goTo(page, '/t/antiguan-open/print/bracket');
    expect(await page.locator('html').getAttribute('lang')).toBe(language.locale);
    expect(await heading(page)).toBe(language.bracket);
    const bracket = (await page.locator('main').textContent()) ?? '';
    for (const words of [language.part, language.round]) expect(bracket).toContain(words);
    for (const english of ['Winners bracket', 'Round of 16', 'Winner of', 'Printables'])
      expect(bracket).not.toContain(english);
    expect(await page.getByRole('navigation', { name: 'Printables' }).count()).toBe(0);

    await goTo(page, '/t/antiguan-open/print/pairings');
    expect(await heading(page)).toBe(language.pairings);
    await page.getByRole('columnheader', { name: language.player1, exact: true }).first().waitFor();
    expect(await page.getByRole('columnheader', { name: 'Player 1' }).count()).toBe(0);
    expect(await page.getByRole('heading', { level: 2, name: language.round }).count()).toBe(1);

    await goTo(page, '/t/antiguan-open/print/score-sheets');
    expect(await heading(page)).toBe(language.sheets);
    const sheets = await page.getByRole('heading', { level: 2 }).count();
    expect(sheets).toBeGreaterThan(0);
    expect(await page.getByText(language.arbiter, { exact: true }).count()).toBe(sheets);
    expect(await page.getByText('Signature, arbiter', { exact: true }).count()).toBe(0);
    expectNoPageErrors(page);
  });

  test.for(printed)('/admin/users reads in $locale', async (language, { skip }) => {
    const database = appDb();
    if (!database) return skip();
    const stamp = Date.now();
    const password = 'an admin password 1';
    const [admin] = await database.db
      .insert(users)
      .values({
        email: `admin-${language.locale}-${stamp}@example.test`,
        name: `Admin ${language.locale} ${stamp}`,
        role: 'admin',
        passwordHash: await hashPassword(password),
      })
      .returning();
    const page = await openPage('/sign-in');
    await signIn(page, admin.email, password);
    await useLanguage(page.context(), language.locale);
    await goTo(page, '/admin/users');
    expect(await heading(page)).toBe(language.users);
    expect(await page.title()).toContain(language.users);
    const role = page.getByLabel(`${language.roleOf} ${admin.name}`, { exact: true });
    expect(await role.locator('option[value="organiser"]').textContent()).toBe(language.organiser);
    expect(await page.getByLabel(`Role of ${admin.name}`).count()).toBe(0);
    expectNoPageErrors(page);
  });
});
