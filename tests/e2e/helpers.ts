// What an e2e test file uses: the running app, and pages in the shared Chromium.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject } from 'vitest';
import { createDb, type Database } from '@/db/client';
import { artifactsDir } from './app-server';
import type { E2eContext } from './global-setup';

export const viewports = {
  smallPhone: { width: 360, height: 780 },
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

const context: E2eContext = inject('e2e');

/** `describe` for e2e tests: skipped, loudly (see global-setup), only when WARRI_SKIP_E2E=1 and no Chromium. */
export const describeE2E = context.skipped ? describe.skip : describe;

/**
 * The app's own database opened from the test file, to write as another app instance would:
 * call it at the top of a describe block, read it inside tests. Null while the app runs on the
 * embedded database, which admits one process at a time (tests that write need PostgreSQL, as
 * CI has).
 */
export function appDatabase(): () => Database | null {
  let database: Database | null = null;
  beforeAll(async () => {
    const url = e2eApp().databaseUrl;
    if (url) database = await createDb({ url });
  });
  afterAll(async () => {
    await database?.close();
  });
  return () => database;
}

/** The running app under test, seeded with the demo event. */
export function e2eApp(): { baseUrl: string; demoPassword: string; databaseUrl: string | null } {
  if (context.skipped) throw new Error(context.reason);
  return { baseUrl: context.baseUrl, demoPassword: context.demoPassword, databaseUrl: context.databaseUrl };
}

export interface OpenPageOptions {
  viewport?: keyof typeof viewports;
  /** The `prefers-color-scheme` the page sees (light by default). */
  colorScheme?: 'light' | 'dark';
  /** The `prefers-reduced-motion` the page sees (no preference by default). */
  reducedMotion?: 'reduce' | 'no-preference';
  /** The browser's Accept-Language (by default Chromium's own, English). */
  acceptLanguage?: string;
  /** false: a browser that runs no script, to show a page works without it. */
  javaScriptEnabled?: boolean;
}

/**
 * Connects the test file to the shared browser. `openPage(path)` opens the app's page in a fresh
 * context (no cookies), waits until it has loaded whole and records uncaught page errors, which
 * `expectNoPageErrors` then checks.
 */
export function setupBrowser() {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  const pageErrors = new WeakMap<Page, Error[]>();
  beforeAll(async () => {
    if (context.skipped) return;
    browser = await chromium.connect(context.browserEndpoint);
  });
  afterAll(async () => {
    for (const browserContext of contexts) await browserContext.close();
    await browser?.close();
  });

  async function openPage(path: string, options: OpenPageOptions = {}): Promise<Page> {
    if (!browser) throw new Error('The browser connects in beforeAll: open pages inside a test.');
    const browserContext = await browser.newContext({
      viewport: viewports[options.viewport ?? 'desktop'],
      colorScheme: options.colorScheme ?? 'light',
      reducedMotion: options.reducedMotion ?? 'no-preference',
      baseURL: e2eApp().baseUrl,
      javaScriptEnabled: options.javaScriptEnabled ?? true,
      ...(options.acceptLanguage ? { extraHTTPHeaders: { 'accept-language': options.acceptLanguage } } : {}),
    });
    contexts.push(browserContext);
    const page = await browserContext.newPage();
    const errors: Error[] = [];
    pageErrors.set(page, errors);
    page.on('pageerror', (error) => errors.push(error));
    const response = await page.goto(path);
    expect(response?.status(), `status of ${path}`).toBe(200);
    // Without script nothing replaces a loading part: the page is what arrived.
    if (options.javaScriptEnabled !== false) await waitUntilLoaded(page);
    return page;
  }

  function expectNoPageErrors(page: Page): void {
    expect((pageErrors.get(page) ?? []).map((error) => error.message)).toEqual([]);
  }

  return { openPage, expectNoPageErrors };
}

/**
 * Waits until every streamed part of the page has replaced its loading placeholder (marked
 * `data-loading`, see app/_components/loading-note.tsx): React reveals them a little after load.
 */
export async function waitUntilLoaded(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector('[data-loading]') === null);
}

/** Saves a full-page screenshot under tests/e2e/.artifacts/ and returns its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(artifactsDir, { recursive: true });
  const path = join(artifactsDir, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}

/** True when the page is wider than its viewport, i.e. a phone would have to scroll sideways. */
/**
 * What sticks out past the right edge of the screen: the document's width and a short path of each
 * visible element whose box ends beyond the viewport, unless a scrolling frame holds it (a frame
 * that scrolls inside itself is fine). Empty `offenders` and `width <= viewport` is a page that fits.
 */
export async function sticksOut(page: Page): Promise<{ width: number; viewport: number; offenders: string[] }> {
  return page.evaluate(() => {
    const viewport = window.innerWidth;
    const scrolls = (element: Element) => ['auto', 'scroll'].includes(getComputedStyle(element).overflowX);
    const inFrame = (element: Element) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) if (scrolls(parent)) return true;
      return false;
    };
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${(element.textContent ?? '').trim().slice(0, 30) ? ` "${(element.textContent ?? '').trim().slice(0, 30)}"` : ''}`;
    const offenders: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || box.right <= viewport + 0.5) continue;
      if (getComputedStyle(element).visibility === 'hidden' || inFrame(element)) continue;
      offenders.push(name(element));
      if (offenders.length >= 10) break;
    }
    return { width: document.documentElement.scrollWidth, viewport, offenders };
  });
}

export async function overflowsHorizontally(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
}

/**
 * Calls the JSON API as the page's signed-in user, from the page's origin as its own fetch would
 * (the API refuses a change with the cookie from anywhere else), and answers the JSON body; a
 * refusal fails the test, with the body.
 */
export async function callApi(
  page: Page,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  data?: unknown,
): Promise<Record<string, unknown>> {
  const headers: Record<string, string> = {
    origin: e2eApp().baseUrl,
    ...(data === undefined ? {} : { 'content-type': 'application/json' }),
  };
  const response = await page.request.fetch(`/api/v1${path}`, { method, data, headers });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBeLessThan(300);
  return response.status() === 204 ? {} : (response.json() as Promise<Record<string, unknown>>);
}
