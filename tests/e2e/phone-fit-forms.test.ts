// The organiser's forms fit a phone (issue 18, §1): the new-tournament and settings forms, the
// seeding page and the entries page with a CSV preview whose lines have problems, at 360 and 390 px.
// Nothing ends past the screen's right edge outside a frame that scrolls inside itself; the
// preview's per-line reasons are on screen; the header's links never break inside; and every
// staff tab is on screen, or in a strip that scrolls and shows that it does.
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { callApi, describeE2E, e2eApp, setupBrowser, sticksOut, waitUntilLoaded } from './helpers';
import { signIn } from './sign-in';

const organiser = 'organiser@demo.warri-open.test';

async function expectFits(page: Page, what: string): Promise<void> {
  const fit = await sticksOut(page);
  expect({ what, ...fit }).toEqual({ what, width: fit.viewport, viewport: fit.viewport, offenders: [] });
}

/** No link of the main navigation breaks over two lines, nor does "Sign out" wrap onto a line of its own. */
async function expectHeaderLinksWhole(page: Page): Promise<void> {
  const main = page.getByRole('navigation', { name: 'Main' });
  const broken = await main
    .getByRole('link')
    .evaluateAll((links) =>
      links.filter((link) => link.getClientRects().length > 1).map((link) => link.textContent ?? ''),
    );
  expect(broken).toEqual([]);
  const top = (name: string) =>
    main.getByRole('link', { name, exact: true }).evaluate((link) => Math.round(link.getBoundingClientRect().top));
  expect(await top('Sign out')).toBe(await top('Account'));
}

/** Each staff tab is whole on screen, or the strip scrolls and carries a visible cue that it does. */
async function expectStaffTabsReachable(page: Page): Promise<void> {
  const tabs = await page.getByRole('navigation', { name: 'Tournament staff' }).evaluate((nav) => {
    const viewport = window.innerWidth;
    const cut = [...nav.querySelectorAll('a')]
      .filter((link) => {
        const box = link.getBoundingClientRect();
        return box.left < 0 || box.right > viewport + 0.5;
      })
      .map((link) => link.textContent ?? '');
    const frame = [nav, ...nav.querySelectorAll('*')].find((element) => element.scrollWidth > element.clientWidth + 1);
    const cue = [...nav.querySelectorAll('[data-scroll-cue]')].some((element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
    });
    return { count: nav.querySelectorAll('a').length, cut, scrollsWithCue: Boolean(frame) && cue };
  });
  expect(tabs.count).toBeGreaterThan(3);
  if (!tabs.scrollsWithCue) expect(tabs.cut).toEqual([]);
}

describeE2E('the organiser’s forms fit a phone', () => {
  const { openPage, expectNoPageErrors } = setupBrowser();

  for (const viewport of ['smallPhone', 'phone'] as const) {
    test(`new tournament, settings, seeding and a CSV preview at ${viewport} width`, async () => {
      const page = await openPage('/sign-in', { viewport });
      await signIn(page, organiser, e2eApp().demoPassword);
      await expectHeaderLinksWhole(page);

      await page.goto('/organise/new');
      await waitUntilLoaded(page);
      await expectFits(page, '/organise/new');
      await expectHeaderLinksWhole(page);

      const suffix = String(Date.now() % 100000);
      const created = await callApi(page, 'POST', '/tournaments', {
        name: `Phone Cup ${viewport} ${suffix}`,
        format: 'single-elimination',
      });
      const slug = created.slug as string;
      for (const [index, displayName] of [`Ama Owusuwaa-Mensah ${suffix}`, `Kofi ${suffix}`, `Yaw ${suffix}`].entries())
        await callApi(page, 'POST', `/tournaments/${slug}/entries`, {
          displayName,
          club: 'Saint John’s Warri Club',
          rating: 2000 - index * 100,
          sameNameConfirmed: true,
        });

      await page.goto(`/t/${slug}/manage`);
      await waitUntilLoaded(page);
      await expectFits(page, 'settings');
      await expectStaffTabsReachable(page);

      await page.goto(`/t/${slug}/manage/seeding`);
      await waitUntilLoaded(page);
      await page.getByRole('list', { name: 'Seeding order' }).waitFor();
      await expectFits(page, 'seeding');
      await expectStaffTabsReachable(page);

      await page.goto(`/t/${slug}/manage/entries`);
      await waitUntilLoaded(page);
      await page
        .getByLabel('or paste it')
        .fill(`name,club,rating\nEfua ${suffix},Saint John’s Warri Club,1600\n,No Name Club,x`);
      await page.getByRole('button', { name: 'Preview' }).click();
      await page.getByText('1 line has problems').waitFor();
      await expectFits(page, 'entries with a CSV preview');
      const reasons = await page.locator('[data-line-problem]').evaluateAll((elements) =>
        elements
          .filter((element) => element.getBoundingClientRect().width > 0)
          .map((element) => {
            const box = element.getBoundingClientRect();
            return { text: element.textContent ?? '', onScreen: box.left >= 0 && box.right <= window.innerWidth + 0.5 };
          }),
      );
      expect(reasons.length).toBe(1);
      expect(reasons[0].text).not.toBe('');
      expect(reasons[0].onScreen).toBe(true);
      await expectStaffTabsReachable(page);
      expectNoPageErrors(page);
    });
  }
});
