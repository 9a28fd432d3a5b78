// The report page's forms and the table's board, driven as a person would (issue 15, points 2, 3,
// 5 and 6). The demo organiser runs a two-player knockout, first to six wins, whose players have
// no accounts: Kwame Boateng (seed 1) opens the odd games at South, Trevor Simon the even ones, and
// the organiser's reports stand at once. One test types and uploads games (and meets a game
// reported elsewhere meanwhile); one records a game on two devices at once.
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { adjudicate, printGameRecord, recordOfGame, SAMPLE_GAMES } from '@/core/warri';
import { callApi, describeE2E, e2eApp, setupBrowser } from './helpers';
import { signIn } from './sign-in';

const { openPage, expectNoPageErrors } = setupBrowser();
const organiserEmail = 'organiser@demo.warri-open.test';
const KWAME = 'Kwame Boateng';
const TREVOR = 'Trevor Simon';
const southWins = SAMPLE_GAMES.find((game) => game.name === 'antigua-south-wins')!.moves;

/** A signed-in organiser's page, and the report page of a new Kwame – Trevor match. */
async function newMatch(): Promise<{ organiser: Page; reportPath: string }> {
  const organiser = await openPage('/sign-in');
  await signIn(organiser, organiserEmail, e2eApp().demoPassword);
  const created = await callApi(organiser, 'POST', '/tournaments', {
    name: `Form Cup ${Date.now() % 1_000_000}`,
    format: 'single-elimination',
    winsNeeded: 6,
  });
  const slug = created.slug as string;
  for (const [displayName, rating] of [
    [KWAME, 2100],
    [TREVOR, 1900],
  ] as const) {
    const entry = await callApi(organiser, 'POST', `/tournaments/${slug}/entries`, {
      displayName,
      rating,
      sameNameConfirmed: true,
    });
    await callApi(organiser, 'PUT', `/tournaments/${slug}/entries/${entry.id as number}/check-in`, { checkedIn: true });
  }
  await callApi(organiser, 'POST', `/tournaments/${slug}/seeding`, { method: 'rating' });
  await callApi(organiser, 'POST', `/tournaments/${slug}/start`);
  const view = (await callApi(organiser, 'GET', `/tournaments/${slug}`)) as { stages: { matches: { id: number }[] }[] };
  return { organiser, reportPath: `/t/${slug}/m/${view.stages[0].matches[0].id}/report` };
}

const gameRow = (page: Page, number: number) => page.locator(`[data-game="${number}"]`);

/** A whole-game file of the sample South win with these South and North headers. */
function gameFile(south: string, north: string, round: string): string {
  const played = adjudicate({ moves: southWins });
  if (!played.ok) throw new Error('sample game');
  return printGameRecord(
    recordOfGame({ event: 'Form Cup', site: '?', date: '?', round, south, north }, 'antigua', played.value),
  );
}

describeE2E('the report page', () => {
  test(
    'a report empties the form for the next game; refusals keep what was typed and go once it changes; a repeat asks first',
    { timeout: 240_000 },
    async () => {
      const { organiser: page, reportPath } = await newMatch();
      await page.goto(reportPath);
      await page.getByRole('tab', { name: 'Type or upload' }).click();
      const panel = page.getByRole('tabpanel', { name: 'Type or upload' });
      const moveBox = panel.getByLabel('Moves', { exact: true });
      const ending = panel.getByLabel('Ended off the board?');
      const note = panel.locator('[data-preview-note]');

      // An illegal move: the preview names it as the notation numbers it and marks it in the list.
      await moveBox.fill('1. C a 2. C');
      await note.filter({ hasText: "Move 2, South's C: South's hole C is empty." }).waitFor();
      const marked = panel.locator('[data-move-list] [data-refused-move]');
      expect(await marked.count()).toBe(1);
      expect(await marked.innerText()).toMatch(/^C/);
      expect(await marked.textContent()).toContain("move 2, South's C, refused");
      // Sent anyway, the server says the same; correcting the text takes that error away.
      await panel.getByRole('button', { name: 'Report game 1' }).click();
      const serverError = panel.getByRole('alert').filter({ hasText: "Move 2, South's C: South's hole C is empty." });
      await serverError.waitFor();
      await moveBox.fill('1. C a');
      await note.filter({ hasText: "After move 1, North's a the game goes on" }).waitFor();
      expect(await serverError.count()).toBe(0);
      expect(await panel.locator('[data-move-list]').count()).toBe(0);

      // Game 1: Trevor (North) resigns after 1. C a.
      await ending.selectOption('resignation');
      await panel.getByLabel('Who lost').selectOption('north');
      await panel.getByRole('button', { name: 'Report game 1' }).click();
      await gameRow(page, 1).getByText(`${KWAME} won`).waitFor();
      // The form is empty for game 2: no moves, no ending, nothing a second tap could report again.
      await panel.getByRole('button', { name: 'Report game 2' }).waitFor();
      expect(await moveBox.inputValue()).toBe('');
      expect(await ending.inputValue()).toBe('');
      expect(await panel.getByLabel('Who lost').count()).toBe(0);
      await note.filter({ hasText: 'The board follows the moves as you type them.' }).waitFor();

      // Game 2 (Trevor at South) from a file whose headers seat the players the other way round.
      await panel.getByLabel('A game file (headers and moves)').check();
      const fileBox = panel.getByLabel('Game file', { exact: true });
      const contradiction = `The file says [South "${KWAME}"], but in game 2 ${TREVOR} sits South (${KWAME} sits North).`;
      await fileBox.fill(gameFile(KWAME, TREVOR, '2'));
      await note.filter({ hasText: contradiction }).waitFor();
      await panel.getByRole('button', { name: 'Report game 2' }).click();
      await panel.getByRole('alert').filter({ hasText: contradiction }).waitFor();
      expect(await page.locator('[data-game="2"]').count()).toBe(0);
      const roundContradiction = 'The file says [Round "5"], but this is game 2 of the match.';
      await fileBox.fill(gameFile(TREVOR, KWAME, '5'));
      await note.filter({ hasText: roundContradiction }).waitFor();
      await fileBox.fill(gameFile(TREVOR, KWAME, '2'));
      await note.filter({ hasText: "The game ends after move 40, South's F." }).waitFor();
      await panel.getByRole('button', { name: 'Report game 2' }).click();
      await gameRow(page, 2).getByText(`${TREVOR} won 27–8`).waitFor();
      await panel.getByRole('button', { name: 'Report game 3' }).waitFor();
      expect(await panel.getByLabel('Moves', { exact: true }).inputValue()).toBe('');

      // Game 3 seats them as game 1: the same moves again ask before they are reported.
      await moveBox.fill('1. C a');
      await ending.selectOption('resignation');
      await panel.getByLabel('Who lost').selectOption('north');
      await panel.getByRole('button', { name: 'Report game 3' }).click();
      const question = panel.locator('[data-repeat-question]');
      await question
        .getByText(
          'These are the moves of game 1, with the same players in the same seats. Was game 3 really played again move for move?',
        )
        .waitFor();
      expect(await page.locator('[data-game="3"]').count()).toBe(0);
      await question.getByRole('button', { name: 'Report it anyway as game 3' }).click();
      await gameRow(page, 3).getByText(`${KWAME} won`).waitFor();
      await panel.getByRole('button', { name: 'Report game 4' }).waitFor();
      expect(await moveBox.inputValue()).toBe('');

      // A refused result keeps both counts and the choice, and its error goes once the result changes.
      await page.getByRole('tab', { name: 'Result only' }).click();
      const result = page.getByRole('tabpanel', { name: 'Result only' });
      await result.getByLabel(/Seeds captured by .* \(South\)/).fill('22');
      await result.getByLabel(/Seeds captured by .* \(North\)/).fill('26');
      await result.getByLabel('Result', { exact: true }).selectOption('south');
      await result.getByRole('button', { name: 'Report game 4 (result only)' }).click();
      const countError = result.getByText('With 22–26 the count gives the game to North, not to South.');
      await countError.waitFor();
      expect(await result.getByLabel(/Seeds captured by .* \(South\)/).inputValue()).toBe('22');
      expect(await result.getByLabel(/Seeds captured by .* \(North\)/).inputValue()).toBe('26');
      expect(await result.getByLabel('Result', { exact: true }).inputValue()).toBe('south');
      await result.getByLabel('Result', { exact: true }).selectOption('north');
      await countError.waitFor({ state: 'detached' });

      // Game 4 reported elsewhere while moves are typed here: the page follows, the typed moves stay
      // on game 4 until the person says they are game 5's.
      await page.getByRole('tab', { name: 'Type or upload' }).click();
      await moveBox.fill('1. C a');
      const matchId = reportPath.split('/')[4];
      await callApi(page, 'POST', `/matches/${matchId}/games`, {
        kind: 'result',
        number: 4,
        capturesSouth: 20,
        capturesNorth: 28,
        winner: 'north',
        endReason: 'score',
      });
      const movedOn = panel.locator('[data-game-moved-on]');
      await movedOn
        .getByText('Game 4 has been reported meanwhile; the next game is game 5.', { exact: false })
        .waitFor();
      expect(await moveBox.inputValue()).toBe('1. C a');
      await panel.getByRole('button', { name: 'Report game 4' }).waitFor();
      await movedOn.getByRole('button', { name: 'It is game 5' }).click();
      await panel.getByRole('button', { name: 'Report game 5' }).waitFor();
      expect(await movedOn.count()).toBe(0);
      expectNoPageErrors(page);
    },
  );

  test(
    'two devices record one game: the second follows it, and a tap on a board left behind is refused, explained and resynced',
    { timeout: 240_000 },
    async () => {
      const { organiser: first, reportPath } = await newMatch();
      await first.goto(reportPath);
      const second = await openPage('/sign-in');
      await signIn(second, organiserEmail, e2eApp().demoPassword);
      await second.goto(reportPath);
      const boardOf = (page: Page) => page.getByRole('tabpanel', { name: 'At the table' });
      const tap = (page: Page, hole: string) =>
        boardOf(page).locator(`button[data-hole="${hole}"]:not([disabled])`).click();
      await boardOf(second).locator('[data-live-state="live"]').waitFor();

      // A move on the first device appears on the second by itself.
      await tap(first, 'C');
      await first.getByText('1 move saved.').waitFor();
      await second.getByText('1 move saved.').waitFor();
      await boardOf(second).getByText(`Move 1: ${TREVOR} to play.`).waitFor();

      // The second device loses its live stream (a phone in a pocket): it stays on 1. C.
      await second.route('**/api/live**', (route) => route.abort());
      await second.reload();
      await second.getByText('1 move saved.').waitFor();
      await tap(first, 'a');
      await first.getByText('2 moves saved.').waitFor();
      await tap(first, 'E');
      await first.getByText('3 moves saved.').waitFor();
      await boardOf(first).getByText(`Move 2: ${TREVOR} to play.`).waitFor();
      expect(await second.getByText('1 move saved.').count()).toBe(1);

      // Tapped there, North's b is refused as made on an old board, not judged on it; the board catches up.
      await tap(second, 'b');
      await boardOf(second)
        .locator('[data-board-resynced]')
        .filter({
          hasText: "2 moves, up to move 2, South's E, were recorded on another device; the board is up to date again.",
        })
        .waitFor();
      await second.getByText('3 moves saved.').waitFor();
      await boardOf(second).getByText(`Move 2: ${TREVOR} to play.`).waitFor();
      expect(await boardOf(second).getByRole('alert').count()).toBe(0);
      // Now in step, its next tap counts, and the first device follows it.
      await tap(second, 'b');
      await second.getByText('4 moves saved.').waitFor();
      await first.getByText('4 moves saved.').waitFor();
      // An illegal tap is named as the notation numbers it: North's a after North's b would share move 2.
      await tap(first, 'a');
      await boardOf(first)
        .getByRole('alert')
        .filter({ hasText: "Move 2, North's a: It is South's turn, and a is one of North's holes." })
        .waitFor();
      expectNoPageErrors(first);
      expectNoPageErrors(second);
    },
  );
});
