// How a bye reads: the one player goes through, with no score and no "Finished" badge.
import { createTranslator } from 'next-intl';
import { expect, test } from 'vitest';
import { loadMessages } from '@/i18n/request';
import { showsScore, statusBadge } from '@/app/_components/bracket/match-text';
import { decidedBy, scoreLabel, sideLabel, sideScore } from '@/app/t/[slug]/print/printables';
import type { MatchLine } from '@/lib/services/views/tournament-results';

const messages = await loadMessages('en');
const print = createTranslator({ locale: 'en', messages, namespace: 'print' });
const matchWords = createTranslator({ locale: 'en', messages, namespace: 'bracket.match' });
const badge = (match: MatchLine) =>
  statusBadge(
    createTranslator({ locale: 'en', messages, namespace: 'bracket.match' }),
    createTranslator({ locale: 'en', messages, namespace: 'common.matchStatuses' }),
    match,
  );

const bye: MatchLine = {
  id: 1,
  stage: 1,
  stageName: 'Knockout',
  part: 'winners',
  group: null,
  key: 'W1-1',
  round: 1,
  roundName: 'Round of 8',
  table: null,
  status: 'finished',
  resultKind: 'bye',
  side1: { entryId: 7, seed: 1, name: 'Keisha Henry' },
  side2: null,
  bye1: false,
  bye2: true,
  source1: { type: 'seed', seed: 1 },
  source2: { type: 'seed', seed: 8 },
  wins1: 0,
  wins2: 0,
  draws: 0,
  winnerEntryId: 7,
} as unknown as MatchLine;

test('a bye has no score and says "Bye", not "Finished", on the page and on paper', () => {
  expect(showsScore(bye)).toBe(false);
  expect(badge(bye).text).toBe('Bye');
  expect(scoreLabel(print, bye)).toBe('');
  expect(sideScore(bye, 1)).toBe('');
  expect(sideLabel(print, matchWords, bye, 2)).toBe('bye');
  expect(decidedBy(print, bye)).toBe(' · bye');
});

test('an empty slot on paper says where its player comes from', () => {
  const waiting = {
    ...bye,
    key: 'W2-1',
    status: 'pending',
    resultKind: null,
    side2: null,
    bye2: false,
    source2: { type: 'winner', match: 'W1-2' },
    winnerEntryId: null,
  } as unknown as MatchLine;
  expect(sideLabel(print, matchWords, waiting, 2)).toBe('Winner of W1-2');
  expect(sideScore(waiting, 1)).toBe('');
  expect(badge(waiting).text).not.toBe('Bye');
});

test.each([
  ['en', 1, 'finished', '4–2 (1 drawn)'],
  ['en', 2, 'walkover', '4–2 (2 drawn) w/o'],
  ['ru', 2, 'finished', '4–2 (2 ничьи)'],
  ['ru', 5, 'walkover', '4–2 (5 ничьих), тех. победа'],
  ['fr', 1, 'walkover', '4–2 (1 nulle) par forfait'],
] as const)('a series score on paper in %s, %i drawn, %s', async (locale, draws, resultKind, expected) => {
  const t = createTranslator({ locale, messages: await loadMessages(locale), namespace: 'print' });
  const played = { ...bye, resultKind, status: 'finished', wins1: 4, wins2: 2, draws } as unknown as MatchLine;
  expect(scoreLabel(t, played)).toBe(expected);
});
