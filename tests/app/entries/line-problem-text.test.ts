// The reasons of an imported list's lines, worded from their facts in the reader's language: in
// English exactly the sentences the JSON API gives (core/csv/line-problems.ts,
// lib/services/entries/import-problems.ts, core/text/namesakes.ts), in the other languages their own.
import { createTranslator } from 'next-intl';
import { describe, expect, test } from 'vitest';
import { importProblemSentence } from '@/app/t/[slug]/manage/entries/line-problem-text';
import { namesakeWords } from '@/app/_components/form/namesake-words';
import { readPlayerList } from '@/core/csv/player-list';
import { describeNamesake, type Namesake } from '@/core/text/namesakes';
import { loadMessages } from '@/i18n/request';
import { locales, type Locale } from '@/i18n/locales';
import { recordProblem, type ImportProblem } from '@/lib/services/entries/import-problems';

async function wording(locale: Locale) {
  const messages = await loadMessages(locale);
  const t = createTranslator({ locale, messages, namespace: 'staffPages.lineProblems' });
  const namesakes = createTranslator({ locale, messages, namespace: 'organise.namesake' });
  return {
    sentence: (problem: ImportProblem) => importProblemSentence(t, namesakes, problem),
    namesake: (player: Namesake) => namesakeWords(namesakes, player),
  };
}

const kwame: Namesake = {
  id: 7,
  displayName: 'Kwame Boateng',
  nameKey: 'kwame boateng',
  club: "St John's",
  country: 'AG',
  rating: 1650,
  linked: true,
  tournaments: 3,
  lastTournament: 'Antiguan Open',
};
const namesakes: Namesake[] = [
  kwame,
  { ...kwame, id: 8, club: null, country: null, rating: null, linked: false, tournaments: 0, lastTournament: null },
  { ...kwame, id: 9, tournaments: 1, lastTournament: null, linked: false },
];

/** Every problem there is: the list's own, read by core from a list that has each, and those found against the records. */
function everyProblem(): ImportProblem[] {
  const list = [
    'name,club,country,rating',
    ',Parham,,',
    `${'a'.repeat(81)},${'b'.repeat(81)},,`,
    'Kwa\u200Bme,St J\u043Ehn,,',
    'Greek Κwаme,,,',
    'Ada,,Antigua,12x',
    'Bo,,,,extra',
    'ada,,,',
  ].join('\n');
  const read = readPlayerList(list);
  if (!read.ok) throw new Error(read.error.message);
  return [
    ...read.value.rows.flatMap((row) => row.problems),
    recordProblem({ code: 'not-a-namesake', playerId: 12, name: 'Kwame Boateng' }),
    ...namesakes.map((namesake) => recordProblem({ code: 'namesake-undecided', namesake })),
    recordProblem({ code: 'namesakes-undecided', count: 2, name: 'Kwame Boateng' }),
    recordProblem({ code: 'already-entered', playerId: 7, name: 'Kwame Boateng' }),
    recordProblem({ code: 'same-player', line: 3, playerId: 7, name: 'Kwame Boateng' }),
  ];
}

describe('the reasons of an imported list’s lines', () => {
  test('the table covers every code', () => {
    expect(new Set(everyProblem().map((problem) => problem.code))).toEqual(
      new Set([
        'empty-name',
        'too-long',
        'hidden-character',
        'mixed-scripts',
        'bad-country',
        'bad-rating',
        'extra-fields',
        'repeated-line',
        'not-a-namesake',
        'namesake-undecided',
        'namesakes-undecided',
        'already-entered',
        'same-player',
      ]),
    );
  });

  test('in English each is, word for word, the sentence the API gives', async () => {
    const { sentence, namesake } = await wording('en');
    for (const problem of everyProblem()) expect(sentence(problem)).toBe(problem.message);
    for (const player of namesakes) expect(namesake(player)).toBe(describeNamesake(player));
  });

  test.each(locales.filter((locale) => locale !== 'en'))('in %s none is left in English', async (locale) => {
    const { sentence } = await wording(locale);
    for (const problem of everyProblem()) {
      const words = sentence(problem);
      expect(words).not.toBe(problem.message);
      expect(words).not.toMatch(/\b(the|is|are|line|player|letters|rating|record)\b/i);
    }
  });

  test.each([
    [
      'fr',
      'bad-rating',
      '« 12x » n’est pas un classement : indiquez un nombre entier de 0 à 4000, ou laissez la case vide.',
    ],
    ['ru', 'bad-rating', '«12x» — не рейтинг: укажите целое число от 0 до 4000 или оставьте поле пустым.'],
    ['uk', 'bad-rating', '«12x» — не рейтинг: вкажіть ціле число від 0 до 4000 або залиште поле порожнім.'],
    ['fr', 'repeated-line', 'Le même joueur qu’à la ligne 6.'],
    ['ru', 'too-long', 'Имя длиннее 80 символов.'],
    ['uk', 'too-long', 'Ім’я довше за 80 символів.'],
    ['ru', 'mixed-scripts', 'В названии клуба в одном слове («J\u043Ehn») смешаны латинские и кириллические буквы'],
    ['uk', 'extra-fields', 'У рядку 5 полів, а стовпців у заголовку — 4;'],
    [
      'ru',
      'namesake-undecided',
      "Kwame Boateng (№7, St John's, AG, рейтинг 1650; 3 турнира, последний — Antiguan Open; есть учётная запись) уже есть в базе",
    ],
    ['fr', 'namesake-undecided', 'Kwame Boateng (n° 8 ; encore aucun tournoi) est déjà enregistré'],
    ['uk', 'namesakes-undecided', '2 гравці на ім’я Kwame Boateng уже є в базі'],
  ] as const)('in %s, %s reads “%s”', async (locale, code, expected) => {
    const { sentence } = await wording(locale);
    const worded = everyProblem()
      .filter((problem) => problem.code === code)
      .map(sentence);
    expect(worded.some((words) => words.startsWith(expected))).toBe(true);
  });
});
