// The bracket uses the screen it has (issue 18 §1). On a 1280 px desktop a 16-player knockout is
// drawn whole, its final on screen, beside a text column that keeps its width; a double
// elimination's wider losers bracket scrolls inside its frame, which shows that it does and
// scrolls by keyboard. On a 360/390 px phone the page never scrolls sideways, the bracket's text is
// at least 12 px, and "Fit to screen" (a toggle button) shrinks the whole bracket to the frame.
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { callApi, describeE2E, e2eApp, screenshot, setupBrowser, sticksOut, waitUntilLoaded } from './helpers';
import { signIn } from './sign-in';

const organiserEmail = 'organiser@demo.warri-open.test';
const names = [
  'Vernon Edwards',
  'Keisha Lewis-Henry',
  'Jahmal Richards',
  'Ruel Nicholas',
  'Shermaine Joseph',
  'Clement Samuel',
  'Avril Christopher',
  'Desmond Browne',
  'Lorna Mathurin',
  'Kwame Boateng',
  'Trevor Simon',
  'Gillian Francis',
  'Dwight Benjamin',
  'Marcia Weston',
  'Elroy Thomas',
  'Patrice Roberts',
];

type Format = 'single-elimination' | 'double-elimination';

/** The frame's picture as measured on screen: the frame's visible inside, the boxes, the smallest text. */
async function measure(page: Page) {
  return page.locator('.bracket-frame').evaluate((frame) => {
    const outer = frame.getBoundingClientRect();
    const style = getComputedStyle(frame);
    const left = outer.left + frame.clientLeft;
    const inside = {
      left,
      right: left + frame.clientWidth,
      width: frame.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
    };
    const boxes = Object.fromEntries(
      [...frame.querySelectorAll<HTMLElement>('[data-match]')].map((box) => {
        const rect = box.getBoundingClientRect();
        return [box.dataset.match!, { left: rect.left, right: rect.right }];
      }),
    );
    // Text as drawn: the computed size times the zoom it is drawn at; visually hidden text (1 px) aside.
    let smallestText = Infinity;
    for (const element of frame.querySelectorAll<HTMLElement>('*')) {
      const ownText = [...element.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
      );
      const rect = element.getBoundingClientRect();
      if (!ownText || rect.width <= 1 || rect.height <= 1) continue;
      const zoom = (element as HTMLElement & { currentCSSZoom: number }).currentCSSZoom;
      smallestText = Math.min(smallestText, parseFloat(getComputedStyle(element).fontSize) * zoom);
    }
    return {
      viewport: window.innerWidth,
      inside,
      pictureWidth: frame.firstElementChild!.getBoundingClientRect().width,
      scrolls: frame.scrollWidth > frame.clientWidth + 1,
      boxes,
      smallestText,
    };
  });
}

/** Whether the box of match `key` is whole inside the frame's visible part and the screen. */
function whollyShown(measured: Awaited<ReturnType<typeof measure>>, key: string): boolean {
  const box = measured.boxes[key];
  return (
    box !== undefined &&
    box.left >= measured.inside.left - 0.5 &&
    box.right <= measured.inside.right + 0.5 &&
    box.left >= 0 &&
    box.right <= measured.viewport + 0.5
  );
}

/** Whether a visible scroll cue is drawn at the frame's `edge`. */
async function cueShown(page: Page, edge: 'start' | 'end'): Promise<boolean> {
  const cue = page.locator(`[data-scroll-cue="${edge}"]`);
  return (await cue.count()) === 1 && (await cue.isVisible());
}

/** The numbers behind a measure, for the test's log. */
function summary(measured: Awaited<ReturnType<typeof measure>>, key: string): string {
  const box = measured.boxes[key];
  return `frame ${Math.round(measured.inside.left)}–${Math.round(measured.inside.right)} px, picture ${Math.round(measured.pictureWidth)} px, ${key} ${Math.round(box.left)}–${Math.round(box.right)} px, smallest text ${measured.smallestText.toFixed(1)} px at ${measured.viewport} px`;
}

async function expectPageFits(page: Page, what: string): Promise<void> {
  const fit = await sticksOut(page);
  expect({ what, ...fit }).toEqual({ what, width: fit.viewport, viewport: fit.viewport, offenders: [] });
}

describeE2E('the bracket fits the screen', () => {
  const { openPage, expectNoPageErrors } = setupBrowser();
  const started = new Map<Format, Promise<string>>();

  /** A started 16-player tournament of `format`, made once through the API as the demo organiser: its slug. */
  const tournamentOf = (format: Format): Promise<string> => {
    if (!started.has(format)) started.set(format, startTournament(format));
    return started.get(format)!;
  };

  async function startTournament(format: Format): Promise<string> {
    const organiser = await openPage('/sign-in');
    await signIn(organiser, organiserEmail, e2eApp().demoPassword);
    const created = await callApi(organiser, 'POST', '/tournaments', {
      name: `Fit Bracket ${format} ${Date.now() % 1_000_000}`,
      format,
      winsNeeded: 1,
    });
    const slug = created.slug as string;
    for (const [index, displayName] of names.entries()) {
      const entry = await callApi(organiser, 'POST', `/tournaments/${slug}/entries`, {
        displayName,
        rating: 2200 - index * 25,
        sameNameConfirmed: true,
      });
      await callApi(organiser, 'PUT', `/tournaments/${slug}/entries/${entry.id as number}/check-in`, {
        checkedIn: true,
      });
    }
    await callApi(organiser, 'POST', `/tournaments/${slug}/seeding`, { method: 'rating' });
    await callApi(organiser, 'POST', `/tournaments/${slug}/start`);
    return slug;
  }

  test('a 16-player knockout on a 1280 px desktop: the final on screen, the text column kept', async () => {
    const page = await openPage(`/t/${await tournamentOf('single-elimination')}`);
    const measured = await measure(page);
    console.log(`bracket-fit e2e: knockout at 1280: ${summary(measured, 'W4-1')}`);
    expect(Object.keys(measured.boxes)).toHaveLength(15);
    expect(whollyShown(measured, 'W4-1'), JSON.stringify(measured.boxes['W4-1'])).toBe(true);
    expect(measured.scrolls).toBe(false);
    // The bracket takes the screen's width; the heading and the text stay in their readable column.
    const header = await page.locator('article > header').evaluate((element) => element.getBoundingClientRect().width);
    expect(header).toBeLessThanOrEqual(896);
    expect(measured.smallestText).toBeGreaterThanOrEqual(12);
    await expectPageFits(page, 'knockout at 1280');
    await screenshot(page, 'bracket-fit-knockout-desktop');
    expectNoPageErrors(page);
  });

  test('a 16-player double elimination on a 1280 px desktop: the finals on screen, the losers bracket scrolls with a cue and by keyboard', async () => {
    const page = await openPage(`/t/${await tournamentOf('double-elimination')}`);
    const measured = await measure(page);
    expect(whollyShown(measured, 'W4-1'), 'winners final').toBe(true);
    expect(whollyShown(measured, 'GF1'), 'grand final').toBe(true);
    await expectPageFits(page, 'double elimination at 1280');
    await screenshot(page, 'bracket-fit-double-desktop');
    // Six losers rounds are wider than the screen: they scroll inside the frame, which shows that they do.
    expect(measured.scrolls).toBe(true);
    expect(await cueShown(page, 'end')).toBe(true);
    expect(await cueShown(page, 'start')).toBe(false);
    // A labelled region that takes the keyboard's focus and scrolls with the arrow keys.
    const frame = page.getByRole('region', { name: 'Brackets picture' });
    for (let press = 0; press < 30; press += 1) await frame.press('ArrowRight');
    expect(await frame.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.waitForFunction(() => {
      const element = document.querySelector('.bracket-frame')!;
      return element.scrollLeft + element.clientWidth >= element.scrollWidth - 1;
    });
    const losersFinal = Object.entries(measured.boxes).sort(([, a], [, b]) => b.right - a.right)[0][0];
    expect(whollyShown(await measure(page), losersFinal), losersFinal).toBe(true);
    expect(await cueShown(page, 'start')).toBe(true);
    expect(await cueShown(page, 'end')).toBe(false);
    expectNoPageErrors(page);
  });

  for (const viewport of ['smallPhone', 'phone'] as const) {
    test(`a 16-player knockout on a phone (${viewport}): readable text, "Fit to screen" shows its whole shape and back`, async () => {
      const page = await openPage(`/t/${await tournamentOf('single-elimination')}`, { viewport });
      await expectPageFits(page, `${viewport}, readable size`);
      const readable = await measure(page);
      expect(readable.smallestText).toBeGreaterThanOrEqual(12);
      // Wider than a phone at a readable size: it scrolls inside its frame, and shows that it does.
      expect(readable.scrolls).toBe(true);
      expect(await cueShown(page, 'end')).toBe(true);
      await screenshot(page, `bracket-fit-readable-${viewport}`);

      const fit = page.getByRole('button', { name: 'Fit to screen' });
      await expect(fit.getAttribute('aria-pressed')).resolves.toBe('false');
      // By keyboard: the toggle takes the focus and Space presses it.
      await fit.focus();
      await page.keyboard.press('Space');
      await expect(fit.getAttribute('aria-pressed')).resolves.toBe('true');
      const fitted = await measure(page);
      console.log(
        `bracket-fit e2e: ${viewport}: readable ${summary(readable, 'W1-1')}; fitted ${summary(fitted, 'W4-1')}`,
      );
      expect(fitted.pictureWidth).toBeLessThanOrEqual(fitted.inside.width + 0.5);
      expect(fitted.scrolls).toBe(false);
      expect(whollyShown(fitted, 'W1-1') && whollyShown(fitted, 'W4-1')).toBe(true);
      expect(await cueShown(page, 'end')).toBe(false);
      await expectPageFits(page, `${viewport}, fitted`);
      await screenshot(page, `bracket-fit-fitted-${viewport}`);

      await fit.press('Enter');
      await expect(fit.getAttribute('aria-pressed')).resolves.toBe('false');
      const back = await measure(page);
      expect(back.smallestText).toBeGreaterThanOrEqual(12);
      expect(back.scrolls).toBe(true);
      await expectPageFits(page, `${viewport}, readable again`);
      expectNoPageErrors(page);
    });
  }

  test('the embed on a phone: the frame keeps to the page, "Fit to screen" fits the picture', async () => {
    const page = await openPage(`/embed/${await tournamentOf('single-elimination')}`, { viewport: 'phone' });
    await expectPageFits(page, 'embed at phone');
    await page.getByRole('button', { name: 'Fit to screen' }).click();
    const fitted = await measure(page);
    expect(fitted.pictureWidth).toBeLessThanOrEqual(fitted.inside.width + 0.5);
    await expectPageFits(page, 'embed at phone, fitted');
    expectNoPageErrors(page);
  });

  // Before the app's scripts have run, or where they never load: React's inline scripts still reveal
  // the streamed draw (a browser with scripts off shows only "Loading the draw…", a separate matter).
  test('without the app’s scripts, on a phone: the bracket is readable and scrolls in its frame; no toggle that could not work', async () => {
    const slug = await tournamentOf('single-elimination');
    const page = await openPage('/', { viewport: 'phone' });
    let blocked = 0;
    await page.route('**/_next/static/**/*.js', (route) => {
      blocked += 1;
      return route.abort();
    });
    await page.goto(`/t/${slug}`);
    await waitUntilLoaded(page);
    expect(blocked).toBeGreaterThan(0);
    await expectPageFits(page, 'phone without the app scripts');
    const measured = await measure(page);
    expect(Object.keys(measured.boxes)).toHaveLength(15);
    expect(measured.smallestText).toBeGreaterThanOrEqual(12);
    expect(measured.scrolls).toBe(true);
    await expect(page.getByRole('button', { name: 'Fit to screen' }).count()).resolves.toBe(0);
  });
});
