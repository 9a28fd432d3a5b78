// The new-tournament form refused and sent again, as the issue saw it: a Swiss under the Oware
// rules with a coin toss and "winner starts", the last day before the first. React's reset after
// a refused action used to put the format on Knockout and the selects and radios on their
// defaults, and the second press created a single elimination under the default rules.
import { expect, test } from 'vitest';
import { describeE2E, e2eApp, setupBrowser, waitUntilLoaded } from './helpers';
import { signIn } from './sign-in';

describeE2E('the new-tournament form after a refusal', () => {
  const { openPage, expectNoPageErrors } = setupBrowser();

  test('keeps every choice, drops the fixed field’s error, and creates what was chosen', async () => {
    const name = `Kept Choices Open ${Date.now() % 100000}`;
    const page = await openPage('/sign-in?callbackUrl=/organise/new');
    await signIn(page, 'organiser@demo.warri-open.test', e2eApp().demoPassword);
    await page.waitForURL('**/organise/new');
    await waitUntilLoaded(page);

    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByLabel('First day (optional)').fill('2026-12-12');
    await page.getByLabel('Last day (optional)').fill('2026-12-10');
    await page.getByRole('radio', { name: /abapa/ }).check();
    await page.getByLabel('Who moves first in game 1').selectOption('coin-toss');
    await page.getByLabel('Who moves first in the later games').selectOption('winner-starts');
    await page.getByLabel('Format').selectOption('swiss');
    await page.getByLabel('Swiss rounds').fill('4');
    const tieBreaks = page.getByRole('list', { name: 'Tie-break order' });
    const before = await tieBreaks.getByRole('listitem').allTextContents();
    await page.getByRole('button', { name: /^Move Seeds captured up/ }).click();
    const reordered = await tieBreaks.getByRole('listitem').allTextContents();
    expect(reordered).not.toEqual(before);

    await page.getByRole('button', { name: 'Create the tournament' }).click();
    const lastDayError = page.getByText('The last day cannot come before the first.');
    await lastDayError.waitFor();

    // Everything the organiser gave is still there.
    expect(await page.getByLabel('Format').inputValue()).toBe('swiss');
    expect(await page.getByLabel('Swiss rounds').inputValue()).toBe('4');
    expect(await page.getByRole('radio', { name: /abapa/ }).isChecked()).toBe(true);
    expect(await page.getByLabel('Who moves first in game 1').inputValue()).toBe('coin-toss');
    expect(await page.getByLabel('Who moves first in the later games').inputValue()).toBe('winner-starts');
    expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe(name);
    expect(await tieBreaks.getByRole('listitem').allTextContents()).toEqual(reordered);

    // Mending the day takes its error away before anything is sent.
    await page.getByLabel('Last day (optional)').fill('2026-12-13');
    await lastDayError.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Create the tournament' }).click();
    await page.waitForURL('**/manage/entries');
    const slug = new URL(page.url()).pathname.split('/')[2];

    // The settings page shows what was created: the choices, not the defaults.
    await page.goto(`/t/${slug}/manage`);
    await waitUntilLoaded(page);
    expect(await page.getByLabel('Format').inputValue()).toBe('swiss');
    expect(await page.getByLabel('Swiss rounds').inputValue()).toBe('4');
    expect(await page.getByRole('radio', { name: /abapa/ }).isChecked()).toBe(true);
    expect(await page.getByLabel('Who moves first in game 1').inputValue()).toBe('coin-toss');
    expect(await page.getByLabel('Who moves first in the later games').inputValue()).toBe('winner-starts');
    expect(await page.getByRole('list', { name: 'Tie-break order' }).getByRole('listitem').allTextContents()).toEqual(
      reordered,
    );
    expectNoPageErrors(page);
  });

  test('FIDE tie-breaks added and house ones removed: the order saved is the one chosen', async () => {
    const page = await openPage('/sign-in?callbackUrl=/organise/new');
    await signIn(page, 'organiser@demo.warri-open.test', e2eApp().demoPassword);
    await page.waitForURL('**/organise/new');
    await waitUntilLoaded(page);

    await page.getByLabel('Name', { exact: true }).fill(`FIDE Tie-breaks Open ${Date.now() % 100000}`);
    await page.getByLabel('Format').selectOption('round-robin');
    const tieBreaks = page.getByRole('list', { name: 'Tie-break order' });
    for (const removed of ['Seeds captured', 'Sonneborn–Berger', /^Remove Buchholz/, /^Remove Head-to-head/])
      await page.getByRole('button', { name: typeof removed === 'string' ? `Remove ${removed}` : removed }).click();
    await page.getByRole('button', { name: /^Add Direct encounter, FIDE rules/ }).click();
    await page.getByRole('button', { name: /^Add Average rating of opponents/ }).click();
    await page.getByRole('button', { name: /^Move Direct encounter, FIDE rules.* up$/ }).click();
    const chosen = await tieBreaks.getByRole('listitem').allTextContents();
    expect(
      chosen.map((row) =>
        row
          .split(' (')[0]
          .replace(/^\d+\./, '')
          .replace(/, FIDE rules$/, ''),
      ),
    ).toEqual(['Direct encounter', 'Game difference', 'Average rating of opponents']);
    // What is not used stays on offer.
    await page.getByRole('button', { name: /^Add Buchholz cut-1, FIDE rules/ }).waitFor();

    await page.getByRole('button', { name: 'Create the tournament' }).click();
    await page.waitForURL('**/manage/entries');
    const slug = new URL(page.url()).pathname.split('/')[2];
    await page.goto(`/t/${slug}/manage`);
    await waitUntilLoaded(page);
    expect(await page.getByRole('list', { name: 'Tie-break order' }).getByRole('listitem').allTextContents()).toEqual(
      chosen,
    );
    expectNoPageErrors(page);
  });
});
