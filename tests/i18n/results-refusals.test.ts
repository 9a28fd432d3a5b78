// The refusals of results, walkovers, corrections, tournaments, seeding and the CSV import, each
// given the details its throwers send: every translation fills its sentence with them (the facts
// show in it), rather than falling back to English. A code whose throwers send different details
// (a select on the kind of problem, the tournament's status) has a row for each; a general sentence
// (bad-result, round-not-available) leaves out facts only some of its throwers send.
import { describe, expect, test } from 'vitest';
import { refusalSentence } from '@/i18n/refusal-sentence';
import type { RefusalCode } from '@/lib/refusal-codes';

/** A refusal's code, the details one of its throwers sends, and the facts of those its sentence names. */
type Sample = [RefusalCode, Record<string, unknown>, string[]];

const samples: Sample[] = [
  ['already-organiser', {}, []],
  ['already-withdrawn', {}, []],
  ['bad-csv', { line: 7, problem: 'unclosed' }, ['7']],
  ['bad-csv', { line: 7, problem: 'trailing' }, ['7']],
  ['bad-csv', { line: 7, problem: 'empty' }, ['7']],
  ['bad-csv', { line: 7, problem: 'nameless' }, ['7']],
  ['bad-csv', { line: 7, problem: 'oversized' }, ['7']],
  ['bad-entries', {}, []],
  ['bad-game', {}, []],
  ['bad-order', { problem: 'stranger', place: 3, entry: 91 }, ['3', '91']],
  ['bad-order', { problem: 'repeated', place: 4, entry: 92 }, ['4', '92']],
  ['bad-order', { problem: 'missing', entries: [93, 94] }, ['93', '94']],
  ['bad-result', {}, []],
  ['bad-result', { matches: ['W1-1'] }, []],
  ['bad-settings', { setting: 'format' }, []],
  ['bad-settings', { setting: 'rounds' }, []],
  ['bad-settings', { setting: 'groupSize' }, []],
  ['bad-settings', { setting: 'qualifiers' }, []],
  ['bad-settings', { setting: 'tieBreaks' }, []],
  ['bad-settings', { setting: 'winsNeeded' }, []],
  ['bad-settings', { setting: 'maxGames' }, []],
  ['entry-not-found', {}, []],
  ['game-not-live', { match: 'W1-1', game: 3, status: 'voided' }, ['W1-1', '3']],
  ['game-not-live', { match: 'W1-1', game: 3, status: 'overridden' }, ['W1-1', '3']],
  ['games-started', { match: 'W1-1' }, ['W1-1']],
  ['later-matches-played', { matches: ['W2-1', 'W3-1'], match: 'W1-1' }, ['W1-1', 'W2-1', 'W3-1']],
  ['match-not-finished', { matches: ['W1-1'] }, ['W1-1']],
  ['match-not-found', {}, []],
  ['match-not-ready', { matches: ['W2-1'] }, ['W2-1']],
  ['match-over', { match: 'W1-1' }, ['W1-1']],
  ['matches-unfinished', { matches: ['W1-1', 'W1-2'] }, ['W1-1', 'W1-2']],
  ['no-coin-toss', {}, []],
  ['no-results', {}, []],
  ['no-such-account', {}, []],
  ['not-in-match', {}, []],
  ['not-seeded', { entries: [4, 9], players: ['Ann Joseph', 'Bo Lake'] }, ['Ann Joseph', 'Bo Lake']],
  ['registration-closed', {}, []],
  ['round-not-available', {}, []],
  ['round-not-available', { matches: ['S2-1'] }, []],
  ['rounds-remaining', { format: 'swiss' }, []],
  ['rounds-remaining', { format: 'groups-knockout' }, []],
  ['series-inconsistent', { match: 'W1-1' }, ['W1-1']],
  ['series-reopened', { matches: ['W1-1'] }, ['W1-1']],
  ['settings-locked', { tournament: 'Parham Open' }, ['Parham Open']],
  ['table-taken', { table: 4, match: 'W1-2' }, ['4', 'W1-2']],
  ['too-few-entries', { count: 0 }, []],
  ['too-few-entries', { count: 1 }, ['1']],
  ['tournament-finished', { tournament: 'Parham Open' }, ['Parham Open']],
  ['tournament-not-found', {}, []],
  ['tournament-not-running', { tournament: 'Parham Open', status: 'registration' }, ['Parham Open']],
  ['tournament-not-running', { tournament: 'Parham Open', status: 'finished' }, ['Parham Open']],
  ['tournament-started', { tournament: 'Parham Open', status: 'running' }, ['Parham Open']],
  ['tournament-started', { tournament: 'Parham Open', status: 'finished' }, ['Parham Open']],
  ['unknown-entry', {}, []],
  ['unknown-match', { matches: ['W9-9'] }, ['W9-9']],
  ['void-breaks-order', { match: 'W1-1', game: 2 }, ['W1-1', '2']],
  ['wrong-format', {}, []],
];

const english = 'The English sentence of the thrower.';

describe.each(['fr', 'ru', 'uk'] as const)('the results refusals in %s', (locale) => {
  test.each(samples)('%s with %j is filled, not English', async (code, details, facts) => {
    const sentence = await refusalSentence(locale, { code, message: english, details });
    expect(sentence).not.toBe(english);
    for (const fact of facts) expect(sentence).toContain(fact);
  });
});

// A select chooses the sentence on a fact: each of its values has a sentence of its own.
test.each([
  ['bad-csv', 'problem', ['unclosed', 'trailing', 'empty', 'nameless', 'oversized'], { line: 2 }],
  [
    'bad-settings',
    'setting',
    ['format', 'rounds', 'groupSize', 'qualifiers', 'tieBreaks', 'winsNeeded', 'maxGames'],
    {},
  ],
] as const)('%s has a sentence for each %s', async (code, fact, values, details) => {
  for (const locale of ['fr', 'ru', 'uk'] as const) {
    const sentences = await Promise.all(
      values.map((value) =>
        refusalSentence(locale, { code, message: english, details: { ...details, [fact]: value } }),
      ),
    );
    expect(new Set(sentences).size).toBe(values.length);
  }
});
