// The demo event's audit log as its organiser reads it: sentences with names, not JSON; filtered
// by match and by kind of change with the choices kept; paged newest first.
import { expect, test } from 'vitest';
import { describeE2E, e2eApp, setupBrowser, waitUntilLoaded } from './helpers';
import { signIn } from './sign-in';

describeE2E('audit log', () => {
  const { openPage, expectNoPageErrors } = setupBrowser();

  test('reads as sentences with names, filters by match and kind, and pages', async () => {
    const page = await openPage('/sign-in?callbackUrl=%2Ft%2Fantiguan-open%2Fmanage%2Faudit');
    await signIn(page, 'organiser@demo.warri-open.test', e2eApp().demoPassword);
    await page.waitForURL('**/t/antiguan-open/manage/audit');
    await waitUntilLoaded(page);
    const rows = page.getByTestId('audit-row');
    const changes = page.getByRole('list', { name: 'Changes' });
    expect(await rows.count()).toBe(25);
    const newest = (await changes.textContent()) ?? '';
    expect(newest).not.toMatch(/[{}"]/);
    expect(newest).toMatch(
      /Desiree Walter reported game \d of W\d-\d: (South|North) won, \d+–\d+ seeds; as staff, it counts at once\./,
    );
    expect(newest).toMatch(/Desiree Walter recorded the result of W\d-\d: [A-Z][a-z]+ [A-Z][a-z]+ wins \d–\d/);
    await rows
      .first()
      .locator('time')
      .getByText(/^\w{3}, \d{1,2} \w{3} \d{4}, \d{2}:\d{2}$/)
      .waitFor();

    // The oldest page holds the set-up (other tests may add games to the demo: page on until the end); then one page back.
    await page.getByRole('link', { name: 'Older changes' }).click();
    await page.waitForURL('**/audit?before=*');
    while ((await page.getByRole('link', { name: 'Older changes' }).count()) > 0) {
      const url = page.url();
      await page.getByRole('link', { name: 'Older changes' }).click();
      await page.waitForURL((next) => next.href !== url);
    }
    await page.getByText(/^Desiree Walter started the tournament with 16 players and \d+ matches\.$/).waitFor();
    await page.getByText('Desiree Walter seeded the field by rating.').waitFor();
    await page
      .getByText(/^Desiree Walter entered .+, checked in\.$/)
      .first()
      .waitFor();
    expect((await changes.textContent()) ?? '').not.toMatch(/[{}"]/);
    await page.getByRole('link', { name: 'Newer changes' }).click();
    await page.waitForURL('**/audit?after=*');
    expect(await rows.count()).toBe(25);

    // One match, then only its result: the form keeps both choices.
    await page.getByLabel('Match').selectOption({ label: 'W1-3' });
    await page.getByRole('button', { name: 'Show' }).click();
    await page.waitForURL('**/audit?match=*');
    await waitUntilLoaded(page);
    const ofMatch = await rows.allTextContents();
    expect(ofMatch.length).toBeGreaterThanOrEqual(3);
    for (const row of ofMatch) expect(row).toContain('W1-3');
    await page.getByLabel('Kind of change').selectOption('results');
    await page.getByRole('button', { name: 'Show' }).click();
    await page.waitForURL('**kind=results*');
    await waitUntilLoaded(page);
    expect(await rows.count()).toBe(1);
    expect(await rows.first().textContent()).toMatch(/^Desiree Walter recorded the result of W1-3: /);
    expect(await page.locator('#audit-match option:checked').textContent()).toBe('W1-3');
    expect(await page.getByLabel('Kind of change').inputValue()).toBe('results');

    // A kind that match never had: the empty state, and a way back to everything.
    await page.getByLabel('Kind of change').selectOption('entries');
    await page.getByRole('button', { name: 'Show' }).click();
    await page.getByText('No change matches these filters.').waitFor();
    await page.getByRole('link', { name: 'Show everything' }).click();
    await page.waitForURL('**/manage/audit');
    await waitUntilLoaded(page);
    expect(await rows.count()).toBe(25);
    expectNoPageErrors(page);
  });
});
