import type { Formatter, Translator } from '@/i18n/translator';

/**
 * The sentence that tells the owner which API tokens ending their sessions revoked, with a space
 * before it to follow the form's own sentence (none: nothing to say).
 */
export function revokedTokensSentence(t: Translator<'account'>, format: Formatter, names: string[]): string {
  if (names.length === 0) return '';
  const list = format.list(
    names.map((name) => `“${name}”`),
    { type: 'conjunction' },
  );
  return ` ${t('revokedTokens', { count: names.length, names: list })}`;
}
