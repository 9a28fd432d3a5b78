// A Swiss's pairing rules on the organiser's page and a player's own bye (issue 19 §3): at 360 px,
// axe-clean, submitted from the keyboard, a refusal keeping what was typed.
import { expect, test } from 'vitest';
import { expectNoAxeViolations } from './axe';
import { callApi, describeE2E, e2eApp, overflowsHorizontally, setupBrowser, waitUntilLoaded } from './helpers';
import { signIn } from './sign-in';

describeE2E('pairing rules', () => {
  const { openPage, expectNoPageErrors } = setupBrowser();

  test('the organiser sets the rules and keeps two players apart; the player asks for a bye from /play', async () => {
    const { demoPassword } = e2eApp();
    const organiser = await openPage('/sign-in', { viewport: 'smallPhone' });
    await signIn(organiser, 'organiser@demo.warri-open.test', demoPassword);
    const player = await openPage('/sign-in', { viewport: 'smallPhone' });
    await signIn(player, 'keisha@demo.warri-open.test', demoPassword);
    const me = await callApi(player, 'GET', '/me');
    const playerId = (me.user as { player: { id: number } }).player.id;

    const stamp = Date.now() % 100_000;
    const name = `Rules Swiss ${stamp}`;
    const swiss = await callApi(organiser, 'POST', '/tournaments', { name, format: 'swiss', rounds: 3 });
    const slug = swiss.slug as string;
    await callApi(organiser, 'POST', `/tournaments/${slug}/entries`, { playerId, checkedIn: true });
    for (const [index, given] of ['Ama', 'Kofi', 'Yaa', 'Kwame', 'Esi'].entries())
      await callApi(organiser, 'POST', `/tournaments/${slug}/entries`, {
        displayName: `${given} Rules ${stamp}`,
        rating: 1800 - index * 50,
        checkedIn: true,
        sameNameConfirmed: true,
      });
    await callApi(organiser, 'POST', `/tournaments/${slug}/seeding`, { method: 'rating' });

    await organiser.goto(`/t/${slug}/manage/pairing-rules`);
    await waitUntilLoaded(organiser);
    await expectNoAxeViolations(organiser, 'the pairing rules page');
    expect(await overflowsHorizontally(organiser)).toBe(false);

    // The rules, before the start.
    await organiser.getByLabel('Accelerated pairings').selectOption('baku');
    await organiser.getByLabel('A requested bye scores').selectOption('0.5');
    await organiser.getByRole('button', { name: 'Save the rules' }).click();
    await organiser.getByText('Pairing rules saved.').waitFor();

    // The same player twice is refused, and the reason typed stays; then two players, sent with Enter.
    const pairs = organiser.locator('form', { has: organiser.getByRole('button', { name: 'Keep them apart' }) });
    await pairs.getByLabel('First player').selectOption({ label: `Ama Rules ${stamp}` });
    await pairs.getByLabel('Second player').selectOption({ label: `Ama Rules ${stamp}` });
    await pairs.getByLabel('Reason (optional)').fill('Sisters');
    await pairs.getByLabel('Reason (optional)').press('Enter');
    await organiser.getByText('Choose two different players: a player cannot be kept apart from himself.').waitFor();
    expect(await pairs.getByLabel('Reason (optional)').inputValue()).toBe('Sisters');
    expect(await pairs.getByLabel('Second player').locator('option:checked').textContent()).toBe(`Ama Rules ${stamp}`);
    await pairs.getByLabel('Second player').selectOption({ label: `Yaa Rules ${stamp}` });
    await pairs.getByLabel('Reason (optional)').press('Enter');
    await organiser.getByText('The two players are kept apart.').waitFor();
    await organiser
      .getByTestId('forbidden-pairs')
      .getByText(`Ama Rules ${stamp} and Yaa Rules ${stamp} · Sisters`)
      .waitFor();
    await expectNoAxeViolations(organiser, 'the pairing rules page after a change');

    // The player asks for a bye in round 2 from his own pages; the organisers see it.
    await callApi(organiser, 'POST', `/tournaments/${slug}/start`);
    await player.goto('/play');
    await player.getByRole('link', { name: `Ask for a bye in ${name}` }).click();
    await player.waitForURL(`**/t/${slug}/byes`);
    await waitUntilLoaded(player);
    await expectNoAxeViolations(player, 'the player’s byes page');
    expect(await overflowsHorizontally(player)).toBe(false);
    expect(await player.getByLabel('Round').locator('option').allTextContents()).toEqual(['Round 2', 'Round 3']);
    await player.getByLabel('Round').selectOption('2');
    await player.getByRole('button', { name: 'Ask for the bye' }).click();
    await player.getByText('Bye asked for in round 2: ½.').waitFor();
    // A row's words are also its button's label for screen readers: the first is the row's.
    await player.getByTestId('own-byes').getByText('Round 2: bye, ½').first().waitFor();
    // Asked twice: refused, the round still chosen.
    await player.getByRole('button', { name: 'Ask for the bye' }).click();
    await player.getByText('This player has already asked for a bye in that round.').waitFor();
    expect(await player.getByLabel('Round').inputValue()).toBe('2');

    await organiser.reload();
    await waitUntilLoaded(organiser);
    await organiser
      .getByTestId('requested-byes')
      .getByText(/, round 2: ½$/)
      .first()
      .waitFor();
    await organiser.getByTestId('pairing-rules').getByText('Baku acceleration, fixed at the start.').waitFor();
    expectNoPageErrors(organiser);
    expectNoPageErrors(player);
  });
});
