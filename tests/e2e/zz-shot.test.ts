import { test } from 'vitest';
import { describeE2E, e2eApp, setupBrowser, waitUntilLoaded } from './helpers';
describeE2E('shot', () => {
  const { openPage } = setupBrowser();
  test('shot', async () => {
    const page = await openPage('/', { viewport: 'phone' });
    await page.context().addCookies([{ name: 'NEXT_LOCALE', value: 'ru', url: e2eApp().baseUrl }]);
    await page.goto('/t/antiguan-open');
    await waitUntilLoaded(page);
    await page.screenshot({ path: '/tmp/tournament-ru-phone.png', fullPage: false });
  });
});
