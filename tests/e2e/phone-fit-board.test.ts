// The Warri board and the match page on a phone (issue 18, points 1 and 2): at 360 and 390 px the
// match page of the demo event (its games table and its replay, stepped to the end where the
// captures have two digits) and the recorder at the table, in the middle of a game whose captures
// have two digits, end inside the screen; each of the 12 holes says its visible count in its
// accessible name; the games say who sits South and North once, not in every row, and a frame
// that scrolls can be reached with the keyboard.
import type { Locator, Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { adjudicate, SAMPLE_GAMES } from '@/core/warri';
import { describeE2E, e2eApp, setupBrowser, sticksOut } from './helpers';
import { signIn } from './sign-in';
import { startTableMatch } from './table-match';

const { openPage, expectNoPageErrors } = setupBrowser();
const organiserEmail = 'organiser@demo.warri-open.test';
const southWins = SAMPLE_GAMES.find((game) => game.name === 'antigua-south-wins')!.moves;
const phones = ['smallPhone', 'phone'] as const;

async function expectFits(page: Page, what: string): Promise<void> {
  const fit = await sticksOut(page);
  console.log(`phone-fit-board e2e: ${what}: document ${fit.width} px at ${fit.viewport} px`);
  expect(fit.offenders, what).toEqual([]);
  expect(fit.width, what).toBeLessThanOrEqual(fit.viewport);
}

/** Each hole's visible text (whitespace folded) and its accessible name, from the page's ARIA snapshot. */
async function holeNames(board: Locator): Promise<{ visible: string; name: string }[]> {
  const holes = board.locator('[data-hole]');
  expect(await holes.count()).toBe(12);
  const found: { visible: string; name: string }[] = [];
  for (const hole of await holes.all()) {
    const visible = (await hole.innerText()).replace(/\s+/g, ' ').trim();
    const snapshot = await hole.ariaSnapshot();
    // `- img "South hole A: 4 seeds"`, quoted as YAML when the name has a colon: `- 'img "…"': "4"`.
    const name = /^- '?\w+ "([^"]*)"/.exec(snapshot)?.[1] ?? '';
    found.push({ visible, name });
  }
  return found;
}

async function expectHolesNamedByTheirCounts(board: Locator): Promise<void> {
  for (const { visible, name } of await holeNames(board)) {
    expect(visible).toMatch(/^\d+$/);
    expect(name, `the name of a hole showing "${visible}"`).toContain(visible);
  }
}

describeE2E('the board and the match page on a phone', () => {
  for (const viewport of phones) {
    test(`the match page and its replay fit ${viewport}; the games name South and North once`, async () => {
      const page = await openPage('/t/antiguan-open', { viewport });
      await page.locator('[data-match="W1-1"]').click();
      await page.waitForURL(/\/t\/antiguan-open\/m\/\d+$/);
      await page.getByRole('heading', { level: 2, name: 'Replays' }).waitFor();
      await expectFits(page, `match page at ${viewport}`);

      const games = page.locator('section[aria-labelledby="games-heading"]');
      expect(await games.getByText(/South: .* · North: /).count()).toBeLessThanOrEqual(1);
      // A frame that scrolls sideways is reachable by keyboard and says what it holds.
      const unreachable = await games.evaluate((section) =>
        [...section.querySelectorAll('*')]
          .filter((element) => element.scrollWidth > element.clientWidth + 1)
          .filter((element) => ['auto', 'scroll'].includes(getComputedStyle(element).overflowX))
          .filter((element) => element.getAttribute('tabindex') !== '0' || !element.getAttribute('aria-label'))
          .map((element) => element.tagName),
      );
      expect(unreachable).toEqual([]);

      // The replay's last position: the stores hold two-digit captures.
      const replay = page.locator('details[open] section[data-replay-ply]');
      await replay.focus();
      await page.keyboard.press('End');
      await page.locator('details[open] [data-result]').waitFor();
      const stores = await replay.getByRole('img', { name: /has captured \d\d/ }).count();
      expect(stores).toBeGreaterThan(0);
      await expectFits(page, `replay's last position at ${viewport}`);
      await expectHolesNamedByTheirCounts(replay);
      expectNoPageErrors(page);
    });

    test(`the recorder at the table fits ${viewport} with two-digit captures`, { timeout: 180_000 }, async () => {
      const organiser = await openPage('/sign-in', { viewport });
      await signIn(organiser, organiserEmail, e2eApp().demoPassword);
      await organiser.goto(await startTableMatch(organiser, `Fit Cup ${viewport}`));
      const board = organiser.getByRole('tabpanel', { name: 'At the table' });
      await board.locator('button[data-hole="A"]').waitFor();
      await expectFits(organiser, `recorder at ${viewport}, first move`);
      await expectHolesNamedByTheirCounts(board);

      // The sample game up to the first position where a store holds 10 or more.
      const played = adjudicate({ moves: southWins });
      if (!played.ok) throw new Error('sample game');
      const upTo = played.value.steps.findIndex((step) => Math.max(...step.position.captures) >= 10);
      expect(upTo).toBeGreaterThan(0);
      for (const [index, step] of played.value.steps.slice(0, upTo + 1).entries()) {
        await board.locator(`button[data-hole="${step.move}"]:not([disabled])`).click();
        await organiser.getByText(`${index + 1} ${index === 0 ? 'move' : 'moves'} saved.`).waitFor();
      }
      expect(await board.getByRole('img', { name: /has captured \d\d/ }).count()).toBeGreaterThan(0);
      await expectFits(organiser, `recorder at ${viewport}, two-digit captures`);
      await expectHolesNamedByTheirCounts(board);
      expectNoPageErrors(organiser);
    });
  }
});
