// The one sentence that tells a player (or staff) what to do next in a match.
import { createTranslator } from 'next-intl';
import { expect, test } from 'vitest';
import type { Game } from '@/db/schema';
import { nextStep, type NextStepInput } from '@/app/t/[slug]/m/[matchId]/report/next-step';
import { loadMessages } from '@/i18n/request';
import type { Locale } from '@/i18n/locales';

const stepsIn = async (locale: Locale) =>
  createTranslator({ locale, messages: await loadMessages(locale), namespace: 'report.nextStep' });
const english = await stepsIn('en');

const game = (number: number, status: Game['status'], reportedBy = 'them') => ({ number, status, reportedBy }) as Game;
const base: NextStepInput = {
  games: [],
  slot: 1,
  viewerId: 'me',
  next: { number: 1, openerName: 'Keisha Henry', openerIsViewer: false },
  finished: false,
};

test.each([
  { name: 'the next game, opened by the opponent', input: {}, step: 'Play game 1: Keisha Henry moves first.' },
  {
    name: 'the next game, opened by the viewer',
    input: { next: { number: 3, openerName: 'Me', openerIsViewer: true } },
    step: 'Play game 3: you move first.',
  },
  {
    name: 'a game at the table',
    input: { games: [game(1, 'in-progress')] },
    step: 'Game 1 is being recorded at the table.',
  },
  {
    name: "the opponent's report",
    input: { games: [game(1, 'confirmed'), game(2, 'reported')] },
    step: 'Confirm or dispute game 2.',
  },
  {
    name: 'a dispute, for a player',
    input: { games: [game(1, 'disputed')] },
    step: 'Game 1 is disputed: the organisers will decide it.',
  },
  {
    name: 'a dispute, for staff',
    input: { slot: null, games: [game(1, 'disputed')] },
    step: 'Resolve the dispute over game 1.',
  },
  {
    name: 'own reports deciding the series',
    input: { games: [game(6, 'reported', 'me')], next: null },
    step: 'Waiting for game 6 to be confirmed.',
  },
  {
    name: 'a coin toss to come',
    input: { next: null },
    step: 'Waiting for the organisers (a coin toss decides who opens game 1).',
  },
  { name: 'the end', input: { finished: true }, step: 'The match is over.' },
] as const)('$name', ({ input, step }) => {
  expect(nextStep(english, { ...base, ...input } as NextStepInput)).toBe(step);
});

test.each([
  ['fr', 'Jouez la partie 1 : Keisha Henry joue en premier.'],
  ['ru', 'Сыграйте партию 1: первый ход за Keisha Henry.'],
  ['uk', 'Зіграйте партію 1: перший хід за Keisha Henry.'],
] as const)('in %s, the next game is said in that language', async (locale, step) => {
  expect(nextStep(await stepsIn(locale), base)).toBe(step);
});
