// Each refusal of accounts, players, entries and the API edge has a sentence in every language that
// can be filled from the facts its throwers send: none falls back to English, and the facts that
// are words (a name, a tournament, an address) appear in it.
import { describe, expect, test } from 'vitest';
import { refusalSentence, type Refusal } from '@/i18n/refusal-sentence';
import type { RefusalCode } from '@/lib/refusal-codes';

const ENGLISH = 'The sentence written where the refusal was made.';

type Facts = Omit<Refusal, 'code' | 'message'>;

/** What each code's throwers send (one row per thrower where they differ). */
const samples: [RefusalCode, Facts][] = [
  ['account-already-linked', { field: 'code' }],
  ['already-decided', { details: { status: 'approved' } }],
  ['already-decided', { details: { status: 'rejected' } }],
  ['already-entered', {}],
  ['bad-idempotency-key', { field: 'idempotencyKey' }],
  ['body-too-large', { details: { limit: 1_000_000 } }],
  ['both-entered', { details: { tournaments: ['Kingston Open', 'Accra Cup'] } }],
  ['both-players-linked', { details: { name: 'Kwame Boateng' } }],
  ['claim-code-expired', { field: 'code' }],
  ['claim-code-used', { field: 'code' }],
  ['cross-origin-request', { details: { source: 'Origin https://elsewhere.example' } }],
  ['database-unavailable', { retryAfterSeconds: 5 }],
  ['email-not-verified', { details: { email: 'ama@example.test' } }],
  ['entry-withdrawn', { details: { player: 'Ama Mensah' } }],
  ['idempotency-key-reused', {}],
  ['import-empty', { field: 'csv' }],
  ['import-has-errors', { field: 'csv', details: { count: 3, firstLine: 4, lines: [{ line: 4, errors: ['x'] }] } }],
  ['invalid-authorization', {}],
  ['invalid-body', { field: 'players.2.name', details: { issues: [], problem: '«Name»: …' } }],
  ['invalid-claim-code', { field: 'code' }],
  ['invalid-credentials', {}],
  ['invalid-input', { details: { reason: 'fields' } }],
  ['invalid-input', { field: 'displayName', details: { reason: 'controlCharacter', character: 'U+0000' } }],
  ['invalid-json', {}],
  ['invalid-params', { field: 'slug', details: { issues: [], problem: '«Slug»: …' } }],
  ['invalid-query', { field: 'limit', details: { issues: [], problem: '«Limit»: …' } }],
  ['invalid-token', {}],
  ['last-admin', {}],
  ['no-entries', {}],
  ['not-admin', {}],
  ['not-organiser', {}],
  ['not-players-organiser', { details: { player: 12, enteredElsewhere: false } }],
  ['not-players-organiser', { details: { player: 12, enteredElsewhere: true } }],
  ['not-tournament-manager', {}],
  ['not-tournament-staff', {}],
  ['organiser-role-lost', {}],
  ['origin-unknown', {}],
  ['own-match', {}],
  ['player-already-linked', { field: 'code' }],
  ['player-name-required', { field: 'displayName' }],
  ['player-not-found', { field: 'playerId', details: { player: 12 } }],
  ['request-incomplete', {}],
  ['request-not-found', {}],
  ['request-pending', {}],
  ['reset-link-not-valid', { field: 'token' }],
  ['same-name-on-record', { field: 'displayName', details: { name: 'Kwame Boateng', count: 1, namesakes: [] } }],
  ['same-name-on-record', { field: 'displayName', details: { name: 'Kwame Boateng', count: 3, namesakes: [] } }],
  ['same-player', { field: 'mergeId' }],
  ['token-cannot-create-tokens', {}],
  ['token-not-found', {}],
  ['too-many-attempts', { retryAfterSeconds: 300 }],
  ['too-many-links', { retryAfterSeconds: 120 }],
  ['too-many-reset-requests', { retryAfterSeconds: 45 }],
  ['too-many-tokens', { details: { limit: 20 } }],
  ['unauthenticated', {}],
  ['unsupported-content-type', {}],
  ['user-not-found', {}],
  ['verification-link-not-valid', { field: 'token' }],
  ['wrong-password', { field: 'currentPassword' }],
  ['forbidden', {}],
  ['not-found', {}],
];

/** The facts a reader must find in the sentence: the words of `details` and the field a sentence names. */
function wordsOf({ details }: Facts): (string | number)[] {
  return Object.entries(details ?? {})
    .filter(([name]) => !['status', 'reason', 'enteredElsewhere', 'count', 'limit'].includes(name))
    .flatMap(([, value]) => (Array.isArray(value) ? value : [value]))
    .filter((value): value is string | number => typeof value === 'string' || typeof value === 'number');
}

describe.each(['fr', 'ru', 'uk'] as const)('%s', (locale) => {
  test.each(samples)('%s is worded with its facts, never in English', async (code, facts) => {
    const sentence = await refusalSentence(locale, { code, message: ENGLISH, ...facts });
    expect(sentence).not.toBe(ENGLISH);
    expect(sentence).not.toMatch(/[{}]/);
    for (const word of wordsOf(facts)) expect(sentence).toContain(String(word));
  });
});

test('the two sentences of one code are told apart by a fact', async () => {
  const approved = await refusalSentence('ru', {
    code: 'already-decided',
    message: ENGLISH,
    details: { status: 'approved' },
  });
  const rejected = await refusalSentence('ru', {
    code: 'already-decided',
    message: ENGLISH,
    details: { status: 'rejected' },
  });
  expect([approved, rejected]).toEqual(['Эта заявка уже одобрена.', 'Эта заявка уже отклонена.']);
  expect(
    await refusalSentence('uk', { code: 'same-name-on-record', message: ENGLISH, details: { name: 'Ama', count: 3 } }),
  ).toBe(
    '3 гравці з таким ім’ям уже є в базі. Це один із них? Виберіть гравця з бази або підтвердьте, що Ama — інша людина.',
  );
});
