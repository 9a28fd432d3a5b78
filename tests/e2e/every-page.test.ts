// Every page of the app fits a 360 px phone, a 390 px phone and a 1280 px desktop (issue 18, §1):
// signed out and as each role that uses it, nothing ends past the screen's right edge outside a
// frame that scrolls inside itself, no text is cut off by a box that hides its overflow, and no
// visible text is smaller than 12 px. And axe-core finds no violation of any impact on any of
// them (§2), at phone and desktop width, in the light and the dark scheme. The pages come from
// app/ itself (routes.ts), so a new page fails here until it has a visit.
import type { Page } from 'playwright-core';
import { beforeAll, expect, test } from 'vitest';
import { users } from '@/db/schema';
import { hashPassword } from '@/lib/auth/password';
import {
  appDatabase,
  callApi,
  describeE2E,
  e2eApp,
  setupBrowser,
  sticksOut,
  viewports,
  waitUntilLoaded,
} from './helpers';
import { axeViolations, describeViolations } from './axe';
import { uncoveredRoutes, visits, type Fixtures, type Viewer } from './routes';
import { signIn } from './sign-in';

/** What a person cannot read on the page: text under 12 px, and text a box cuts off with no ellipsis. */
async function unreadable(page: Page): Promise<{ small: string[]; cut: string[] }> {
  return page.evaluate(() => {
    const hidden = (element: Element) =>
      element.closest('.sr-only') !== null ||
      !element.checkVisibility({ checkOpacity: true, visibilityProperty: true });
    const label = (element: Element, text: string) =>
      `${element.tagName.toLowerCase()} "${text.replace(/\s+/g, ' ').trim().slice(0, 40)}"`;
    // A box scaled down (a zoomed-out picture) shows its text smaller than its font size says.
    const scaleOf = (element: Element) => {
      let scale = 1;
      for (let box: Element | null = element; box; box = box.parentElement) {
        const style = getComputedStyle(box);
        if (style.transform !== 'none') scale *= new DOMMatrix(style.transform).a;
        scale *= Number(style.zoom) || 1;
      }
      return scale;
    };
    const small = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const element = node.parentElement;
      if (!text.trim() || !element || hidden(element)) continue;
      const size = parseFloat(getComputedStyle(element).fontSize) * scaleOf(element);
      if (size < 11.95) small.add(`${label(element, text)} at ${size.toFixed(1)} px`);
    }
    const cut: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      const style = getComputedStyle(element);
      if (!['hidden', 'clip'].includes(style.overflowX) || style.textOverflow === 'ellipsis') continue;
      if (element.scrollWidth <= element.clientWidth + 1 || hidden(element)) continue;
      if (!(element.textContent ?? '').trim()) continue;
      cut.push(label(element, element.textContent ?? ''));
    }
    return { small: [...small].slice(0, 10), cut: cut.slice(0, 10) };
  });
}

describeE2E(
  'every page fits a phone and a desktop, its text is readable, and axe finds nothing wrong (issue 18, §1 and §2)',
  () => {
    const { openPage } = setupBrowser();
    const appDb = appDatabase();
    const pages = new Map<Viewer, Page>();
    let fixtures: Fixtures;

    beforeAll(async () => {
      const { demoPassword } = e2eApp();
      const organiser = await openPage('/sign-in');
      await signIn(organiser, 'organiser@demo.warri-open.test', demoPassword);
      const player = await openPage('/sign-in');
      await signIn(player, 'keisha@demo.warri-open.test', demoPassword);
      pages.set('organiser', organiser);
      pages.set('player', player);
      pages.set('anonymous', await openPage('/'));
      // A site admin, written to the app's database as the admin CLI would; none on the embedded one.
      const database = appDb();
      if (database) {
        const email = `sweep-admin-${Date.now()}@example.test`;
        const password = 'a sweep admin password';
        await database.db
          .insert(users)
          .values({ email, name: 'Sweep Admin', role: 'admin', passwordHash: await hashPassword(password) });
        const admin = await openPage('/sign-in');
        await signIn(admin, email, password);
        pages.set('admin', admin);
      }
      fixtures = await makeFixtures(organiser, player);
    }, 180_000);

    test('every page of app/ has a visit, and every visit a page', () => {
      expect(uncoveredRoutes(visits(fixtures))).toEqual({ unvisited: [], stale: [] });
    });

    /**
     * Opens every page as its viewer at `size` and colour scheme, in English or the language given,
     * and answers what `inspect` finds wrong on each.
     */
    async function sweep(
      size: { width: number; height: number },
      colorScheme: 'light' | 'dark',
      inspect: (page: Page) => Promise<Record<string, unknown> | null>,
      locale = 'en',
    ): Promise<Record<string, unknown>[] | null> {
      const problems: Record<string, unknown>[] = [];
      let seen = 0;
      for (const page of pages.values())
        await page.context().addCookies([{ name: 'NEXT_LOCALE', value: locale, url: e2eApp().baseUrl }]);
      for (const visit of visits(fixtures)) {
        const page = pages.get(visit.as);
        if (!page) continue; // the admin, on the embedded database
        await page.setViewportSize(size);
        await page.emulateMedia({ colorScheme });
        const where = { page: visit.path, as: visit.as };
        const response = await page.goto(visit.path);
        seen += 1;
        if (response?.status() !== (visit.status ?? 200)) {
          problems.push({ ...where, status: response?.status() });
          continue;
        }
        await waitUntilLoaded(page);
        const problem = await inspect(page);
        if (problem) problems.push({ ...where, ...problem });
      }
      return seen === 0 ? null : problems;
    }

    for (const [name, size] of Object.entries(viewports)) {
      test(`at ${size.width} px (${name}) no page sticks out or shows unreadable text`, async ({ skip }) => {
        const problems = await sweep(size, 'light', fitProblems);
        if (!problems) return skip();
        expect(problems).toEqual([]);
      }, 300_000);
    }

    // Issue 18, §2: axe-core on every page, phone and desktop, light and dark, as each role.
    for (const [name, size] of Object.entries({ phone: viewports.phone, desktop: viewports.desktop }))
      for (const colorScheme of ['light', 'dark'] as const)
        test(`axe finds no violation on any page at ${size.width} px (${name}), ${colorScheme}`, async ({ skip }) => {
          const problems = await sweep(size, colorScheme, async (page) => {
            const violations = describeViolations(await axeViolations(page));
            return violations.length > 0 ? { violations } : null;
          });
          if (!problems) return skip();
          expect(problems).toEqual([]);
        }, 600_000);

    // Russian words run longest of the four languages ("Пригласительные коды", "Зарегистрироваться"):
    // the narrowest phone and axe (a visible label an accessible name must contain) again in Russian,
    // and nothing left in English on any page.
    test('in Russian, at 360 px no page sticks out, shows unreadable or English text, and axe finds nothing', async ({
      skip,
    }) => {
      const problems = await sweep(
        viewports.smallPhone,
        'light',
        async (page) => {
          const fit = await fitProblems(page);
          const violations = describeViolations(await axeViolations(page));
          const english = await untranslated(page);
          const problem = {
            ...fit,
            ...(violations.length > 0 ? { violations } : {}),
            ...(english.length > 0 ? { english } : {}),
          };
          return Object.keys(problem).length > 0 ? problem : null;
        },
        'ru',
      );
      if (!problems) return skip();
      expect(problems).toEqual([]);
    }, 600_000);
  },
);

/**
 * Text a Russian reader would meet in English: visible text, and the names and hints a screen
 * reader or a pointer shows (aria-label, title, placeholder), holding a lower-case Latin word. What
 * people type is left alone: names are capitalised ("Keisha Joseph", "Antiguan Open"), and e-mail
 * addresses, addresses of pages, match keys (W1-1), move lists (C D e) and names made unique with a
 * number ("Open-bf9dcdcc", by other tests on a shared database) have no such word.
 */
async function untranslated(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const english = /(^|[^\p{L}\p{N}@./_-])[a-z]{3,}([^\p{L}\p{N}@./_-]|$)/u;
    const found = new Set<string>();
    const note = (where: string, text: string) => {
      const words = text.replace(/\S+@\S+|https?:\/\/\S+|\/[\w/-]+/g, '');
      if (english.test(words)) found.add(`${where} "${text.replace(/\s+/g, ' ').trim().slice(0, 60)}"`);
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || element.closest('script, style, code, pre, textarea, [translate="no"]')) continue;
      if (!element.checkVisibility() && !element.closest('.sr-only')) continue;
      note(element.tagName.toLowerCase(), node.textContent ?? '');
    }
    for (const element of document.body.querySelectorAll('[aria-label], [title], [placeholder]'))
      for (const name of ['aria-label', 'title', 'placeholder'])
        if (element.hasAttribute(name)) note(`${element.tagName.toLowerCase()}[${name}]`, element.getAttribute(name)!);
    return [...found].slice(0, 15);
  });
}

/** What does not fit: the document wider than the screen, boxes past its edge, small or cut text. */
async function fitProblems(page: Page): Promise<Record<string, unknown> | null> {
  const fit = await sticksOut(page);
  const { small, cut } = await unreadable(page);
  const problem = {
    ...(fit.width > fit.viewport || fit.offenders.length > 0 ? { width: fit.width, sticksOut: fit.offenders } : {}),
    ...(small.length > 0 ? { small } : {}),
    ...(cut.length > 0 ? { cut } : {}),
  };
  return Object.keys(problem).length > 0 ? problem : null;
}

/** The demo event, a Swiss two rounds in and a tournament taking entries, with a player asking to enter. */
async function makeFixtures(organiser: Page, player: Page): Promise<Fixtures> {
  const stamp = Date.now() % 100_000;
  const knockout = await callApi(organiser, 'GET', '/tournaments/antiguan-open');

  const swiss = await callApi(organiser, 'POST', '/tournaments', {
    name: `Sweep Swiss ${stamp}`,
    format: 'swiss',
    rounds: 3,
  });
  for (const [index, displayName] of ['Ama', 'Kofi', 'Yaa', 'Kwame', 'Esi', 'Kojo'].entries())
    await callApi(organiser, 'POST', `/tournaments/${swiss.slug}/entries`, {
      displayName: `${displayName} Sweep ${stamp}`,
      rating: 1800 - index * 50,
      checkedIn: true,
      sameNameConfirmed: true,
    });
  await callApi(organiser, 'POST', `/tournaments/${swiss.slug}/seeding`, { method: 'rating' });
  await callApi(organiser, 'POST', `/tournaments/${swiss.slug}/start`);

  const draft = await callApi(organiser, 'POST', '/tournaments', {
    name: `Sweep Open Entry ${stamp}`,
    format: 'round-robin',
    selfRegistration: true,
  });
  for (const [index, displayName] of ['Adwoa', 'Kwesi', 'Akosua'].entries())
    await callApi(organiser, 'POST', `/tournaments/${draft.slug}/entries`, {
      displayName: `${displayName} Sweep ${stamp}`,
      rating: 1700 - index * 50,
      sameNameConfirmed: true,
    });
  // Opening registration, as the organiser does, publishes the tournament and lets players ask in.
  await organiser.goto(`/t/${draft.slug}/manage`);
  await organiser.getByRole('button', { name: 'Open registration' }).click();
  await organiser.getByRole('button', { name: 'Close registration (back to draft)' }).waitFor();
  const me = await callApi(player, 'GET', '/me');
  const playerId = (me.user as { player: { id: number } }).player.id;
  // The player's own match, with games played: its page has a replay, its recorder a board.
  type ListedMatch = {
    id: number;
    side1: { playerId: number } | null;
    side2: { playerId: number } | null;
    wins1: number;
    wins2: number;
  };
  const matches = (knockout.stages as { matches: ListedMatch[] }[]).flatMap((stage) => stage.matches);
  const match = matches.find(
    ({ side1, side2, wins1, wins2 }) => [side1?.playerId, side2?.playerId].includes(playerId) && wins1 + wins2 > 0,
  );
  if (!match) throw new Error('The demo event has no match with games for the demo player.');
  return {
    knockout: 'antiguan-open',
    swiss: swiss.slug as string,
    draft: draft.slug as string,
    matchId: match.id,
    playerId,
  };
}
