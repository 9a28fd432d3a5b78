// A spectator opens the site and the demo tournament, on a desktop and on a phone.
import { expect, test } from 'vitest';
import {
  describeE2E,
  e2eApp,
  overflowsHorizontally,
  screenshot,
  setupBrowser,
  viewports,
  waitUntilLoaded,
} from './helpers';

describeE2E('home page and tournament page', () => {
  const { openPage, expectNoPageErrors } = setupBrowser();

  test.each(Object.keys(viewports) as (keyof typeof viewports)[])(
    'the home page lists the demo event as running (%s)',
    async (viewport) => {
      const page = await openPage('/', { viewport });
      await expect(page.title()).resolves.toBe('Warri Open');
      const running = page.getByRole('region', { name: 'Running now' });
      await expect(running.getByRole('link', { name: /Antiguan Open/ }).count()).resolves.toBe(1);
      // Sixteen entered; the count is of entries, not of those still in the knockout.
      await expect(
        running
          .getByRole('link', { name: /Antiguan Open/ })
          .getByText(/· 16 players$/)
          .count(),
      ).resolves.toBe(1);
      await expect(
        page.getByRole('region', { name: 'Finished' }).getByText('No tournament has finished yet.').count(),
      ).resolves.toBe(1);
      expect(await overflowsHorizontally(page)).toBe(false);
      await screenshot(page, `home-${viewport}`);
      expectNoPageErrors(page);
    },
  );

  test('following the link opens the tournament with its players', async () => {
    const page = await openPage('/');
    await page.getByRole('link', { name: /Antiguan Open/ }).click();
    await page.waitForURL('**/t/antiguan-open');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Antiguan Open');
    await expect(page.title()).resolves.toBe('Antiguan Open · Warri Open');
    expectNoPageErrors(page);
  });

  test.each(Object.keys(viewports) as (keyof typeof viewports)[])(
    'the tournament page links to every match by round, with the series scores and the drawn game (%s)',
    async (viewport) => {
      const page = await openPage('/t/antiguan-open', { viewport });
      // A 16-player knockout is drawn whole: no sections to choose.
      await expect(page.getByRole('navigation', { name: 'Sections of the draw' }).count()).resolves.toBe(0);
      await expect(page.locator('.bracket-frame [data-match]').count()).resolves.toBe(15);
      expect(await overflowsHorizontally(page)).toBe(false);
      await screenshot(page, `tournament-${viewport}`);
      // The list by round, the picture's text alternative, is a page of its own.
      await page.getByRole('link', { name: 'All matches by round (text list)' }).click();
      await page.waitForURL('**/t/antiguan-open/rounds');
      await waitUntilLoaded(page);
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('All matches by round');
      for (const round of ['Round of 16', 'Quarter-finals', 'Semi-finals', 'Final']) {
        await expect(page.getByRole('heading', { level: 3, name: round, exact: true }).count(), round).resolves.toBe(1);
      }
      const opening = page.getByRole('listitem').filter({ has: page.getByText('W1-1', { exact: true }) });
      await expect(opening.getByText('Finished').count()).resolves.toBe(1);
      await expect(opening.getByText('1 drawn game (24–24)').count()).resolves.toBe(1);
      await expect(opening.getByText('6', { exact: true }).count()).resolves.toBe(1);
      await expect(page.getByText('In play · Table 1').count()).resolves.toBe(1);
      await expect(page.getByText('Winner of W1-7').count()).resolves.toBe(1);
      for (const name of ['Vivian Samuel', 'Ruel Nicholas', 'Keisha Henry']) {
        await expect(page.getByText(name, { exact: true }).first().isVisible()).resolves.toBe(true);
      }
      expect(await overflowsHorizontally(page)).toBe(false);
      await screenshot(page, `tournament-rounds-${viewport}`);
      expectNoPageErrors(page);
    },
  );

  test('an unknown tournament or match is a 404 page drawn by the server, with a way back', async () => {
    const page = await openPage('/');
    for (const path of [
      '/t/no-such-open',
      '/t/no-such-open/rounds',
      '/t/antiguan-open/m/999999',
      '/embed/no-such-open',
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      // In the server's HTML: a slow phone, a link preview or a search engine sees it too.
      expect(await response?.text(), path).toContain('>See all tournaments</a>');
      expect(response?.headers()['cache-control'], path).toContain('no-store');
      await expect(page.getByRole('link', { name: 'See all tournaments' }).count()).resolves.toBe(1);
    }
  });

  test('an id no id column holds is a 404 page; a control character in an address is refused with 400, saying why', async () => {
    for (const path of [
      '/players/9999999999',
      '/t/antiguan-open/m/99999999999',
      '/t/antiguan-open/m/99999999999/report',
      '/t/antiguan-open/m/1e3',
    ]) {
      const response = await fetch(new URL(path, e2eApp().baseUrl));
      expect(response.status, path).toBe(404);
    }
    for (const path of ['/t/%00', '/players/1%00', '/t/antiguan-open/manage/entries?q=%00', '/t/antiguan-open/m/%1B']) {
      const response = await fetch(new URL(path, e2eApp().baseUrl));
      expect(response.status, path).toBe(400);
      expect(await response.text(), path).toContain('holds a control character');
    }
    const api = await fetch(new URL('/api/v1/tournaments/%00', e2eApp().baseUrl));
    expect(api.status).toBe(400);
    expect((await api.json()).error.code).toBe('invalid-input');
  });

  test('an address that is not valid percent-encoding is refused with 400, saying why, on pages and the API', async () => {
    for (const path of [
      '/t/%E0%A4%A',
      '/t/antiguan-open/m/%ZZ',
      '/players/%',
      '/api/v1/tournaments/%E0',
      '/api/v1/matches/%ZZ/games',
    ]) {
      const response = await fetch(new URL(path, e2eApp().baseUrl));
      expect(response.status, path).toBe(400);
      expect(await response.text(), path).toContain('is not valid percent-encoding');
    }
  });
});
