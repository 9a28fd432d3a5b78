// Forms keep every choice through a refusal, and what is then saved is what was chosen: the
// settings form (a radio, selects, a checkbox, the tie-breaks reordered, a format's setting seen
// away and back), the staff form's role, the control room's walkover and coin toss, the manual
// seeding and the admin's role select. And refusals read as sentences: a correction previewed
// with no winner says to choose one; a staff member's own result report says it counts at once.
import { eq } from 'drizzle-orm';
import type { Locator, Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { users } from '@/db/schema';
import { hashPassword } from '@/lib/auth/password';
import { appDatabase, callApi, describeE2E, e2eApp, setupBrowser, waitUntilLoaded } from './helpers';
import { signIn } from './sign-in';

const organiserEmail = 'organiser@demo.warri-open.test';
const jahmalEmail = 'jahmal@demo.warri-open.test';

async function organiserPage(openPage: (path: string) => Promise<Page>): Promise<Page> {
  const page = await openPage('/sign-in');
  await signIn(page, organiserEmail, e2eApp().demoPassword);
  return page;
}

/** A draft tournament of the demo organiser with `names` entered (not seeded): its slug and entries by name. */
async function draftWith(page: Page, label: string, names: string[], settings: Record<string, unknown> = {}) {
  const created = await callApi(page, 'POST', '/tournaments', {
    name: `${label} ${Date.now() % 100000}`,
    format: 'single-elimination',
    ...settings,
  });
  const slug = created.slug as string;
  const entries: Record<string, number> = {};
  for (const [index, displayName] of names.entries()) {
    const entry = await callApi(page, 'POST', `/tournaments/${slug}/entries`, {
      displayName,
      rating: 2000 - index * 100,
      sameNameConfirmed: true,
    });
    entries[displayName] = entry.id as number;
  }
  return { slug, entries };
}

const rowTexts = (list: Locator) => list.getByRole('listitem').allTextContents();

describeE2E('forms keep what the person gave', () => {
  const { openPage, expectNoPageErrors } = setupBrowser();
  const appDb = appDatabase();

  test('the settings form keeps a rule set, format, selects, a checkbox and the tie-break order through a refusal, and saves them', async () => {
    const page = await organiserPage(openPage);
    const { slug } = await draftWith(page, 'Settings Cup', []);
    await page.goto(`/t/${slug}/manage`);
    await waitUntilLoaded(page);

    await page.getByRole('radio', { name: /^Oware, standard tournament rules/ }).check();
    await page.getByLabel('Format', { exact: true }).selectOption('swiss');
    await page.getByLabel('Swiss rounds').fill('5');
    // A look at another format and back: what was typed for the Swiss is still there.
    await page.getByLabel('Format', { exact: true }).selectOption('groups');
    expect(await page.getByLabel('Swiss rounds').isVisible()).toBe(false);
    await page.getByLabel('Format', { exact: true }).selectOption('swiss');
    expect(await page.getByLabel('Swiss rounds').inputValue()).toBe('5');
    await page.getByLabel('Who moves first in game 1').selectOption('coin-toss');
    await page.getByLabel('Who moves first in the later games').selectOption('winner-starts');
    await page.getByLabel('Signed-in players may ask to enter (you approve each request)').check();
    await page.getByRole('button', { name: 'Move Seeds captured up' }).click();
    const tieBreaks = page.getByRole('list', { name: 'Tie-break order' });
    const chosenOrder = await rowTexts(tieBreaks);
    expect(chosenOrder[3]).toContain('Seeds captured');
    await page.getByLabel('First day (optional)').fill('2026-10-18');
    await page.getByLabel('Last day (optional)').fill('2026-10-17');

    const save = page.getByRole('button', { name: 'Save the set-up' });
    await save.click();
    await page.getByText('The last day cannot come before the first.').waitFor();
    const expectChoices = async () => {
      expect(await page.getByRole('radio', { name: /^Oware, standard tournament rules/ }).isChecked()).toBe(true);
      expect(await page.getByLabel('Format', { exact: true }).inputValue()).toBe('swiss');
      expect(await page.getByLabel('Swiss rounds').inputValue()).toBe('5');
      expect(await page.getByLabel('Who moves first in game 1').inputValue()).toBe('coin-toss');
      expect(await page.getByLabel('Who moves first in the later games').inputValue()).toBe('winner-starts');
      expect(await page.getByLabel('Signed-in players may ask to enter (you approve each request)').isChecked()).toBe(
        true,
      );
      expect(await rowTexts(tieBreaks)).toEqual(chosenOrder);
    };
    await expectChoices();
    expect(await page.getByLabel('Last day (optional)').inputValue()).toBe('2026-10-17');

    // Mended and saved: the stored set-up, drawn afresh, is what was chosen.
    await page.getByLabel('Last day (optional)').fill('2026-10-19');
    await save.click();
    await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
    await page.reload();
    await waitUntilLoaded(page);
    await expectChoices();
    expect(await page.getByLabel('Last day (optional)').inputValue()).toBe('2026-10-19');
    expectNoPageErrors(page);
  });

  test('the staff form keeps the role and the email through a refusal, and adds with the role chosen', async () => {
    const page = await organiserPage(openPage);
    const { slug } = await draftWith(page, 'Staff Cup', []);
    await page.goto(`/t/${slug}/staff`);
    await waitUntilLoaded(page);
    const nobody = `nobody-${Date.now()}@example.test`;
    await page.getByLabel('Co-organiser').check();
    await page.getByLabel('Their account’s email').fill(nobody);
    await page.getByRole('button', { name: 'Add to staff' }).click();
    await page.getByText('No account has this email. Ask them to sign up first, then add them.').waitFor();
    expect(await page.getByLabel('Co-organiser').isChecked()).toBe(true);
    expect(await page.getByLabel('Their account’s email').inputValue()).toBe(nobody);

    await page.getByLabel('Their account’s email').fill(jahmalEmail);
    await page.getByRole('button', { name: 'Add to staff' }).click();
    await page.getByRole('status').filter({ hasText: 'Added to the staff.' }).waitFor();
    await page
      .getByRole('listitem')
      .filter({ hasText: 'Jahmal Thomas' })
      .getByText('Co-organiser', { exact: true })
      .waitFor();
    expectNoPageErrors(page);
  });

  test('the manual seeding keeps its order through a refusal and saves it', async () => {
    const page = await organiserPage(openPage);
    const suffix = String(Date.now() % 100000);
    const names = [`Ada ${suffix}`, `Bea ${suffix}`, `Cleo ${suffix}`];
    const { slug } = await draftWith(page, 'Seeding Cup', names);
    await page.goto(`/t/${slug}/manage/seeding`);
    await waitUntilLoaded(page);
    const order = page.getByRole('list', { name: 'Seeding order' });
    await page.getByRole('button', { name: `Move ${names[2]} up` }).click();
    const chosen = await rowTexts(order);
    expect(chosen[1]).toContain(names[2]);

    // Someone enters a player meanwhile: the order no longer lists every entry and is refused.
    const late = await callApi(page, 'POST', `/tournaments/${slug}/entries`, { displayName: `Late ${suffix}` });
    const manual = page.locator('form').filter({ has: page.getByRole('heading', { name: 'By hand' }) });
    await manual.getByRole('button', { name: 'Save this order' }).click();
    await manual.getByRole('alert').waitFor();
    expect(await rowTexts(order)).toEqual(chosen);

    await callApi(page, 'DELETE', `/tournaments/${slug}/entries/${late.id as number}`);
    await manual.getByRole('button', { name: 'Save this order' }).click();
    await manual.getByRole('status').filter({ hasText: 'Order saved.' }).waitFor();
    await page.reload();
    await waitUntilLoaded(page);
    expect((await rowTexts(order)).map((text) => names.find((name) => text.includes(name)))).toEqual([
      names[0],
      names[2],
      names[1],
    ]);
    expectNoPageErrors(page);
  });

  test('the control room: a coin toss and a walkover save the side chosen, a refused walkover keeps it; a correction with no winner and a staff report say what is true', async () => {
    const page = await organiserPage(openPage);
    const suffix = String(Date.now() % 100000);
    const [ann, bo, cy, di] = ['Ann', 'Bo', 'Cy', 'Di'].map((name) => `${name} ${suffix}`);
    const { slug, entries } = await draftWith(page, 'Control Cup', [ann, bo, cy, di], { gameOneRule: 'coin-toss' });
    for (const id of Object.values(entries))
      await callApi(page, 'PUT', `/tournaments/${slug}/entries/${id}/check-in`, { checkedIn: true });
    await callApi(page, 'POST', `/tournaments/${slug}/seeding`, { method: 'rating' });
    await callApi(page, 'POST', `/tournaments/${slug}/start`);
    const matchNamed = async (key: string) => {
      const view = (await callApi(page, 'GET', `/tournaments/${slug}`)) as {
        stages: { matches: { id: number; key: string; winnerEntryId: number | null }[] }[];
      };
      return view.stages[0].matches.find((match) => match.key === key)!;
    };

    await page.goto(`/t/${slug}/manage/control`);
    await waitUntilLoaded(page);
    const control = (key: string) => page.getByTestId('control-match').filter({ hasText: key });

    // The coin toss: the side pressed is the one recorded.
    await control('W1-1').getByRole('button', { name: di, exact: true }).click();
    await control('W1-1').getByText('Coin toss for game 1: who won it?').waitFor({ state: 'detached' });

    // A walkover refused for its blank reason keeps the side chosen; mended, that side goes through.
    const second = control('W1-2');
    await second.getByText('Walkover in W1-2', { exact: true }).click();
    await second.getByRole('radio', { name: cy }).check();
    await second.getByLabel('Reason (kept in the audit log)').fill('   ');
    // The walkover asks first (it names the side chosen); the server then refuses the blank reason.
    const walkoverDialog = page.getByRole('dialog', { name: `Award W1-2 to ${cy} by walkover?` });
    await second.getByRole('button', { name: 'Award the walkover in W1-2' }).click();
    await walkoverDialog.getByRole('button', { name: 'Award the walkover' }).click();
    await second.getByText('Give a reason: it is kept in the audit log.').waitFor();
    expect(await second.getByRole('radio', { name: cy }).isChecked()).toBe(true);
    await second.getByLabel('Reason (kept in the audit log)').fill('Bo is unwell');
    await second.getByRole('button', { name: 'Award the walkover in W1-2' }).click();
    await walkoverDialog.getByRole('button', { name: 'Award the walkover' }).click();
    await page
      .getByRole('region', { name: 'Finished (1)' })
      .getByTestId('control-match')
      .filter({ hasText: 'W1-2' })
      .getByText(/^Walkover · /)
      .waitFor();
    expect((await matchNamed('W1-2')).winnerEntryId).toBe(entries[cy]);

    // A correction previewed with no winner chosen says so, in a sentence.
    const finished = page
      .getByRole('region', { name: 'Finished (1)' })
      .getByTestId('control-match')
      .filter({ hasText: 'W1-2' });
    await finished.getByText('Correct the result of W1-2', { exact: true }).click();
    await finished.getByRole('button', { name: 'Preview' }).click();
    await finished.getByText('Choose the winner of the series.').waitFor();
    expect(await finished.textContent()).not.toMatch(/Invalid input|expected number|received NaN/);

    // The organiser reports W1-1's first game, result only: a staff report counts at once, and says so.
    const reportPage = await organiserPage(openPage);
    await reportPage.goto(`/t/${slug}/m/${(await matchNamed('W1-1')).id}/report`);
    await waitUntilLoaded(reportPage);
    await reportPage.getByText(`Play game 1: ${di} moves first.`).waitFor();
    await reportPage.getByRole('tab', { name: 'Result only' }).click();
    const result = reportPage.getByRole('tabpanel', { name: 'Result only' });
    await result.getByLabel(/\(South\)$/).fill('25');
    await result.getByLabel(/\(North\)$/).fill('23');
    await result.getByRole('button', { name: 'Report game 1 (result only)' }).click();
    await result
      .getByRole('status')
      .filter({ hasText: 'Game 1 is reported (result only, unverified) and confirmed: it counts now.' })
      .waitFor();
    expect(await result.textContent()).not.toContain('once your opponent confirms it');
    expectNoPageErrors(page);
    expectNoPageErrors(reportPage);
  });

  test('the admin’s role select keeps the role chosen through a refusal, and saves a role chosen', async ({ skip }) => {
    const database = appDb();
    if (!database) return skip();
    const db = database.db;
    const stamp = Date.now();
    const password = 'an admin password 1';
    const [admin] = await db
      .insert(users)
      .values({
        email: `admin-${stamp}@example.test`,
        name: `Admin ${stamp}`,
        role: 'admin',
        passwordHash: await hashPassword(password),
      })
      .returning();
    const [member] = await db
      .insert(users)
      .values({ email: `member-${stamp}@example.test`, name: `Member ${stamp}`, role: 'player' })
      .returning();
    const page = await openPage('/sign-in');
    await signIn(page, admin.email, password);
    await page.goto('/admin/users');
    await waitUntilLoaded(page);

    // The only admin cannot step down: refused, and the select still shows what was chosen.
    const own = page.getByLabel(`Role of ${admin.name}`);
    await own.selectOption('organiser');
    await page.getByRole('button', { name: `Save role of ${admin.name}` }).click();
    await page.getByText('This is the only admin: make someone else an admin first.').waitFor();
    expect(await own.inputValue()).toBe('organiser');

    await page.getByLabel(`Role of ${member.name}`).selectOption('organiser');
    await page.getByRole('button', { name: `Save role of ${member.name}` }).click();
    await page
      .getByRole('listitem')
      .filter({ hasText: member.email })
      .getByRole('status')
      .filter({ hasText: 'Saved.' })
      .waitFor();
    const [stored] = await db.select({ role: users.role }).from(users).where(eq(users.id, member.id));
    expect(stored.role).toBe('organiser');
    expect(await page.getByLabel(`Role of ${member.name}`).inputValue()).toBe('organiser');
    expectNoPageErrors(page);
  });
});
