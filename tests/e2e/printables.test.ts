// The organiser prints the demo event's bracket, pairings and score sheets: each page renders the
// event's players on paper-sized pages, with the site's header and the print button left off paper.
import { expect, test } from 'vitest';
import { describeE2E, setupBrowser } from './helpers';

describeE2E('printables', () => {
  const { openPage, expectNoPageErrors } = setupBrowser();

  test.each([
    ['bracket', 'Antiguan Open: bracket', ['Round of 16', 'Final']],
    ['pairings', 'Antiguan Open: pairings', ['Round of 16']],
  ] as const)('the %s page lists the rounds with the players', async (path, heading, rounds) => {
    const page = await openPage(`/t/antiguan-open/print/${path}`);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(heading);
    for (const round of rounds)
      await expect(page.getByText(round, { exact: true }).count(), round).resolves.toBeGreaterThan(0);
    await expect(page.getByText('Keisha Henry').count()).resolves.toBeGreaterThan(0);
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: /print/i }).isVisible()).resolves.toBe(false);
    await expect(page.getByRole('banner').isVisible()).resolves.toBe(false);
    expectNoPageErrors(page);
  });

  test('score sheets: one sheet per match to play, with a line per game and signature boxes for both players and the arbiter', async () => {
    const page = await openPage('/t/antiguan-open/print/score-sheets');
    const sheets = page.getByRole('heading', { level: 2 });
    expect(await sheets.count()).toBeGreaterThan(0);
    await expect(page.getByText(/^Signature, /).count()).resolves.toBe(3 * (await sheets.count()));
    // A series under way (the demo's are) has its games already played written in, numbered from 1.
    const played = page.locator('[data-game-played]');
    expect(await played.count()).toBeGreaterThan(0);
    const first = played.first();
    await expect(first.getByRole('rowheader').textContent()).resolves.toBe('1');
    const cells = await first.getByRole('cell').allTextContents();
    expect(cells[5], 'the winner of the game played').toMatch(/\S/);
    expectNoPageErrors(page);
  });

  test('a slot still to be filled says where its player comes from, never a blank or a score', async () => {
    const page = await openPage('/t/antiguan-open/print/bracket');
    await expect(page.getByText(/^Winner of (W|SF|QF)/).count()).resolves.toBeGreaterThan(0);
    const text = (await page.locator('main').textContent()) ?? '';
    expect(text).not.toContain('…');
    expectNoPageErrors(page);
  });

  test('every page names its icon, and the icon is served', async () => {
    const page = await openPage('/t/antiguan-open');
    const href = await page.locator('head link[rel="icon"]').first().getAttribute('href');
    expect(href).toBeTruthy();
    const response = await page.request.get(href!);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('image/svg+xml');
  });

  test('a tournament that does not exist has no printables', async () => {
    const page = await openPage('/');
    const response = await page.goto('/t/no-such-open/print/bracket');
    expect(response?.status()).toBe(404);
  });
});
