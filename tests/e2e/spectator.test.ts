// A spectator on a phone or a desktop: the page follows a result recorded elsewhere without a
// reload, a replay steps with the keyboard, a 32-player bracket fits the screen (it scrolls
// in its own frame) with every name shown whole, and a 64-player double elimination is drawn a
// section at a time, starting where the play is.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { appDatabase, describeE2E, overflowsHorizontally, setupBrowser, viewports } from './helpers';
import { makeOrganiser, matchByKey, matchesOf, playGames, startedTournament } from '../services/helpers';

const screenshots = join(process.cwd(), 'test-results');

describeE2E('following an event', () => {
  const { openPage, expectNoPageErrors } = setupBrowser();
  // Another app instance's writes, made from the test process on the app's own database.
  const appDb = appDatabase();
  const needsPostgres = () => {
    if (!appDb())
      console.warn(
        'spectator e2e: the app runs on the embedded database; tests that write from the test process are skipped (run with TEST_DATABASE_URL).',
      );
    return appDb() !== null;
  };

  test('the tournament page shows a result recorded elsewhere within a few seconds, without reloading', async ({
    skip,
  }) => {
    if (!needsPostgres()) skip();
    const db = appDb()!.db;
    const page = await openPage('/t/antiguan-open', { viewport: 'phone' });
    await page.locator('[data-live-state="live"]').waitFor({ timeout: 10_000 });
    await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
    const tournamentId = (await db.query.tournaments.findFirst({
      where: (row, { eq }) => eq(row.slug, 'antiguan-open'),
    }))!.id;
    const match = await matchByKey(db, tournamentId, 'W1-7');
    const expected = String((match.wins1 ?? 0) + 1);
    const started = Date.now();
    await playGames(db, match.id, [1]);
    await page.waitForFunction(
      (wins) => document.querySelector('[data-match="W1-7"] [data-wins]')?.textContent === wins,
      expected,
      { timeout: 5_000 },
    );
    console.log(`spectator e2e: the result showed ${Date.now() - started} ms after the write began`);
    expect(await page.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(
      true,
    );
    expectNoPageErrors(page);
  });

  test('a replay steps with the arrow keys, Home and End; its last position says the result and keeps the focus', async () => {
    const page = await openPage('/t/antiguan-open');
    await page.locator('[data-match="W1-1"]').click();
    await page.waitForURL(/\/t\/antiguan-open\/m\/\d+$/);
    await page.getByRole('heading', { level: 2, name: 'Replays' }).waitFor();
    const replay = page.locator('details[open] section[data-replay-ply]');
    await replay.focus();
    expect(await replay.getAttribute('data-replay-ply')).toBe('0');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await replay.getAttribute('data-replay-ply')).toBe('3');
    // The third move of the list is move 2 of the notation (1. C a 2. E …).
    await expect(replay.getByText(/^Move 2: /).count()).resolves.toBe(1);
    await page.keyboard.press('ArrowLeft');
    expect(await replay.getAttribute('data-replay-ply')).toBe('2');
    await page.keyboard.press('End');
    const total = (await replay.getByRole('group', { name: 'Replay controls' }).innerText()).match(/(\d+) \/ (\d+)/)!;
    expect(total[1]).toBe(total[2]);
    // The last position says how the game ended, and nobody is "to move".
    await expect(replay.locator('[data-result]').innerText()).resolves.toMatch(
      /^Result: (.+ \((South|North)\) wins \d+–\d+|Draw 24–24)\.$/,
    );
    await expect(replay.getByText('to move', { exact: true }).count()).resolves.toBe(0);
    await page.keyboard.press('ArrowLeft');
    await expect(replay.locator('[data-result]').count()).resolves.toBe(0);
    // Stepping onto the end with the "Next move" button keeps the focus on a control: the arrow keys still work.
    const next = replay.getByRole('button', { name: 'Next move' });
    await next.focus();
    await page.keyboard.press('Enter');
    expect(await replay.getAttribute('data-replay-ply')).toBe(total[2]);
    await replay.locator('[data-result]').waitFor();
    expect(
      await page.evaluate(
        () => document.activeElement !== document.body && document.activeElement?.getAttribute('aria-label'),
      ),
    ).toBe('Next move');
    expect(await next.getAttribute('aria-disabled')).toBe('true');
    await page.keyboard.press('Enter');
    expect(await replay.getAttribute('data-replay-ply')).toBe(total[2]);
    await page.keyboard.press('ArrowLeft');
    expect(await replay.getAttribute('data-replay-ply')).toBe(String(Number(total[2]) - 1));
    await replay.getByRole('button', { name: 'Last move' }).click();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Last move');
    await page.keyboard.press('ArrowLeft');
    expect(await replay.getAttribute('data-replay-ply')).toBe(String(Number(total[2]) - 1));
    await page.keyboard.press('Home');
    expect(await replay.getAttribute('data-replay-ply')).toBe('0');
    // Jumping to a move from the list.
    const fifth = replay.getByRole('list', { name: 'Moves' }).getByRole('button').nth(4);
    expect(await fifth.getAttribute('aria-label')).toMatch(/^Move 3, (South|North)'s [A-Fa-f]$/);
    await fifth.click();
    expect(await replay.getAttribute('data-replay-ply')).toBe('5');
    expectNoPageErrors(page);
  });

  test('a 32-player bracket on a phone and a desktop: no page-level sideways scroll, every name whole', async ({
    skip,
  }) => {
    if (!needsPostgres()) skip();
    const db = appDb()!.db;
    const { actor } = await makeOrganiser(db);
    const { tournament } = await startedTournament(db, actor, 32, { winsNeeded: 2 });
    for (const key of ['W1-1', 'W1-2', 'W1-16'])
      await playGames(db, (await matchByKey(db, tournament.id, key)).id, [1, 2, 1]);
    mkdirSync(screenshots, { recursive: true });
    for (const viewport of Object.keys(viewports) as (keyof typeof viewports)[]) {
      const page = await openPage(`/t/${tournament.slug}`, { viewport });
      expect(await overflowsHorizontally(page), viewport).toBe(false);
      const report = await page.evaluate(() => {
        const frame = document.querySelector('.bracket-frame')!;
        // The name's box is the element that would cut it short (text-overflow: ellipsis).
        const shown = [...frame.querySelectorAll('[data-player-name]')].map((element) => ({
          name: element.textContent ?? '',
          clipped: element.parentElement!.scrollWidth > element.parentElement!.clientWidth + 1,
        }));
        return { shown, frameScrolls: frame.scrollWidth > frame.clientWidth };
      });
      const distinct = new Set(report.shown.map((row) => row.name));
      expect(distinct.size, viewport).toBe(32);
      expect(
        report.shown.filter((row) => row.clipped),
        viewport,
      ).toEqual([]);
      // The bracket is wider than a phone: it scrolls inside its own frame.
      if (viewport === 'phone') expect(report.frameScrolls).toBe(true);
      await page.screenshot({ path: join(screenshots, `bracket-32-${viewport}.png`), fullPage: true });
      expectNoPageErrors(page);
    }
  });

  test('a 64-player double elimination: sections chosen by links, the busiest first, find a player across sections, every match by round', async ({
    skip,
  }) => {
    if (!needsPostgres()) skip();
    const db = appDb()!.db;
    const { actor } = await makeOrganiser(db);
    const { tournament } = await startedTournament(db, actor, 64, { format: 'double-elimination', winsNeeded: 2 });
    // Two matches over in the first winners section, one game played in the second: the second is busier.
    for (const key of ['W1-1', 'W1-2']) await playGames(db, (await matchByKey(db, tournament.id, key)).id, [1, 1]);
    await playGames(db, (await matchByKey(db, tournament.id, 'W1-20')).id, [1]);

    const page = await openPage(`/t/${tournament.slug}`, { viewport: 'phone' });
    const chooser = page.getByRole('navigation', { name: 'Sections of the draw' });
    const winners = chooser.getByRole('list', { name: 'Winners bracket' });
    await expect(winners.locator('[aria-current="page"]').innerText()).resolves.toMatch(
      /^Section 2\n.+ – .+\n1 in play$/,
    );
    await expect(chooser.getByRole('link').count()).resolves.toBe(6);
    const frame = page.locator('.bracket-frame');
    await frame.locator('[data-match="W1-20"]').waitFor();
    await expect(frame.locator('[data-match="W1-1"]').count()).resolves.toBe(0);
    // The section and the grand final: 31 + 1 boxes instead of 125; "jump to a round" within them.
    await expect(frame.locator('[data-match]').count()).resolves.toBe(32);
    const jumps = page.getByRole('navigation', { name: 'Rounds of the brackets picture' }).getByRole('link');
    await expect(jumps.allInnerTexts()).resolves.toEqual([
      'Winners round of 64',
      'Winners round of 32',
      'Winners round of 16',
      'Winners quarter-finals',
      'Winners semi-finals',
      'Grand final',
    ]);
    expect(await overflowsHorizontally(page)).toBe(false);
    const inPlay = (await frame.locator('[data-match="W1-20"] [data-player-name]').first().textContent())!;

    // Another section: its boxes, the link marked as the page shown.
    await winners.getByRole('link', { name: /^Section 1/ }).click();
    await page.waitForURL(/\?section=winners-1$/);
    await frame.locator('[data-match="W1-1"]').waitFor();
    await expect(frame.locator('[data-match="W1-20"]').count()).resolves.toBe(0);
    await expect(winners.locator('[aria-current="page"]').innerText()).resolves.toMatch(/^Section 1/);
    expect(await overflowsHorizontally(page)).toBe(false);

    // Find a player who is not in this section: their section opens, their match highlighted.
    await page.getByLabel('Find a player').fill(inPlay);
    await page.waitForURL(/\?section=winners-2#find=\d+$/);
    await page.getByText(`Showing ${inPlay}'s matches.`).waitFor();
    const highlighted = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('.bracket-frame [data-match]')]
        .filter((box) => getComputedStyle(box).outlineStyle === 'solid')
        .map((box) => box.dataset.match),
    );
    expect(highlighted).toEqual(['W1-20']);
    await page.screenshot({ path: join(screenshots, 'bracket-de64-phone.png'), fullPage: true });
    expectNoPageErrors(page);

    // Every match, as text, on the page the tournament page links to.
    await page.getByRole('link', { name: 'All matches by round (text list)' }).click();
    await page.waitForURL(`**/t/${tournament.slug}/rounds`);
    await page.locator('.match-card').first().waitFor();
    await expect(page.locator('.match-card').count()).resolves.toBe((await matchesOf(db, tournament.id)).length);

    // The embed has the same sections, which stay in the frame; the boxes open a new tab.
    const embed = await openPage(`/embed/${tournament.slug}?section=losers-final`, { viewport: 'phone' });
    const losers = embed
      .getByRole('navigation', { name: 'Sections of the draw' })
      .getByRole('list', { name: 'Losers bracket' });
    await expect(losers.locator('[aria-current="page"]').getAttribute('href')).resolves.toBe(
      `/embed/${tournament.slug}?section=losers-final`,
    );
    await expect(embed.locator('.bracket-frame [data-match="L10-1"]').getAttribute('target')).resolves.toBe('_blank');
    expectNoPageErrors(embed);
  });

  test('find a player highlights their matches; the embed is the bracket alone and may be framed', async () => {
    const page = await openPage('/t/antiguan-open', { viewport: 'phone' });
    await page.getByLabel('Find a player').fill('Vivian Samuel');
    await page.getByText("Showing Vivian Samuel's matches.").waitFor();
    const highlighted = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('.bracket-frame [data-match]')]
        .filter((box) => getComputedStyle(box).outlineStyle === 'solid')
        .map((box) => box.dataset.match),
    );
    // Seed 1 won W1-1 and W2-1 and waits in W3-1.
    expect(highlighted).toEqual(['W1-1', 'W2-1', 'W3-1']);
    const fit = page.getByRole('button', { name: 'Fit to screen' });
    await fit.click();
    await expect(fit.getAttribute('aria-pressed')).resolves.toBe('true');
    expect(await overflowsHorizontally(page)).toBe(false);

    const response = await page.goto('/embed/antiguan-open');
    expect(response?.headers()['x-frame-options']).toBeUndefined();
    expect(response?.headers()['content-security-policy']).toContain('frame-ancestors *');
    await page.locator('[data-match="W1-1"]').waitFor();
    expect(await page.locator('body > header').isVisible()).toBe(false);
    expect(await page.locator('[data-match="W1-1"]').getAttribute('target')).toBe('_blank');
    expectNoPageErrors(page);
  });
});
