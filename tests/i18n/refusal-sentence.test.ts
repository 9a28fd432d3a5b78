// A refusal's sentence in the reader's language: English keeps the sentence written where the
// refusal was made; another language fills its catalogue sentence with the refusal's facts, lists
// as that language writes them, a wait in Intl's words; a sentence that cannot be filled falls back
// to the English one rather than losing the refusal.
import { describe, expect, test } from 'vitest';
import { refusalSentence } from '@/i18n/refusal-sentence';

const correction = {
  code: 'later-matches-played' as const,
  message:
    'Correcting W1-1 changes who plays in W2-1, W3-1, which already have games; force it to reset those matches.',
  details: { matches: ['W2-1', 'W3-1'], match: 'W1-1' },
};

describe('a refusal in the reader’s language', () => {
  test('English reads the sentence written where the refusal was made', async () => {
    expect(await refusalSentence('en', correction)).toBe(correction.message);
  });

  test('another language fills its sentence with the facts, a list as it writes lists', async () => {
    expect(await refusalSentence('fr', correction)).toContain('W2-1 et W3-1');
    expect(await refusalSentence('ru', correction)).toContain('W2-1 и W3-1');
    expect(await refusalSentence('uk', correction)).toContain('W2-1 і W3-1');
  });

  test('a wait reads in Intl’s words', async () => {
    const refusal = { code: 'too-many-attempts' as const, message: 'Too many attempts.', retryAfterSeconds: 300 };
    expect(await refusalSentence('ru', refusal)).toContain('через 5 минут');
    expect(await refusalSentence('fr', refusal)).toContain('dans 5 minutes');
  });

  test('a sentence missing a fact falls back to the English one', async () => {
    expect(await refusalSentence('fr', { ...correction, details: {} })).toBe(correction.message);
  });

  test.each(['invalid-body', 'invalid-params', 'invalid-query'] as const)(
    'a refused %s names the field and why in every language',
    async (code) => {
      const refusal = { code, message: 'English.', field: 'rounds', details: { issues: [], problem: 'Pourquoi.' } };
      for (const locale of ['fr', 'ru', 'uk'] as const) {
        const sentence = await refusalSentence(locale, refusal);
        expect(sentence).not.toBe(refusal.message);
        expect(sentence).toMatch(/rounds.*Pourquoi\.$/);
      }
    },
  );
});
