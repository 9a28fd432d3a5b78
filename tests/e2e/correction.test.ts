// An organiser corrects a finished series in the control room (the case of issue 15: a 2–0 that
// was really 1–2), and the public match page says so beside the games it overrules: the score
// shown is the corrected one, the games stay as played, and the correction line gives what it
// changes and why.
import { expect, test } from 'vitest';
import { findEntry } from '@/db/queries/entries';
import { actorOf } from '../auth/helpers';
import { matchByKey, playGames, seriesWonBy, startedTournament } from '../services/helpers';
import { appDatabase, describeE2E, e2eApp, setupBrowser, waitUntilLoaded } from './helpers';
import { signIn } from './sign-in';

const organiser = 'organiser@demo.warri-open.test';

describeE2E('correcting a result', () => {
  const { openPage, expectNoPageErrors } = setupBrowser();
  // The event is set up from the test process, on the app's own database.
  const appDb = appDatabase();

  test('the public match page shows the correction, its reason and the games as played', async ({ skip }) => {
    if (!appDb()) {
      console.warn(
        'correction e2e: the app runs on the embedded database; this test sets its event up from the test process and is skipped (run with TEST_DATABASE_URL).',
      );
      skip();
    }
    const db = appDb()!.db;
    const user = (await db.query.users.findFirst({ where: (row, { eq }) => eq(row.email, organiser) }))!;
    const { tournament } = await startedTournament(db, actorOf(user), 2, { format: 'round-robin', winsNeeded: 2 });
    const match = await matchByKey(db, tournament.id, 'R1-1');
    await playGames(db, match.id, seriesWonBy(1, 2));
    const [trevor, kwame] = await Promise.all([findEntry(db, match.entry1Id!), findEntry(db, match.entry2Id!)]).then(
      (rows) => rows.map((row) => row!.player.displayName),
    );

    const page = await openPage(`/sign-in?callbackUrl=/t/${tournament.slug}/manage/control`);
    await signIn(page, organiser, e2eApp().demoPassword);
    await page.waitForURL(`**/t/${tournament.slug}/manage/control`);
    await waitUntilLoaded(page);
    const card = page.getByTestId('control-match').filter({ hasText: 'R1-1' });
    const form = card.locator('details').filter({ hasText: 'Correct the result of R1-1' });
    await form.getByText('Correct the result of R1-1', { exact: true }).click();
    await form.getByLabel(kwame, { exact: true }).check();
    await form.getByLabel(`Wins, ${trevor}`).fill('1');
    await form.getByLabel(`Wins, ${kwame}`).fill('2');
    await form.getByLabel('Reason (kept in the audit log)').fill('Score sheet misread');
    await form.getByRole('button', { name: 'Preview' }).click();
    await form.getByRole('button', { name: 'Confirm the correction' }).click();
    await card.getByText('Finished · 1–2').waitFor();

    const publicPage = await openPage(`/t/${tournament.slug}/m/${match.id}`);
    const note = publicPage.getByRole('note');
    await note.waitFor();
    await expect(note.textContent()).resolves.toContain(
      `Result corrected by the arbiter: ${kwame} wins 2–1. The games recorded give ${trevor} 2–0; the correction takes 1 game win from ${trevor} and gives 2 game wins to ${kwame}. Reason: Score sheet misread.`,
    );
    // The games are shown as they were played; the series score is the corrected one.
    await expect(
      publicPage
        .getByRole('row')
        .filter({ hasText: `${trevor} won` })
        .count(),
    ).resolves.toBe(2);
    await publicPage.getByText('won the series').waitFor();
    await expect(publicPage.locator('p').filter({ hasText: 'won the series' }).textContent()).resolves.toContain(kwame);
    expectNoPageErrors(page);
    expectNoPageErrors(publicPage);
  });
});
