import { expect, test } from 'vitest';
import { freeSlug, slugOf } from '@/lib/services/tournaments/tournament-slug';

test.each([
  ['Antiguan Open 2026', 'antiguan-open-2026'],
  ['  Café  Warri — Été!  ', 'cafe-warri-ete'],
  ['!!!', 'tournament'],
  ['a'.repeat(80), 'a'.repeat(58)],
])('slugOf(%j) = %j', (name, slug) => {
  expect(slugOf(name)).toBe(slug);
  expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
});

test('freeSlug takes the first free suffix', () => {
  expect(freeSlug('open', [])).toBe('open');
  expect(freeSlug('open', ['open', 'open-2', 'open-4'])).toBe('open-3');
});
