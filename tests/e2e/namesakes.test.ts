// One person, one record, from the organiser's page: adding a player whose name is on record asks
// whether it is the same person (the form keeps what was typed); saying "someone else" adds the
// namesake; the two records then show under "Same name, more than one record", and merging them
// asks first, then leaves one record holding both.
import { expect, test } from 'vitest';
import { describeE2E, e2eApp, setupBrowser, waitUntilLoaded } from './helpers';
import { signIn } from './sign-in';

describeE2E('namesakes', () => {
  const { openPage, expectNoPageErrors } = setupBrowser();

  test('a name on record is asked about, a namesake is added on "someone else", and two records of one person are merged', async () => {
    const surname = `Núñez${String(Date.now() % 100000)}`;
    const page = await openPage('/sign-in?callbackUrl=/organise');
    await signIn(page, 'organiser@demo.warri-open.test', e2eApp().demoPassword);
    await page.waitForURL('**/organise');
    await waitUntilLoaded(page);
    const form = page.locator('form').filter({ has: page.getByRole('heading', { name: 'Add a player' }) });

    await form.getByLabel('Name', { exact: true }).fill(`José ${surname}`);
    await form.getByLabel('Club or parish (optional)').fill('Bolans');
    await form.getByRole('button', { name: 'Add player and make a claim code' }).click();
    await form.getByTestId('claim-code').waitFor();

    // The same name in capitals, without its accent, with a second space: asked, nothing added.
    const again = `JOSE  ${surname.toUpperCase()}`;
    await form.getByLabel('Name', { exact: true }).fill(again);
    await form.getByLabel('Club or parish (optional)').fill('Parham');
    await form.getByRole('button', { name: 'Add player and make a claim code' }).click();
    const question = form.getByRole('group', { name: 'Is this the same person?' });
    await question.waitFor();
    expect(await question.textContent()).toContain(`José ${surname} (#`);
    expect(await question.textContent()).toContain('Bolans');
    expect(await form.getByLabel('Name', { exact: true }).inputValue()).toBe(again);
    expect(await form.getByLabel('Club or parish (optional)').inputValue()).toBe('Parham');

    await question.getByRole('button', { name: /is someone else: add a new record/ }).click();
    await form.getByTestId('claim-code').waitFor();
    expect(await form.getByText(`Claim code for ${again.replace('  ', ' ')}`).count()).toBe(1);

    // Both records show as one name; merging asks what moves where, then leaves one record.
    await page.reload();
    await waitUntilLoaded(page);
    const merge = page
      .getByRole('region', { name: 'Same name, more than one record' })
      .locator('form')
      .filter({ hasText: surname });
    await merge.getByRole('button', { name: 'Merge the records' }).click();
    const dialog = page.getByRole('dialog', { name: /^Merge .* into .*\?$/ });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('This cannot be undone.');
    await dialog.getByRole('button', { name: /^Merge into #/ }).click();
    // Merged, the pair is no longer two records of one name: its group goes from the page.
    await merge.waitFor({ state: 'detached' });
    await page.reload();
    await waitUntilLoaded(page);
    const mine = page.getByRole('listitem').filter({ hasText: new RegExp(surname, 'i') });
    expect(await mine.count()).toBe(1);
    expectNoPageErrors(page);
  });

  test('a name with a right-to-left override is refused with what and where, and kept as typed', async () => {
    const page = await openPage('/sign-in?callbackUrl=/organise');
    await signIn(page, 'organiser@demo.warri-open.test', e2eApp().demoPassword);
    await page.waitForURL('**/organise');
    await waitUntilLoaded(page);
    const form = page.locator('form').filter({ has: page.getByRole('heading', { name: 'Add a player' }) });
    await form.getByLabel('Name', { exact: true }).fill('\u202Eexe.gnp');
    await form.getByRole('button', { name: 'Add player and make a claim code' }).click();
    await form.getByText(/U\+202E, right-to-left override/).waitFor();
    expect(await form.getByLabel('Name', { exact: true }).inputValue()).toBe('\u202Eexe.gnp');
    expectNoPageErrors(page);
  });
});
