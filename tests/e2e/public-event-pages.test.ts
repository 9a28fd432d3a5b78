// The public page of an event before and after its play: open for registration it lists its
// entrants (following entries made elsewhere without a reload) and offers "Ask to enter", which
// sends a signed-out visitor to sign in (or up) and back; a knockout shows its places, so far while
// it runs and final once it has its champion. On a phone, nothing scrolls sideways.
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { addEntry } from '@/lib/services/entries/add-entry';
import { withdrawEntry } from '@/lib/services/entries/withdraw-entry';
import { makeTournament, makeUser, unique } from '../db/fixtures';
import { actorOf } from '../auth/helpers';
import { makeOrganiser, matchByKey, playGames, readyMatches, startedTournament } from '../services/helpers';
import { appDatabase, describeE2E, overflowsHorizontally, setupBrowser } from './helpers';

describeE2E('public event pages', () => {
  const { openPage, expectNoPageErrors } = setupBrowser();
  // Entries and results written as another app instance (or the organiser's device) would.
  const appDb = appDatabase();
  const needsPostgres = () => {
    if (!appDb())
      console.warn(
        'public event pages e2e: the app runs on the embedded database; these tests write from the test process and are skipped (run with TEST_DATABASE_URL).',
      );
    return appDb() !== null;
  };

  const entrantNames = (page: Page) =>
    page
      .getByRole('list', { name: /^Entrants/ })
      .getByRole('link')
      .allInnerTexts();

  test('an open event lists its entrants live and offers "Ask to enter", through sign-up and back', async ({
    skip,
  }) => {
    if (!needsPostgres()) skip();
    const db = appDb()!.db;
    const organiser = await makeUser(db, { role: 'organiser' });
    const actor = actorOf(organiser);
    const tournament = await makeTournament(db, {
      organiserId: organiser.id,
      name: unique('Parish Open'),
      status: 'registration',
      selfRegistration: true,
    });
    const entry = (displayName: string, club: string | null) =>
      addEntry(db, actor, tournament.id, {
        playerId: null,
        displayName,
        club,
        country: 'AG',
        rating: null,
        checkedIn: false,
      });
    const [first, second] = [unique('Desiree Joseph'), unique('Kwame Boateng')];
    await entry(first, 'Saint John');
    const leaving = await entry(second, null);

    const page = await openPage(`/t/${tournament.slug}`, { viewport: 'phone' });
    await page.locator('[data-live-state="live"]').waitFor({ timeout: 10_000 });
    await expect(entrantNames(page)).resolves.toEqual([first, second]);
    await page
      .getByRole('list', { name: /^Entrants/ })
      .getByText('Saint John · AG')
      .waitFor();
    expect(await page.getByTestId('entrant-count').textContent()).toBe('(2)');
    expect(await overflowsHorizontally(page)).toBe(false);

    // Entries made elsewhere reach the open page without a reload.
    const third = unique('Trevor Simon');
    await entry(third, 'Saint Paul');
    await page
      .getByRole('list', { name: /^Entrants/ })
      .getByRole('link', { name: third })
      .waitFor({ timeout: 5_000 });
    await withdrawEntry(db, actor, { entryId: leaving.id, reason: 'Cannot come.' });
    await page
      .getByRole('list', { name: /^Entrants/ })
      .getByRole('link', { name: second })
      .waitFor({ state: 'detached', timeout: 5_000 });
    await expect(entrantNames(page)).resolves.toEqual([first, third]);
    expectNoPageErrors(page);

    // A signed-out visitor asks to enter: to sign-in, on to sign-up, and back to the request form.
    await page.getByRole('link', { name: 'Ask to enter' }).click();
    await page.waitForURL(
      (url) => url.pathname === '/sign-in' && url.searchParams.get('callbackUrl') === `/t/${tournament.slug}/enter`,
    );
    await page.getByRole('link', { name: 'Sign up' }).click();
    await page.getByLabel('Your name').fill('Anselm');
    await page.getByLabel('Email').fill(`${unique('anselm')}@example.test`);
    await page.getByLabel('Password', { exact: true }).fill('a long password 1');
    await page.getByLabel('The password again').fill('a long password 1');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.waitForURL(`**/t/${tournament.slug}/enter`);
    await page.getByLabel('Name you play under').waitFor();
    await page.getByRole('button', { name: 'Ask to enter' }).waitFor();
    expect(await overflowsHorizontally(page)).toBe(false);
    expectNoPageErrors(page);
  });

  test('a knockout: "Placings so far" while it runs, "Final placings" once it has its champion', async ({ skip }) => {
    if (!needsPostgres()) skip();
    const db = appDb()!.db;
    const { actor } = await makeOrganiser(db);
    const { tournament, entries } = await startedTournament(db, actor, 8, { winsNeeded: 1 });
    const name = (seed: number) => entries[seed - 1].player.displayName;
    await playGames(db, (await matchByKey(db, tournament.id, 'W1-1')).id, [1]);

    const page = await openPage(`/t/${tournament.slug}`, { viewport: 'phone' });
    const placings = page.getByRole('region', { name: 'Placings so far' });
    await expect(placings.getByRole('listitem').allInnerTexts()).resolves.toEqual([`5th–8th\n${name(8)}`]);
    expect(await overflowsHorizontally(page)).toBe(false);

    // Played to the end (the better seed winning); the organiser has not closed it yet.
    for (
      let ready = await readyMatches(db, tournament.id);
      ready.length > 0;
      ready = await readyMatches(db, tournament.id)
    ) {
      for (const match of ready) await playGames(db, match.id, [1]);
    }
    await page.reload();
    const final = page.getByRole('region', { name: 'Final placings' });
    // The placings stream in after the page's head: read them once they are there.
    await final.getByRole('listitem').first().waitFor();
    const rows = await final.getByRole('listitem').allInnerTexts();
    expect(rows.map((row) => row.split('\n')[0])).toEqual(['1st', '2nd', '3rd–4th', '5th–8th']);
    expect(rows[0]).toBe(`1st\n${name(1)}`);
    expect(rows[2].split('\n')[1].split(', ').sort()).toEqual([name(3), name(4)].sort());
    expect(await overflowsHorizontally(page)).toBe(false);
    expectNoPageErrors(page);
  });
});
