// The refusals of game reporting and of the rules library in every language: each code's sentence
// is filled from the facts its throwers send (a table of real-shaped details) without falling back
// to English, and the refusals of moves are checked from the library's real answers: the English
// catalogue says what the thrower says, and the other languages name the move and the rule.
import { createTranslator } from 'next-intl';
import { describe, expect, test } from 'vitest';
import { adjudicate, type AdjudicationInput } from '@/core/warri';
import { refusalSentence } from '@/i18n/refusal-sentence';
import type { RefusalCode } from '@/lib/refusal-codes';
import { adjudicationRefusal } from '@/lib/services/reporting/adjudicate-report';
import english from '@/messages/en/refusals.json';

const fallback = 'the English sentence';
const game = { match: 'W1-1', game: 2 };
const moveFacts = { ply: 3, moveNumber: 2, move: 'C', side: 'S', mover: 'S', at: 7 };
const boardEnd = { end: 'score', winner: 'S', seeds: 25 };

/** Each code of this area with the details its throwers send (several shapes where they differ). */
const samples: [RefusalCode, Record<string, unknown>, string?][] = [
  ['bad-notation', { at: 5, problem: 'number', text: '12' }, 'moves'],
  ['bad-notation', { at: 3, problem: 'letter', text: 'x' }, 'moves'],
  ['bad-notation', { line: 4, column: 6, at: 6, problem: 'character', text: '!' }, 'file'],
  ['bad-position', { line: 3, column: 10 }],
  ['bad-record', { line: 1, column: 1, problem: 'form' }],
  ['bad-record', { line: 2, column: 2, problem: 'unknown', header: 'Colour' }],
  ['bad-record', { line: 2, column: 2, problem: 'repeated', header: 'Result' }],
  ['bad-record', { line: 5, column: 10, problem: 'value', header: 'First', text: 'X' }],
  ['bad-record', { line: 5, column: 10, problem: 'setup', header: 'First' }],
  ['bad-record', { line: 6, column: 16, problem: 'winner', header: 'Termination', text: 'forfeit' }],
  ['bad-rules', { line: 7, column: 10, rules: 'oware' }],
  ['coin-toss-missing', { match: 'W1-1' }],
  ['empty-hole', moveFacts],
  ['game-already-confirmed', game],
  ['game-already-reported', game],
  ['game-already-reported', { ...game, expected: 3 }],
  ['game-being-recorded', game],
  ['game-disputed', game],
  ['game-in-progress', game],
  ['game-not-disputed', { ...game, status: 'confirmed' }],
  ['game-not-found', game],
  ['game-number-mismatch', { ...game, expected: 1 }],
  ['game-over', { ...moveFacts, ...boardEnd }],
  ['game-over', { ...moveFacts, end: 'score', winner: 'draw', seeds: 24 }],
  ['game-over', { ...moveFacts, end: 'cycle', winner: 'N', seeds: 26 }],
  ['game-over', { ...moveFacts, end: 'no-moves', winner: 'N', seeds: 30 }],
  ['game-unfinished', { plies: 0 }, 'moves'],
  ['game-unfinished', { plies: 40, moveNumber: 20, move: 'f', side: 'N' }, 'moves'],
  ['grand-slam-forbidden', { ...moveFacts, move: 'F', legal: ['E'], rules: 'vari' }],
  ['grand-slam-forbidden', { ...moveFacts, move: 'F', legal: ['D', 'E'], rules: 'vari-strict' }],
  ['header-contradiction', { header: 'South', written: 'Ann', game: 2, player: 'Bob' }],
  ['header-contradicts-match', { header: 'North', written: 'Ann', game: 2, player: 'Bob' }],
  ['header-contradicts-match', { header: 'Round', written: '3', game: 2 }],
  ['loser-needed', { ending: 'resignation' }, 'loser'],
  ['loser-needed', { south: 10, north: 12, total: 22, ending: 'forfeit' }, 'winner'],
  ['match-not-open', { match: 'W1-1', status: 'pending' }],
  ['match-not-open', { match: 'W1-1', status: 'finished' }],
  ['missing-captures', {}, 'capturesNorth'],
  ['missing-end-reason', {}, 'endReason'],
  ['missing-file', {}, 'file'],
  ['missing-kind', {}, 'kind'],
  ['missing-moves', {}, 'moves'],
  ['missing-winner', {}, 'winner'],
  ['must-feed', { ...moveFacts, legal: ['E', 'F'] }],
  ['no-game-in-progress', { match: 'W1-1' }],
  ['no-pin', {}, 'pin'],
  ['opponent-without-account', {}, 'pin'],
  ['own-report', { ...game, act: 'dispute' }],
  ['pin-not-needed', {}, 'pin'],
  ['recording-changed', { record: '1. C a', number: 2, change: 'recorded', count: 1 }, 'move'],
  ['recording-changed', { record: '1. C', number: 2, change: 'undone', count: 3 }, 'move'],
  ['recording-changed', { record: '1. C', number: 2, change: 'changed', count: 0 }, 'move'],
  ['repeated-record', { repeatOf: 1, game: 2 }, 'moves'],
  ['result-mismatch', { said: '1-0', saidEnd: '?', result: '0-1', end: 'score' }, 'file'],
  ['score-not-reached', { south: 20, north: 28, total: 48 }],
  ['seeds-do-not-add-up', { south: 20, north: 20, total: 40 }],
  ['series-decided', { match: 'W1-1' }],
  ['set-up-not-allowed', {}, 'file'],
  ['termination-after-end', { termination: 'loss-on-time', mover: 'N', ...boardEnd }, 'file'],
  ['too-many-seeds', { south: 30, north: 20, total: 50 }],
  ['winner-not-by-count', { south: 30, north: 18, total: 48, byCount: 'south', winner: 'draw' }, 'winner'],
  ['wrong-first-mover', { header: 'First', written: 'N', game: 1, player: 'Ann' }, 'file'],
  ['wrong-pin', {}, 'pin'],
  ['wrong-rules', { rules: 'antigua', fileRules: 'abapa' }, 'file'],
  ['wrong-side', { ...moveFacts, move: 'a', side: 'N' }],
];

/** A sentence of the English catalogue, or null when it cannot be filled. */
function englishCatalogue(code: RefusalCode, facts: Record<string, string | number>): string | null {
  let failed = false;
  const t = createTranslator({
    locale: 'en',
    messages: { refusals: english },
    namespace: 'refusals',
    onError: () => {
      failed = true;
    },
  });
  const sentence = t(code, facts);
  return failed ? null : sentence;
}

/** The facts as `refusalSentence` hands them to a sentence (lists as the English list them). */
function plainFacts(details: Record<string, unknown>, field?: string): Record<string, string | number> {
  const facts: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(details)) {
    if (typeof value === 'string' || typeof value === 'number') facts[name] = value;
    else if (Array.isArray(value)) facts[name] = new Intl.ListFormat('en').format(value.map(String));
  }
  return field ? { ...facts, field } : facts;
}

describe('the refusals of reporting and of the rules library', () => {
  test.each(samples)('%s fills its sentence in every language from %j', async (code, details, field) => {
    const refusal = { code, message: fallback, details, field };
    expect(englishCatalogue(code, plainFacts(details, field))).not.toBeNull();
    for (const locale of ['fr', 'ru', 'uk'] as const) {
      const sentence = await refusalSentence(locale, refusal);
      expect({ locale, sentence }).not.toEqual({ locale, sentence: fallback });
      expect(sentence).not.toMatch(/[{}]/);
    }
  });

  test('every code of this area has a sample', () => {
    const sampled = new Set(samples.map(([code]) => code));
    const area = `bad-notation bad-position bad-record bad-rules coin-toss-missing empty-hole game-already-confirmed
      game-already-reported game-being-recorded game-disputed game-in-progress game-not-disputed game-not-found
      game-number-mismatch game-over game-unfinished grand-slam-forbidden header-contradiction header-contradicts-match
      loser-needed match-not-open missing-captures missing-end-reason missing-file missing-kind missing-moves
      missing-winner must-feed no-game-in-progress no-pin opponent-without-account own-report pin-not-needed
      recording-changed repeated-record result-mismatch score-not-reached seeds-do-not-add-up series-decided
      set-up-not-allowed termination-after-end too-many-seeds winner-not-by-count wrong-first-mover wrong-pin
      wrong-rules wrong-side`;
    expect([...sampled].sort()).toEqual(area.split(/\s+/).sort());
  });

  // The library's real refusals, as the reporting services turn them into the app's errors.
  const refusedMoves: [string, AdjudicationInput, RefusalCode][] = [
    ['an emptied hole', { rules: 'antigua', moves: '1. C a 2. C' }, 'empty-hole'],
    ['the other side’s hole', { rules: 'antigua', moves: 'C a a' }, 'wrong-side'],
    [
      'a move that does not feed',
      { rules: 'antigua', from: '1,0,0,0,0,1/0,0,0,0,0,0/23,23/S', moves: 'A' },
      'must-feed',
    ],
    ['a grand slam', { rules: 'vari', from: '0,0,0,0,1,2/1,1,0,0,0,0/20,23/S', moves: 'F' }, 'grand-slam-forbidden'],
    [
      'a strict grand slam',
      { rules: 'vari-strict', from: '0,0,0,0,1,2/1,1,0,0,0,0/20,23/S', moves: 'F' },
      'grand-slam-forbidden',
    ],
    ['a letter that is no hole', { rules: 'antigua', moves: '1. C x' }, 'bad-notation'],
    ['a number without its dot', { rules: 'antigua', moves: 'C a 12a' }, 'bad-notation'],
  ];

  test.each(refusedMoves)('%s: the English catalogue says what the library says', (_name, input, code) => {
    const result = adjudicate(input);
    if (result.ok) throw new Error('the moves were accepted');
    const error = adjudicationRefusal(result.error, 'moves');
    expect(error.code).toBe(code);
    expect(englishCatalogue(code, plainFacts(error.details ?? {}, 'moves'))).toBe(error.message);
  });

  test('a move refused in Russian, French and Ukrainian names the move, its side and the rule', async () => {
    const fed = adjudicate({ rules: 'antigua', from: '1,0,0,0,0,1/0,0,0,0,0,0/23,23/S', moves: 'A' });
    if (fed.ok) throw new Error('the move was accepted');
    const mustFeed = adjudicationRefusal(fed.error, 'moves');
    expect(await refusalSentence('ru', mustFeed)).toBe(
      'Ход 1, лунка A Юга: ряд Севера пуст, и A оставляет его пустым; Юг обязан дать Северу семена (их дают ходы F).',
    );
    expect(await refusalSentence('fr', mustFeed)).toBe(
      'Coup 1, case A de Sud : la rangée de Nord est vide et A la laisse vide ; Sud doit lui donner des graines (coups qui en donnent : F).',
    );
    expect(await refusalSentence('uk', mustFeed)).toBe(
      'Хід 1, лунка A Півдня: ряд Півночі порожній, і A лишає його порожнім; Південь мусить дати Півночі зерна (їх дають ходи F).',
    );

    const wrong = adjudicate({ rules: 'antigua', moves: 'C a a' });
    if (wrong.ok) throw new Error('the move was accepted');
    expect(await refusalSentence('ru', adjudicationRefusal(wrong.error, 'moves'))).toBe(
      'Ход 1, лунка a Севера: сейчас ход Юга, а a — лунка Севера.',
    );
  });

  test('a game that had ended says how, in the reader’s language', async () => {
    const over = adjudicate({ rules: 'antigua', from: '0,0,0,0,0,1/1,4,0,0,0,0/25,17/N', moves: 'a' });
    if (over.ok) throw new Error('the move was accepted');
    const refusal = adjudicationRefusal(over.error, 'moves');
    expect(await refusalSentence('ru', refusal)).toBe(
      'Ход 1, лунка a Севера: партия уже закончилась: Юг взял 25 семян.',
    );
    expect(await refusalSentence('fr', refusal)).toBe(
      'Coup 1, case a de Nord : la partie était déjà terminée : Sud avait pris 25 graines.',
    );
  });
});
