import fc from 'fast-check';
import { test, expect } from 'vitest';
import { maximumMatching, matchingSize } from '@/core/swiss/matching';
function brute(n: number, edges: boolean[][]): number {
  const used = new Array(n).fill(false);
  const go = (i: number): number => {
    while (i < n && used[i]) i++;
    if (i >= n) return 0;
    used[i] = true;
    let best = go(i + 1);
    for (let j = i + 1; j < n; j++)
      if (!used[j] && edges[i][j]) {
        used[j] = true;
        best = Math.max(best, 1 + go(i + 1));
        used[j] = false;
      }
    used[i] = false;
    return best;
  };
  return go(0);
}
test('matching equals brute force', () => {
  fc.assert(
    fc.property(
      fc
        .integer({ min: 0, max: 11 })
        .chain((n) => fc.tuple(fc.constant(n), fc.array(fc.boolean(), { minLength: n * n, maxLength: n * n }))),
      ([n, bits]) => {
        const edges = Array.from({ length: n }, (_, i) =>
          Array.from({ length: n }, (_, j) => i !== j && bits[Math.min(i, j) * n + Math.max(i, j)]),
        );
        const neighbours = edges.map((row) => row.flatMap((e, j) => (e ? [j] : [])));
        const m = maximumMatching(neighbours);
        for (let i = 0; i < n; i++)
          if (m[i] !== -1) {
            expect(m[m[i]]).toBe(i);
            expect(edges[i][m[i]]).toBe(true);
          }
        expect(matchingSize(neighbours)).toBe(brute(n, edges));
      },
    ),
    { numRuns: 3000 },
  );
});
