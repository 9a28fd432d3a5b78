// Reporting games in the browser. The demo organiser sets up a 3-player knockout through the JSON
// API (Keisha Henry and Jahmal Thomas of the demo accounts meet in W1-2; the top seed waits in the
// final). Keisha finds the match on /play, records game 1 on the board move by move (an illegal tap
// refused with the rule's sentence, a move undone) and Jahmal confirms with his PIN on her phone;
// she pastes game 2 with a mistake that the preview points at, fixes it, and Jahmal confirms on his
// own phone; results-only reports take Keisha to six wins, and the final gets its second player.
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { SAMPLE_GAMES, nameLastMove, parseMoves } from '@/core/warri';
import { callApi, describeE2E, e2eApp, screenshot, setupBrowser, overflowsHorizontally } from './helpers';
import { signIn } from './sign-in';

const { openPage, expectNoPageErrors } = setupBrowser();
const organiserEmail = 'organiser@demo.warri-open.test';
const keishaEmail = 'keisha@demo.warri-open.test';
const jahmalEmail = 'jahmal@demo.warri-open.test';
const JAHMAL_PIN = '8642';

const sample = (name: string) => SAMPLE_GAMES.find((game) => game.name === name)!.moves;

async function playerIdOf(page: Page): Promise<number> {
  const me = (await (await page.request.get('/api/v1/me')).json()) as { user: { player: { id: number } } };
  return me.user.player.id;
}

/** The row of game `number` in the page's list of games. */
const gameRow = (page: Page, number: number) => page.locator(`[data-game="${number}"]`);

describeE2E('reporting games', () => {
  test(
    'a series recorded on the board, pasted and reported as results goes to six wins and fills the final',
    { timeout: 240_000 },
    async () => {
      const { demoPassword } = e2eApp();
      const keisha = await openPage('/sign-in?callbackUrl=/play', { viewport: 'phone' });
      await signIn(keisha, keishaEmail, demoPassword);
      const jahmal = await openPage('/sign-in?callbackUrl=/account', { viewport: 'phone' });
      await signIn(jahmal, jahmalEmail, demoPassword);
      await jahmal.waitForURL('**/account');
      await jahmal.getByLabel('PIN', { exact: true }).fill(JAHMAL_PIN);
      await jahmal.getByLabel('The PIN again').fill(JAHMAL_PIN);
      await jahmal.locator('#pin-password').fill(demoPassword);
      await jahmal.getByRole('button', { name: 'Set PIN' }).click();
      await jahmal.getByText('Your PIN is set.').waitFor();

      // The organiser's event: Zed (top seed, a bye), Keisha (2) and Jahmal (3) in W1-2, first to six.
      const organiser = await openPage('/sign-in');
      await signIn(organiser, organiserEmail, demoPassword);
      const created = await callApi(organiser, 'POST', '/tournaments', {
        name: `Reporting Cup ${Date.now() % 100000}`,
        format: 'single-elimination',
        winsNeeded: 6,
      });
      const slug = created.slug as string;
      const entered = [
        await callApi(organiser, 'POST', `/tournaments/${slug}/entries`, {
          displayName: 'Zed Top Seed',
          rating: 2600,
          sameNameConfirmed: true,
        }),
        await callApi(organiser, 'POST', `/tournaments/${slug}/entries`, { playerId: await playerIdOf(keisha) }),
        await callApi(organiser, 'POST', `/tournaments/${slug}/entries`, { playerId: await playerIdOf(jahmal) }),
      ];
      for (const entry of entered)
        await callApi(organiser, 'PUT', `/tournaments/${slug}/entries/${entry.id as number}/check-in`, {
          checkedIn: true,
        });
      await callApi(organiser, 'POST', `/tournaments/${slug}/seeding`, { method: 'rating' });
      await callApi(organiser, 'POST', `/tournaments/${slug}/start`);

      // Keisha's matches: the one against Jahmal, and whose move it is.
      await keisha.goto('/play');
      const row = keisha.getByRole('listitem').filter({ hasText: 'Against Jahmal Thomas' });
      await row.getByText('Play game 1: you move first.').waitFor();
      await row.getByRole('link', { name: /Report or confirm games/ }).click();
      await keisha.waitForURL(`**/t/${slug}/m/*/report`);
      const reportPath = new URL(keisha.url()).pathname;
      await keisha.getByText('Play game 1: Keisha Henry moves first.').waitFor();

      // Game 1 at the table: an illegal tap is refused with the rule, a move undone, then the whole game.
      const board = keisha.getByRole('tabpanel', { name: 'At the table' });
      await board.locator('button[data-hole="a"]').click();
      await keisha.getByRole('alert').filter({ hasText: "Move 1, North's a: It is South's turn" }).waitFor();
      await board.locator('button[data-hole="C"]').click();
      await keisha.getByText('1 move saved.').waitFor();
      await keisha.getByRole('button', { name: 'Undo last move' }).click();
      await keisha.getByText('No moves yet.').waitFor();
      const moves = parseMoves(sample('antigua-south-wins'));
      if (!moves.ok) throw new Error('sample game');
      for (const [index, move] of moves.value.entries()) {
        await board.locator(`button[data-hole="${move}"]:not([disabled])`).click();
        if (index === 39) {
          // A reload resumes from the moves saved so far.
          await keisha.getByText('40 moves saved.').waitFor();
          await keisha.reload();
          await keisha.getByText('40 moves saved.').waitFor();
        } else if (index < moves.value.length - 1) {
          await keisha.getByText(`${index + 1} ${index === 0 ? 'move' : 'moves'} saved.`).waitFor();
        }
      }
      await gameRow(keisha, 1).getByText('waiting for confirmation').waitFor();
      expect(await gameRow(keisha, 1).textContent()).toContain('Keisha Henry won 27–8');
      await screenshot(keisha, 'report-game-1-recorded-phone');
      await gameRow(keisha, 1).getByLabel('Jahmal Thomas, your PIN to confirm here').fill(JAHMAL_PIN);
      await gameRow(keisha, 1).getByRole('button', { name: 'Confirm with PIN' }).click();
      await gameRow(keisha, 1).getByText('confirmed', { exact: true }).waitFor();
      await keisha.getByText('Play game 2: Jahmal Thomas moves first.').waitFor();

      // Game 2 pasted, with a mistake first: the preview names the move and the rule.
      await keisha.getByRole('tab', { name: 'Type or upload' }).click();
      const moveBox = keisha.getByLabel('Moves', { exact: true });
      await moveBox.fill('1. C a 2. C');
      const note = keisha.locator('[data-preview-note]');
      await note.filter({ hasText: "Move 2, South's C: South's hole C is empty." }).waitFor();
      await screenshot(keisha, 'report-preview-mistake-phone');
      await moveBox.fill(sample('antigua-north-wins'));
      const game2 = parseMoves(sample('antigua-north-wins'));
      if (!game2.ok) throw new Error('sample game');
      await note.filter({ hasText: `The game ends after ${nameLastMove(game2.value)}.` }).waitFor();
      await keisha.getByRole('button', { name: 'Report game 2' }).click();
      await gameRow(keisha, 2).getByText('waiting for confirmation').waitFor();

      // Jahmal confirms game 2 on his own phone.
      await jahmal.goto(reportPath);
      await jahmal.getByText('Confirm or dispute game 2.').waitFor();
      await gameRow(jahmal, 2).getByRole('button', { name: 'Confirm game 2' }).click();
      await gameRow(jahmal, 2).getByText('confirmed', { exact: true }).waitFor();

      // Games 3–6 as results only, each confirmed by Jahmal: Keisha reaches six wins.
      for (let number = 3; number <= 6; number++) {
        await keisha.goto(reportPath);
        await keisha.getByRole('tab', { name: 'Result only' }).click();
        const panel = keisha.getByRole('tabpanel', { name: 'Result only' });
        const southLabel = (await panel.locator('label[for="field-capturesSouth"]').textContent()) ?? '';
        const keishaSouth = southLabel.includes('Keisha');
        await panel.getByLabel(/Seeds captured by .* \(South\)/).fill(keishaSouth ? '26' : '22');
        await panel.getByLabel(/Seeds captured by .* \(North\)/).fill(keishaSouth ? '22' : '26');
        await panel.getByLabel('Result', { exact: true }).selectOption(keishaSouth ? 'south' : 'north');
        await panel.getByRole('button', { name: `Report game ${number} (result only)` }).click();
        await gameRow(keisha, number).getByText('waiting for confirmation').waitFor();
        await jahmal.goto(reportPath);
        await gameRow(jahmal, number)
          .getByRole('button', { name: `Confirm game ${number}` })
          .click();
        await gameRow(jahmal, number).getByText('confirmed', { exact: true }).waitFor();
      }
      await jahmal.getByText('The match is over.', { exact: true }).waitFor();
      expect(await jahmal.getByRole('heading', { level: 1 }).textContent()).toMatch(
        /Keisha Henry – Jahmal Thomas|Jahmal Thomas – Keisha Henry/,
      );
      expect(await overflowsHorizontally(jahmal)).toBe(false);

      // The bracket moved on: the final has both its players, and Keisha's /play shows it.
      await keisha.goto('/play');
      await keisha.getByRole('listitem').filter({ hasText: 'Against Zed Top Seed' }).waitFor();
      expectNoPageErrors(keisha);
      expectNoPageErrors(jahmal);
    },
  );
});
