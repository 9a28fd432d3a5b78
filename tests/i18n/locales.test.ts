import { describe, expect, test } from 'vitest';
import { requestLocale } from '@/i18n/locales';

describe('requestLocale', () => {
  test.each([
    [undefined, null, 'en'],
    [undefined, 'fr-FR,fr;q=0.9', 'fr'],
    [undefined, 'fr-CA', 'fr'],
    [undefined, 'uk', 'uk'],
    [undefined, 'uk-UA,uk;q=0.9,ru;q=0.8,en;q=0.5', 'uk'],
    [undefined, 'de-DE,de;q=0.9,ru;q=0.5', 'ru'],
    [undefined, 'en-US,en;q=0.9', 'en'],
    [undefined, 'de-DE,de;q=0.9', 'en'],
    [undefined, '*', 'en'],
    [undefined, 'not a language;;', 'en'],
    ['ru', 'fr-FR,fr;q=0.9', 'ru'],
    ['xx', 'uk', 'uk'],
    ['', null, 'en'],
  ])('cookie %j and Accept-Language %j read %s', (cookie, acceptLanguage, expected) => {
    expect(requestLocale(cookie, acceptLanguage)).toBe(expected);
  });
});
