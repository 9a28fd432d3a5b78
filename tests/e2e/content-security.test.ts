// What the browser is told to enforce (issue 16): Strict-Transport-Security only when the app is
// configured for https (NEXTAUTH_URL), and a content security policy under which an inline event
// handler never runs, even one injected into the page, while the pages stay free of nonces.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { startApp } from './app-server';
import { describeE2E, e2eApp, setupBrowser } from './helpers';

const { openPage, expectNoPageErrors } = setupBrowser();

describeE2E('Strict-Transport-Security', () => {
  test('not sent while NEXTAUTH_URL is unset, whatever the request says about https', async () => {
    for (const headers of [{}, { 'x-forwarded-proto': 'https' }] as Record<string, string>[]) {
      for (const path of ['/', '/sign-in']) {
        const response = await fetch(`${e2eApp().baseUrl}${path}`, { headers });
        expect(response.status).toBe(200);
        expect(response.headers.get('strict-transport-security')).toBeNull();
      }
    }
  });

  test.each([
    ['https://warri.example.org', 'max-age=63072000; includeSubDomains'],
    ['http://warri.example.org', null],
  ])(
    'the same build started with NEXTAUTH_URL=%s sends %s',
    async (url, expected) => {
      const dataDir = mkdtempSync(join(tmpdir(), 'warri-hsts-'));
      const app = await startApp({ dataDir }, { NEXTAUTH_URL: url });
      try {
        for (const path of ['/', '/sign-in']) {
          const response = await fetch(`${app.baseUrl}${path}`);
          expect(response.status).toBe(200);
          expect(response.headers.get('strict-transport-security')).toBe(expected);
        }
      } finally {
        await app.stop();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    120_000,
  );
});

/** Injects a button with an inline onclick into the page, clicks it, and says whether the handler ran and what the browser reported. */
async function clickInjectedHandler(page: Page): Promise<{ ran: boolean; violations: string[] }> {
  return page.evaluate(async () => {
    const violations: string[] = [];
    document.addEventListener('securitypolicyviolation', (event) => violations.push(event.effectiveDirective));
    const holder = document.createElement('div');
    holder.innerHTML = '<button id="injected" onclick="document.body.dataset.injectedRan = \'yes\'">Injected</button>';
    document.body.append(holder);
    document.getElementById('injected')!.click();
    await new Promise((resolve) => setTimeout(resolve, 100));
    holder.remove();
    return { ran: document.body.dataset.injectedRan === 'yes', violations };
  });
}

describeE2E('Content-Security-Policy', () => {
  test('an inline event handler injected into a page does not run; the page itself still does', async () => {
    const page = await openPage('/t/antiguan-open');
    const policy = (await page.request.get('/t/antiguan-open')).headers()['content-security-policy'];
    expect(policy).toContain("script-src-attr 'none'");
    expect(policy).not.toMatch(/nonce-/);
    expect(await clickInjectedHandler(page)).toEqual({ ran: false, violations: ['script-src-attr'] });
    // The app's own script ran (it hydrated and has no inline handlers to be refused).
    expectNoPageErrors(page);

    // The control: the same page with script-src-attr taken out of its policy runs the handler,
    // so the check above would see one that ran.
    await page.route('**/t/antiguan-open', async (route) => {
      const response = await route.fetch();
      const headers = {
        ...response.headers(),
        'content-security-policy': policy.replace("script-src-attr 'none'; ", ''),
      };
      await route.fulfill({ response, headers });
    });
    await page.reload();
    expect(await clickInjectedHandler(page)).toEqual({ ran: true, violations: [] });
  });

  test('the app’s pages use no inline event handlers of their own', async () => {
    const violations: string[] = [];
    for (const path of ['/', '/t/antiguan-open', '/sign-in', '/sign-up']) {
      const page = await openPage(path);
      violations.push(
        ...(await page.evaluate(() =>
          [...document.querySelectorAll('*')].flatMap((element) =>
            element
              .getAttributeNames()
              .filter((name) => name.startsWith('on'))
              .map((name) => `${element.tagName}[${name}]`),
          ),
        )),
      );
    }
    expect(violations).toEqual([]);
  });
});
