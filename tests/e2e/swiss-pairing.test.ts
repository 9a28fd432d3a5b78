// The organiser previews the next Swiss round, swaps two players between boards, is told before
// saving what the pairing now breaks, and publishes it (issue 19 §3): on a 360-pixel phone, with
// selects and buttons only, axe-clean, and the round stored as drawn.
import { expect, test } from 'vitest';
import { listAuditLog } from '@/db/queries/audit-log';
import { previewSwissRound } from '@/lib/services/tournaments/preview-swiss-round';
import { actorOf } from '../auth/helpers';
import { matchesOf, playGames, readyMatches, seriesWonBy, startedTournament } from '../services/helpers';
import { expectNoAxeViolations } from './axe';
import { appDatabase, describeE2E, e2eApp, overflowsHorizontally, setupBrowser, waitUntilLoaded } from './helpers';
import { signIn } from './sign-in';

const organiser = 'organiser@demo.warri-open.test';

describeE2E('the pairing preview of a Swiss round', () => {
  const { openPage, expectNoPageErrors } = setupBrowser();
  const appDb = appDatabase();

  test('previews, swaps two players, sees the breach and publishes the round as drawn', async ({ skip }) => {
    if (!appDb()) {
      console.warn('swiss-pairing e2e: sets its event up from the test process; run with TEST_DATABASE_URL.');
      skip();
    }
    const db = appDb()!.db;
    const user = (await db.query.users.findFirst({ where: (row, { eq }) => eq(row.email, organiser) }))!;
    const actor = actorOf(user);
    const { tournament, entries } = await startedTournament(db, actor, 6, {
      format: 'swiss',
      rounds: 3,
      winsNeeded: 1,
    });
    const seed = new Map(entries.map((entry, index) => [entry.id, index]));
    for (const match of await readyMatches(db, tournament.id))
      await playGames(db, match.id, seriesWonBy(seed.get(match.entry1Id!)! < seed.get(match.entry2Id!)! ? 1 : 2, 1));
    const preview = await previewSwissRound(db, actor, tournament.id);
    const label = (entry: number) => {
      const player = preview.players.find((each) => each.entry === entry)!;
      return `${player.name} (${player.score})`;
    };
    const [top, , bottom] = preview.proposal.boards;

    const page = await openPage(`/sign-in?callbackUrl=/t/${tournament.slug}/manage/pairing`, {
      viewport: 'smallPhone',
    });
    await signIn(page, organiser, e2eApp().demoPassword);
    await page.waitForURL(`**/t/${tournament.slug}/manage/pairing`);
    await waitUntilLoaded(page);
    await page.getByRole('heading', { name: 'Round 2: pairing preview' }).waitFor();
    await page.getByRole('heading', { name: 'Why these pairings' }).waitFor();
    await expect(page.getByText('Who moves first: E.').count()).resolves.toBe(3);
    await expectNoAxeViolations(page, 'the pairing preview');
    expect(await overflowsHorizontally(page)).toBe(false);

    // Nothing is written by looking.
    expect(await matchesOf(db, tournament.id)).toHaveLength(3);

    const swap = page.getByRole('form', { name: 'Swap two players' });
    await swap.getByLabel('Player', { exact: true }).selectOption({ label: label(top.second) });
    await swap.getByLabel('Other player').selectOption({ label: label(bottom.first) });
    await swap.getByRole('button', { name: 'Swap' }).click();
    await page.getByText('1 change to the proposal').waitFor();
    const board1 = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Board 1' }) });
    await board1.getByText('have different scores: one floats (C.5, C.6)').waitFor();
    await board1.getByText('Changed by hand').waitFor();
    await expectNoAxeViolations(page, 'the pairing preview, changed');

    await page.getByRole('button', { name: 'Publish round 2' }).click();
    await page.waitForURL(`**/t/${tournament.slug}/manage`);
    const round2 = (await matchesOf(db, tournament.id)).filter((match) => match.round === 2);
    expect(round2.map((match) => [match.entry1Id, match.entry2Id])).toEqual([
      [top.first, bottom.first],
      [preview.proposal.boards[1].first, preview.proposal.boards[1].second],
      [top.second, bottom.second],
    ]);
    const [audit] = await listAuditLog(db, tournament.id, { actions: ['round-paired-by-hand'] });
    expect(audit.after).toMatchObject({
      round: 2,
      edits: [{ kind: 'swap-players', entries: [top.second, bottom.first] }],
    });
    expectNoPageErrors(page);
  });
});
