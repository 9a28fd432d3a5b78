// Light and dark, still and moving (issue 18 §2): the home page, a tournament's bracket, a match
// page with its replay, the sign-in page and the recorder at the table, at phone and desktop width,
// follow `prefers-color-scheme` (the page's background is dark in dark mode) and pass axe in both
// schemes, contrast included; printed from a dark device a page is still light; under
// `prefers-reduced-motion: reduce` nothing on them animates, transitions or scrolls smoothly.
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { expectNoAxeViolations } from './axe';
import { describeE2E, e2eApp, setupBrowser, waitUntilLoaded, type OpenPageOptions } from './helpers';
import { signIn } from './sign-in';
import { startTableMatch } from './table-match';

const { openPage, expectNoPageErrors } = setupBrowser();
const organiserEmail = 'organiser@demo.warri-open.test';

/** Answers `make()` once, on first use, so the tests share it whichever runs first. */
function once<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () => (made ??= make());
}

// The match page of the demo event's first match: its games table and replays.
const matchPath = once(async () => {
  const page = await openPage('/t/antiguan-open');
  const href = await page.locator('[data-match="W1-1"]').getAttribute('href');
  if (!href) throw new Error('the demo bracket has no W1-1');
  return href;
});

// One table match for every look at the recorder: it only reads the match.
const recorderPath = once(async () => {
  const organiser = await openPage('/sign-in');
  await signIn(organiser, organiserEmail, e2eApp().demoPassword);
  return startTableMatch(organiser, 'Theme Cup');
});

/** A page to look at: how to open it with the given settings, ready to be checked. */
const pages: { name: string; open: (options: OpenPageOptions) => Promise<Page> }[] = [
  {
    name: 'home, its language menu open',
    open: async (options) => {
      const page = await openPage('/', options);
      await page.locator('header details summary').click();
      await page.locator('header details form').waitFor();
      return page;
    },
  },
  {
    name: 'tournament with its bracket',
    open: async (options) => {
      const page = await openPage('/t/antiguan-open', options);
      await page.locator('.bracket-match').first().waitFor();
      return page;
    },
  },
  {
    name: 'match with its replay',
    open: async (options) => {
      const page = await openPage(await matchPath(), options);
      await page.locator('details[open] section[data-replay-ply]').waitFor();
      return page;
    },
  },
  { name: 'sign-in', open: (options) => openPage('/sign-in', options) },
  {
    name: 'recorder at the table',
    open: async (options) => {
      const path = await recorderPath();
      const page = await openPage('/sign-in', options);
      await signIn(page, organiserEmail, e2eApp().demoPassword);
      await page.goto(path);
      await waitUntilLoaded(page);
      await page.getByRole('tabpanel', { name: 'At the table' }).locator('button[data-hole="A"]').waitFor();
      return page;
    },
  },
];

/** Waits until a page's live badge, if it has one, says Live: its dot pulses only then. */
async function waitUntilLive(page: Page): Promise<void> {
  if ((await page.locator('[data-live-state]').count()) === 0) return;
  await page.locator('[data-live-state="live"]').first().waitFor();
}

/** The relative luminance (WCAG 2) of the body's background: 0 is black, 1 is white. */
async function bodyLuminance(page: Page): Promise<number> {
  return page.evaluate(() => {
    // The computed colour may be in any CSS colour space (Tailwind 4's are oklch): a canvas
    // pixel painted with it gives its sRGB channels.
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 1;
    const pen = canvas.getContext('2d', { willReadFrequently: true })!;
    pen.fillStyle = getComputedStyle(document.body).backgroundColor;
    pen.fillRect(0, 0, 1, 1);
    const [r, g, b] = [...pen.getImageData(0, 0, 1, 1).data].map((channel) => {
      const c = channel / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  });
}

/** What still moves: running animations, and elements whose transitions take time. */
async function motion(page: Page): Promise<{ animations: string[]; transitions: string[] }> {
  return page.evaluate(() => {
    const name = (element: Element | null | undefined) =>
      element ? `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}` : 'document';
    const animations = document
      .getAnimations()
      .filter((animation) => animation.playState === 'running')
      .map((animation) => name((animation.effect as KeyframeEffect | null)?.target));
    const transitions = [...document.querySelectorAll('*')]
      .filter((element) =>
        getComputedStyle(element)
          .transitionDuration.split(',')
          .some((duration) => parseFloat(duration) > 0),
      )
      .map(name);
    return { animations, transitions };
  });
}

describeE2E('themes and motion', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    for (const viewport of ['phone', 'desktop'] as const) {
      test(
        `${colorScheme} at ${viewport}: the background follows the scheme and axe finds nothing`,
        { timeout: 240_000 },
        async () => {
          for (const { name, open } of pages) {
            const page = await open({ viewport, colorScheme });
            const label = `${name}, ${colorScheme}, ${viewport}`;
            const luminance = await bodyLuminance(page);
            if (colorScheme === 'dark') expect.soft(luminance, label).toBeLessThan(0.05);
            else expect.soft(luminance, label).toBeGreaterThan(0.8);
            await expectNoAxeViolations(page, label);
            expectNoPageErrors(page);
          }
        },
      );
    }
  }

  test('a printable printed from a dark device is dark ink on white paper', async () => {
    const page = await openPage('/t/antiguan-open/print/bracket', { colorScheme: 'dark' });
    expect(await bodyLuminance(page), 'on a dark screen').toBeLessThan(0.05);
    await page.emulateMedia({ media: 'print' });
    expect(await bodyLuminance(page), 'on paper').toBeGreaterThan(0.8);
    const ink = await page.evaluate(() => getComputedStyle(document.querySelector('h1') ?? document.body).color);
    await page.emulateMedia({ media: 'print', colorScheme: 'light' });
    expect(await page.evaluate(() => getComputedStyle(document.querySelector('h1') ?? document.body).color)).toBe(ink);
  });

  test('with reduced motion nothing animates or transitions', { timeout: 120_000 }, async () => {
    for (const { name, open } of pages) {
      const page = await open({ reducedMotion: 'reduce' });
      await waitUntilLive(page);
      expect.soft(await motion(page), name).toEqual({ animations: [], transitions: [] });
    }
  });

  test('with reduced motion finding a player in the bracket scrolls without smoothing', async () => {
    const page = await openPage('/t/antiguan-open', { reducedMotion: 'reduce' });
    // The scroll's own options, as the page asks for it: smooth scrolling is an animation the
    // page cannot observe in its own animations list.
    await page.evaluate(() => {
      const scrollIntoView = Element.prototype.scrollIntoView;
      const asked: unknown[] = [];
      Object.assign(window, { scrollsAsked: asked });
      Element.prototype.scrollIntoView = function (this: Element, options?: boolean | ScrollIntoViewOptions) {
        asked.push(options);
        scrollIntoView.call(this, options);
      };
    });
    const player = await page.locator('datalist option').first().getAttribute('value');
    await page
      .getByLabel('Find a player')
      .first()
      .fill(player ?? '');
    await page.waitForFunction(() => (window as unknown as { scrollsAsked: unknown[] }).scrollsAsked.length > 0);
    const asked = await page.evaluate(() => (window as unknown as { scrollsAsked: unknown[] }).scrollsAsked);
    expect(asked).not.toContainEqual(expect.objectContaining({ behavior: 'smooth' }));
  });
});
