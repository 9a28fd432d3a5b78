// Every flow a person does, with the keyboard alone (issue 18 §2): signing in from the home page,
// creating a tournament and running it to the start (entries, check-in, seeding, the start's
// dialog), recording a whole game at the table on the board (Tab and the arrow keys), and
// confirming it. Nothing is clicked, filled or focused from the test: see ./keyboard.ts. Each
// control is reached by Tab and shows its focus; after a press that redraws the page the focus
// stays where the person was, or goes where they are expected next.
//
// The organiser makes a new tournament in which Keisha Henry (a demo account) meets a new player,
// so the demo event and the other tests' tournaments are left alone.
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { parseMoves, SAMPLE_GAMES, type Move } from '@/core/warri';
import { describeE2E, e2eApp, setupBrowser } from './helpers';
import { activate, expectFocusOn, expectFocusVisible, tabTo, typeInto } from './keyboard';

const { openPage, expectNoPageErrors } = setupBrowser();
const organiserEmail = 'organiser@demo.warri-open.test';
const keishaEmail = 'keisha@demo.warri-open.test';
const stamp = Date.now() % 1_000_000;
const tournamentName = `Keyboard Cup ${stamp}`;
const opponent = `Kofi Keys ${stamp}`;

/** Where a hole sits on the screen: North's row (f…a) on top, South's (A…F) below. */
function place(hole: Move): { row: number; column: number } {
  const south = hole === hole.toUpperCase();
  return { row: south ? 1 : 0, column: south ? 'ABCDEF'.indexOf(hole) : 'fedcba'.indexOf(hole) };
}

/** The arrow keys that walk the board from one hole to another. */
function arrowsBetween(from: Move, to: Move): string[] {
  const [a, b] = [place(from), place(to)];
  const vertical = b.row > a.row ? 'ArrowDown' : 'ArrowUp';
  const horizontal = b.column > a.column ? 'ArrowRight' : 'ArrowLeft';
  return [
    ...Array<string>(Math.abs(b.row - a.row)).fill(vertical),
    ...Array<string>(Math.abs(b.column - a.column)).fill(horizontal),
  ];
}

/** The sign-in form, from wherever the focus is on the sign-in page. */
async function signInByKeyboard(page: Page, email: string): Promise<void> {
  await typeInto(page, page.getByLabel('Email'), email);
  await typeInto(page, page.getByLabel('Password', { exact: true }), e2eApp().demoPassword);
  await activate(page, page.getByRole('button', { name: 'Sign in' }));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Account' }).waitFor();
}

describeE2E('keyboard only', () => {
  let keisha: Page;
  let organiser: Page;
  let reportPath: string;

  test('sign in from the home page: the skip link, the sign-in link, the form', async () => {
    keisha = await openPage('/');
    await keisha.keyboard.press('Tab');
    const skip = keisha.getByRole('link', { name: 'Skip to content' });
    await expectFocusOn(keisha, skip, 'the first Tab');
    await expectFocusVisible(keisha);
    await keisha.keyboard.press('Enter');
    await keisha.keyboard.press('Tab');
    expect(await keisha.evaluate(() => document.querySelector('main')?.contains(document.activeElement))).toBe(true);

    await activate(keisha, keisha.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign in' }));
    await keisha.waitForURL('**/sign-in');
    await signInByKeyboard(keisha, keishaEmail);
    expect(new URL(keisha.url()).pathname).not.toBe('/sign-in');
    expectNoPageErrors(keisha);
  });

  test('create a tournament, enter players, check in, seed and start it', { timeout: 180_000 }, async () => {
    organiser = await openPage('/sign-in?callbackUrl=/organise/new');
    await signInByKeyboard(organiser, organiserEmail);
    await organiser.waitForURL('**/organise/new');

    await typeInto(organiser, organiser.getByLabel('Name', { exact: true }), tournamentName);
    // A radio group: Tab reaches the chosen rule set, the arrows change it.
    const ruleSet = (id: string) => organiser.locator(`input[name="ruleSet"][value="${id}"]`);
    await tabTo(organiser, ruleSet('antigua'));
    await organiser.keyboard.press('ArrowDown');
    expect(await ruleSet('abapa').isChecked()).toBe(true);
    await organiser.keyboard.press('ArrowUp');
    expect(await ruleSet('antigua').isChecked()).toBe(true);
    // A select: the arrows change the format, and the format's own settings follow.
    const format = organiser.getByLabel('Format', { exact: true });
    await tabTo(organiser, format);
    await organiser.keyboard.press('ArrowDown');
    expect(await format.inputValue()).toBe('double-elimination');
    await organiser.getByLabel(/Grand-final reset/).waitFor();
    await organiser.keyboard.press('ArrowUp');
    expect(await format.inputValue()).toBe('single-elimination');
    await organiser.getByLabel('Play a match for third place').waitFor();
    await activate(organiser, organiser.getByRole('button', { name: 'Create the tournament' }));
    await organiser.waitForURL('**/manage/entries');
    const slug = new URL(organiser.url()).pathname.split('/')[2];

    // A player on record, found by the search.
    await typeInto(organiser, organiser.getByLabel('Search players on record'), 'Keisha Henry');
    await organiser.keyboard.press('Enter');
    await organiser.waitForURL('**/manage/entries?q=*');
    const enterKeisha = organiser.getByRole('button', { name: 'Enter Keisha Henry' });
    await activate(organiser, enterKeisha);
    const counts = organiser.getByTestId('entry-count');
    await counts.filter({ hasText: '1 active · 0 checked in' }).waitFor();

    // A new player, checked in with Space on the box.
    await typeInto(organiser, organiser.getByLabel('Name', { exact: true }), opponent);
    await typeInto(organiser, organiser.getByLabel('Rating (optional)'), '1500');
    const here = organiser.getByLabel('Checked in (here today)');
    await tabTo(organiser, here);
    await organiser.keyboard.press('Space');
    expect(await here.isChecked()).toBe(true);
    const enterPlayer = organiser.getByRole('button', { name: 'Enter the player' });
    await activate(organiser, enterPlayer);
    await organiser.getByText(`${opponent} is entered.`).waitFor();
    await expectFocusOn(organiser, enterPlayer, 'after entering a player');

    const checkIn = organiser.getByRole('button', { name: 'Check in Keisha Henry' });
    await activate(organiser, checkIn);
    await counts.filter({ hasText: '2 active · 2 checked in' }).waitFor();
    await expectFocusOn(
      organiser,
      organiser.getByRole('button', { name: 'Undo check-in Keisha Henry' }),
      'after checking Keisha in',
    );

    const staffNav = organiser.getByRole('navigation', { name: 'Tournament staff' });
    await activate(organiser, staffNav.getByRole('link', { name: 'Seeding' }));
    await organiser.waitForURL(`**/t/${slug}/manage/seeding`);
    await activate(organiser, organiser.getByRole('button', { name: 'Seed by rating' }));
    await organiser.getByRole('status').filter({ hasText: 'Seeded by rating.' }).waitFor();

    await activate(organiser, staffNav.getByRole('link', { name: 'Settings' }));
    await organiser.waitForURL(`**/t/${slug}/manage`);
    // The dialog takes the focus; Escape closes it and gives the focus back, its confirm button starts.
    const start = organiser.getByRole('button', { name: 'Start the tournament' });
    const dialog = organiser.getByRole('dialog', { name: `Start ${tournamentName}?` });
    await activate(organiser, start);
    await dialog.waitFor();
    await organiser.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expectFocusOn(organiser, start, 'after Escape in the dialog');
    await organiser.keyboard.press('Enter');
    await dialog.waitFor();
    await activate(organiser, dialog.getByRole('button', { name: 'Start now' }));
    await organiser.getByText('Running.', { exact: true }).waitFor();
    expectNoPageErrors(organiser);
  });

  test('Keisha records a whole game on the board at the table', { timeout: 240_000 }, async () => {
    await keisha.goto('/play');
    await activate(keisha, keisha.getByRole('link', { name: `Report or confirm games against ${opponent}` }));
    await keisha.waitForURL('**/m/*/report');
    reportPath = new URL(keisha.url()).pathname;
    await keisha.getByText('Play game 1: Keisha Henry moves first.').waitFor();

    const board = keisha.getByRole('tabpanel', { name: 'At the table' });
    const moves = parseMoves(SAMPLE_GAMES.find((game) => game.name === 'antigua-south-wins')!.moves);
    if (!moves.ok) throw new Error('sample game');
    let from: Move | null = null;
    for (const [index, move] of moves.value.entries()) {
      const hole = board.locator(`button[data-hole="${move}"]`);
      // Every other move the arrows walk the board from the hole last played; else Tab gets there.
      if (from !== null && index % 2 === 1) {
        for (const key of arrowsBetween(from, move)) await keisha.keyboard.press(key);
        await expectFocusOn(keisha, hole, `arrows from ${from} to ${move}`);
        await expectFocusVisible(keisha);
      } else {
        await tabTo(keisha, hole, { max: 24 });
      }
      // Both keys a button answers to.
      await keisha.keyboard.press(index % 2 === 0 ? 'Enter' : 'Space');
      from = move;
      if (index === moves.value.length - 1) break;
      await keisha.getByText(`${index + 1} ${index === 0 ? 'move' : 'moves'} saved.`).waitFor();
      await expectFocusOn(keisha, hole, `after move ${index + 1} (${move})`);
    }
    const row = keisha.locator('[data-game="1"]');
    await row.getByText('waiting for confirmation').waitFor();
    expect(await row.textContent()).toContain('Keisha Henry won 27–8');
    // The board is the next game's now: the focus went to the game just recorded, whose next step
    // (the opponent's PIN) is the next Tab.
    await expectFocusOn(keisha, row, 'after the last move');
    await expectFocusVisible(keisha);
    await tabTo(keisha, row.getByLabel(`${opponent}, your PIN to confirm here`), { max: 1 });
    expectNoPageErrors(keisha);
  });

  test('the organiser confirms the reported game', async () => {
    await organiser.goto(reportPath);
    const row = organiser.locator('[data-game="1"]');
    await activate(organiser, row.getByRole('button', { name: 'Confirm game 1' }));
    await row.getByText('confirmed', { exact: true }).waitFor();
    await expectFocusOn(organiser, row, 'after confirming');
    await expectFocusVisible(organiser);
    await organiser.getByText('Play game 2: ', { exact: false }).waitFor();
    expectNoPageErrors(organiser);
  });
});
