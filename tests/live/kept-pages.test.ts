// Which queries a kept page may carry: the draw's sections and Next.js's `_rsc`, nothing made up.
import { describe, expect, it } from 'vitest';
import { keepsQuery } from '@/lib/live/kept-pages';

describe('keepsQuery', () => {
  it.each([
    ['', true],
    ['section=winners-3', true],
    ['section=losers-final', true],
    ['section=winners-3&_rsc=1k2j3', true],
    ['section=winners-3&section=winners-4', false],
    ['section=anything', false],
    ['section=winners-1234', false],
    ['utm_source=news', false],
    ['toString=x', false],
    ['_rsc=' + 'x'.repeat(40), false],
  ])('?%s → %s', (query, kept) => {
    expect(keepsQuery(new URLSearchParams(query))).toBe(kept);
  });
});
