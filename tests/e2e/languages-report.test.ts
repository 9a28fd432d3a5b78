// The report page, the table's board and a match's replay in French and Russian (issue 18 §3): the
// tabs, the holes' names (a hole is a "case", a "лунка"), the recorder's status lines, the typed
// record's marked move, the tournament's rule set and the replay's controls, each in the reader's
// language with no English left.
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { describeE2E, e2eApp, setupBrowser, waitUntilLoaded } from './helpers';
import { signIn } from './sign-in';
import { startTableMatch } from './table-match';

const languages = [
  {
    locale: 'fr',
    heading: 'Déclarer la partie 1',
    table: 'À la table',
    record: 'Saisir ou envoyer',
    holeC: 'Jouer Sud (Kwame Boateng), case C : 4 graines',
    oneSaved: '1 coup enregistré.',
    toPlay: 'Coup 1 : à Trevor Simon de jouer.',
    undo: 'Annuler le dernier coup',
    noMoves: 'Aucun coup pour l’instant.',
    moves: 'Coups',
    refused: '(coup 2, case C de Sud, refusé)',
    // The rules library's refusal, worded in the browser as the server words it.
    why: 'Coup 2, case C de Sud : la case C de Sud est vide.',
    ruleSet: 'Warri (Antigua-et-Barbuda)',
    replays: 'Rejouer les parties',
    controls: 'Commandes de la relecture',
    next: 'Coup suivant',
    firstMove: /^Coup 1, case [A-Fa-f] de (Sud|Nord)$/,
    result: /^Résultat : (.+ \((Sud|Nord)\) gagne \d+–\d+|Nulle 24–24)\.$/,
  },
  {
    locale: 'ru',
    heading: 'Внести партию 1',
    table: 'За столом',
    record: 'Ввести или загрузить',
    holeC: 'Сделать ход: Юг (Kwame Boateng), лунка C: 4 семени',
    oneSaved: 'Сохранён 1 ход.',
    toPlay: 'Ход 1: ходит Trevor Simon.',
    undo: 'Отменить последний ход',
    noMoves: 'Ходов пока нет.',
    moves: 'Ходы',
    refused: '(ход 2, южная лунка C, отклонён)',
    why: 'Ход 2, лунка C Юга: лунка C Юга пуста.',
    ruleSet: 'Варри (Антигуа и Барбуда)',
    replays: 'Просмотр партий',
    controls: 'Управление просмотром',
    next: 'Следующий ход',
    firstMove: /^Ход 1, (южная|северная) лунка [A-Fa-f]$/,
    result: /^Результат: (.+ \((Юг|Север)\) побеждает \d+–\d+|Ничья 24–24)\.$/,
  },
];

const english = /At the table|Type or upload|Undo last move|moves? saved|South|North|to (move|play)|Report game/;

describeE2E('the report page and the replay in other languages', () => {
  const { openPage, expectNoPageErrors } = setupBrowser();

  /** A new match's report page, read by its signed-in organiser in `locale` (the language menu's cookie). */
  async function reportPageIn(locale: string): Promise<Page> {
    const organiser = await openPage('/sign-in');
    await signIn(organiser, 'organiser@demo.warri-open.test', e2eApp().demoPassword);
    const reportPath = await startTableMatch(organiser, `Langues ${locale}`);
    await organiser.context().addCookies([{ name: 'NEXT_LOCALE', value: locale, url: e2eApp().baseUrl }]);
    await organiser.goto(reportPath);
    await waitUntilLoaded(organiser);
    return organiser;
  }

  test.each(languages)(
    'in $locale, the table recorder and the typed record say everything in that language',
    { timeout: 120_000 },
    async (words) => {
      const page = await reportPageIn(words.locale);
      expect(await page.locator('html').getAttribute('lang')).toBe(words.locale);
      await page.getByRole('heading', { level: 2, name: words.heading, exact: true }).waitFor();

      await page.getByRole('tab', { name: words.record }).click();
      const panel = page.getByRole('tabpanel', { name: words.record });
      await panel.getByLabel(words.moves, { exact: true }).fill('1. C a 2. C');
      const marked = panel.locator('[data-move-list] [data-refused-move]');
      await marked.waitFor();
      expect(await marked.textContent()).toContain(words.refused);
      expect(await panel.locator('[data-preview-note]').textContent()).toBe(words.why);
      await panel.getByLabel(words.moves, { exact: true }).fill('');

      await page.getByRole('tab', { name: words.table }).click();
      const board = page.getByRole('tabpanel', { name: words.table });
      await board.getByRole('button', { name: words.holeC, exact: true }).click();
      await board.getByText(words.oneSaved, { exact: true }).waitFor();
      await board.getByText(words.toPlay, { exact: true }).waitFor();
      await board.getByRole('button', { name: words.undo }).click();
      await board.getByText(words.noMoves, { exact: true }).waitFor();
      expect(await board.innerText()).not.toMatch(english);
      const holeNames = await board
        .locator('button[data-hole]')
        .evaluateAll((holes) => holes.map((hole) => hole.getAttribute('aria-label')));
      expect(holeNames.join(' ')).not.toMatch(english);
      expect(await page.locator('main').innerText()).not.toMatch(english);
      expectNoPageErrors(page);
    },
  );

  test.each(languages)(
    'in $locale, the rule set and a replay’s controls, moves and result are in that language',
    async (words) => {
      const page = await openPage('/t/antiguan-open', { acceptLanguage: words.locale });
      // The tournament's rule set is named in the reader's language too.
      const facts = await page.locator('article > header').innerText();
      expect(facts).toContain(words.ruleSet);
      expect(facts).not.toContain('Antigua and Barbuda');
      await page.locator('[data-match="W1-1"]').click();
      await page.waitForURL(/\/t\/antiguan-open\/m\/\d+$/);
      await page.getByRole('heading', { level: 2, name: words.replays }).waitFor();
      const replay = page.locator('details[open] section[data-replay-ply]');
      const controls = replay.getByRole('group', { name: words.controls });
      await controls.getByRole('button', { name: words.next, exact: true }).click();
      expect(await replay.getAttribute('data-replay-ply')).toBe('1');
      const firstMove = await replay.getByRole('list').getByRole('button').first().getAttribute('aria-label');
      expect(firstMove).toMatch(words.firstMove);
      await replay.focus();
      await page.keyboard.press('End');
      expect(await replay.locator('[data-result]').innerText()).toMatch(words.result);
      expect(await replay.innerText()).not.toMatch(english);
      expect(await replay.getByRole('button', { name: 'Next move' }).count()).toBe(0);
      expectNoPageErrors(page);
    },
  );
});
