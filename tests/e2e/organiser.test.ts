// An organiser runs an event from the browser: creates a tournament, enters players (one from a
// CSV list, previewed first), seeds them (reordering by keyboard too), previews the draw, starts,
// sees the bracket on the public page, and settles a ready match by walkover in the control room;
// removing, withdrawing and awarding a walkover each ask first.
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { describeE2E, e2eApp, setupBrowser, waitUntilLoaded } from './helpers';
import { signIn } from './sign-in';

const organiser = 'organiser@demo.warri-open.test';

/** Enters a new player from the entries page, checked in. */
async function enterNewPlayer(page: Page, name: string, rating: string): Promise<void> {
  const form = page.locator('form').filter({ has: page.getByRole('heading', { name: 'A new player' }) });
  await form.getByLabel('Name', { exact: true }).fill(name);
  await form.getByLabel('Rating (optional)').fill(rating);
  await form.getByLabel('Checked in (here today)').check();
  await form.getByRole('button', { name: 'Enter the player' }).click();
  await form.getByText(`${name} is entered.`).waitFor();
}

describeE2E('organiser', () => {
  const { openPage, expectNoPageErrors } = setupBrowser();

  test('create → enter players (one by CSV import) → seed → preview → start → the bracket appears; a walkover in the control room', async () => {
    const suffix = String(Date.now() % 100000);
    const name = `Organiser Cup ${suffix}`;
    const page = await openPage('/sign-in?callbackUrl=/organise');
    await signIn(page, organiser, e2eApp().demoPassword);
    await page.waitForURL('**/organise');
    await page.getByRole('link', { name: 'New tournament' }).click();
    await page.waitForURL('**/organise/new');

    // Create: every rule set is offered with its description; a Swiss would ask for rounds.
    await expect(page.getByRole('radio').count()).resolves.toBe(4);
    await page.getByLabel('Format').selectOption('swiss');
    await page.getByLabel('Swiss rounds').waitFor();
    await page.getByLabel('Format').selectOption('single-elimination');
    expect(await page.getByLabel('Swiss rounds').isVisible()).toBe(false);
    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByLabel('Game wins that take a series').fill('1');
    await page.getByRole('button', { name: 'Create the tournament' }).click();
    await page.waitForURL('**/manage/entries');
    await waitUntilLoaded(page);
    const slug = new URL(page.url()).pathname.split('/')[2];

    // Enter three players by hand and one from a CSV list, previewed first.
    await enterNewPlayer(page, `Ava ${suffix}`, '1900');
    await enterNewPlayer(page, `Ben ${suffix}`, '1800');
    await enterNewPlayer(page, `Cal ${suffix}`, '1700');
    const imported = `Dee ${suffix}`;
    await page.getByLabel('or paste it').fill(`name,club,rating\n${imported},Saint John,1600\n,No Name Club,x`);
    await page.getByRole('button', { name: 'Preview' }).click();
    await page.getByText('1 line has problems').waitFor();
    expect(await page.getByRole('button', { name: /^Import/ }).count()).toBe(0);
    await page.getByLabel('or paste it').fill(`name,club,rating\n${imported},Saint John,1600`);
    await page.getByRole('button', { name: 'Preview' }).click();
    const previewRow = page.getByRole('row').filter({ hasText: imported });
    await previewRow.getByRole('cell', { name: 'New', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Import 1 player' }).click();
    await page.getByText('1 player entered.').waitFor();
    await page.getByRole('button', { name: `Check in ${imported}` }).click();
    await page.getByTestId('entry-count').getByText('4 active · 4 checked in · 0 withdrawn').waitFor();

    // A fifth player entered by mistake. Remove asks first, saying what it does; Cancel (or Escape)
    // keeps them; the question is answered by keyboard too.
    const extra = `Eve ${suffix}`;
    await enterNewPlayer(page, extra, '1500');
    await page.getByTestId('entry-count').getByText('5 active · 5 checked in · 0 withdrawn').waitFor();
    const remove = page.getByRole('button', { name: `Remove ${extra}` });
    const removeDialog = page.getByRole('dialog', { name: `Remove ${extra}?` });
    await remove.click();
    await removeDialog.getByText('their player record stays').waitFor();
    await removeDialog.getByRole('button', { name: 'Cancel' }).click();
    await removeDialog.waitFor({ state: 'hidden' });
    await page.reload();
    await waitUntilLoaded(page);
    await page.getByTestId('entry-count').getByText('5 active · 5 checked in · 0 withdrawn').waitFor();
    await remove.focus();
    await page.keyboard.press('Enter');
    await removeDialog.waitFor();
    await page.keyboard.press('Escape');
    await removeDialog.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(`Remove ${extra}`);
    await page.keyboard.press('Enter');
    await removeDialog.waitFor();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(`Remove ${extra}`);
    await page.keyboard.press('Enter');
    await page.getByTestId('entry-count').getByText('4 active · 4 checked in · 0 withdrawn').waitFor();
    expect(await page.getByText(extra).count()).toBe(0);

    // Seed by rating; then move the last seed up by keyboard: the focus stays on its button.
    await page.getByRole('navigation', { name: 'Tournament staff' }).getByRole('link', { name: 'Seeding' }).click();
    await page.waitForURL('**/manage/seeding');
    // A random draw shows its seed and says, in an organiser's words, what the seed is for.
    await page.getByLabel('Draw seed (optional)').fill('2026');
    await page.getByRole('button', { name: 'Draw at random' }).click();
    await page.getByText('Drawn with seed 2026.').waitFor();
    const drawSeed = page.locator('p').filter({ has: page.getByTestId('draw-seed') });
    await drawSeed.waitFor();
    const seedText = (await drawSeed.textContent()) ?? '';
    expect(seedText).toContain('the same seed and the same entries always give the same order');
    expect(seedText).not.toMatch(/lib\/|cyrb|SFC/i);
    await page.getByRole('button', { name: 'Seed by rating' }).click();
    await page.getByRole('status').filter({ hasText: 'Seeded by rating.' }).waitFor();
    const preview = page.getByRole('list', { name: 'Semi-finals pairings' });
    await preview.getByText(`Ava ${suffix} (1) v ${imported} (4)`).waitFor();
    const moveUp = page.getByRole('button', { name: `Move ${imported} up` });
    await moveUp.focus();
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(`Move ${imported} up`);
    const order = page.getByRole('list', { name: 'Seeding order' });
    await expect(order.getByRole('listitem').nth(2).textContent()).resolves.toContain(imported);
    await page.getByRole('button', { name: 'Save this order' }).click();
    await page.getByRole('status').filter({ hasText: 'Order saved.' }).waitFor();
    await preview.getByText(`Ava ${suffix} (1) v Cal ${suffix} (4)`).waitFor();

    // Start, confirmed in a dialog.
    await page.getByRole('navigation', { name: 'Tournament staff' }).getByRole('link', { name: 'Settings' }).click();
    await page.waitForURL(`**/t/${slug}/manage`);
    await page.getByRole('button', { name: 'Start the tournament' }).click();
    const dialog = page.getByRole('dialog', { name: `Start ${name}?` });
    await dialog.getByRole('button', { name: 'Start now' }).click();
    await page.getByRole('heading', { name: 'Running' }).waitFor();
    await page.getByText('3 matches are still to be played.').waitFor();
    // Once started, the files are a click away: a knockout has no TRF, which describes a Swiss.
    const files = page.getByRole('region', { name: 'Files to download' });
    await expect(files.getByRole('link', { name: 'Standings (CSV)' }).getAttribute('href')).resolves.toBe(
      `/t/${slug}/export/standings.csv`,
    );
    await expect(files.getByRole('link', { name: 'FIDE report file (TRF)' }).count()).resolves.toBe(0);

    // The bracket is public.
    const bracket = await openPage(`/t/${slug}`);
    await bracket.getByRole('link', { name: 'All matches by round (text list)' }).click();
    await bracket.waitForURL(`**/t/${slug}/rounds`);
    await bracket.getByRole('heading', { name: 'Semi-finals', exact: true }).waitFor();
    await bracket.getByRole('heading', { name: 'Final', exact: true }).waitFor();
    await expect(bracket.getByText(`Ava ${suffix}`).count()).resolves.toBeGreaterThan(0);

    // The control room lists both semi-finals as ready; a walkover settles one.
    await page.goto(`/t/${slug}/manage/control`);
    await waitUntilLoaded(page);
    const ready = page.getByRole('region', { name: 'Ready to start (2)' });
    const semi = ready.getByTestId('control-match').filter({ hasText: 'W1-1' });
    await semi.getByText('Walkover in W1-1', { exact: true }).click();
    await semi.getByLabel(`Ava ${suffix}`).check();
    await semi.getByLabel('Reason (kept in the audit log)').fill('Cal is unwell');
    // The walkover asks first, naming who goes through; Cancel awards nothing.
    const walkoverDialog = page.getByRole('dialog', { name: `Award W1-1 to Ava ${suffix} by walkover?` });
    await semi.getByRole('button', { name: 'Award the walkover in W1-1' }).click();
    await walkoverDialog.getByText(`Cal ${suffix} loses the match`).waitFor();
    await walkoverDialog.getByRole('button', { name: 'Cancel' }).click();
    await walkoverDialog.waitFor({ state: 'hidden' });
    await page.reload();
    await waitUntilLoaded(page);
    await page.getByRole('region', { name: 'Ready to start (2)' }).waitFor();
    expect(await page.getByRole('region', { name: 'Finished (1)' }).count()).toBe(0);
    await semi.getByText('Walkover in W1-1', { exact: true }).click();
    await semi.getByLabel(`Ava ${suffix}`).check();
    await semi.getByLabel('Reason (kept in the audit log)').fill('Cal is unwell');
    await semi.getByRole('button', { name: 'Award the walkover in W1-1' }).click();
    await walkoverDialog.getByRole('button', { name: 'Award the walkover' }).click();
    const finished = page.getByRole('region', { name: 'Finished (1)' });
    await finished.getByTestId('control-match').filter({ hasText: 'W1-1' }).getByText('Walkover · 1–0').waitFor();
    await page.getByRole('region', { name: 'Ready to start (1)' }).waitFor();

    // Withdrawing a player asks first, saying their remaining matches are forfeited.
    const withdrawing = page
      .getByRole('region', { name: 'Withdraw a player' })
      .getByRole('listitem')
      .filter({ hasText: imported });
    await withdrawing.locator('summary').click();
    await withdrawing.getByLabel(`Why ${imported} withdraws`).fill('Called away');
    await withdrawing
      .locator('form')
      .getByRole('button', { name: `Withdraw ${imported}` })
      .click();
    const withdrawDialog = page.getByRole('dialog', { name: `Withdraw ${imported}?` });
    await withdrawDialog.getByText('Their remaining matches are forfeited').waitFor();
    await page.keyboard.press('Escape');
    await withdrawDialog.waitFor({ state: 'hidden' });
    await page.reload();
    await waitUntilLoaded(page);
    await page.getByRole('region', { name: 'Ready to start (1)' }).waitFor();
    await withdrawing.locator('summary').click();
    await withdrawing.getByLabel(`Why ${imported} withdraws`).fill('Called away');
    await withdrawing
      .locator('form')
      .getByRole('button', { name: `Withdraw ${imported}` })
      .click();
    await withdrawDialog.getByRole('button', { name: `Withdraw ${imported}` }).click();
    await page
      .getByRole('region', { name: 'Finished (2)' })
      .getByTestId('control-match')
      .filter({ hasText: 'W1-2' })
      .getByText('Walkover · 1–0')
      .waitFor();

    // And the audit log says who did it and why.
    await page.goto(`/t/${slug}/manage/audit`);
    await waitUntilLoaded(page);
    await page
      .getByTestId('audit-row')
      .getByText(`Desiree Walter awarded W1-1 to Ava ${suffix} by walkover. Reason: Cal is unwell.`)
      .waitFor();
    await page
      .getByTestId('audit-row')
      .getByText(`Desiree Walter withdrew ${imported}. Reason: Called away.`)
      .waitFor();
    await page.getByTestId('audit-row').getByText(`Desiree Walter removed ${extra} from the entries.`).waitFor();
    expectNoPageErrors(page);
    expectNoPageErrors(bracket);
  });
});
