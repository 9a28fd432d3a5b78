import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bytesBody } from '@/lib/http/bytes-body';

describe('bytesBody', () => {
  it('sends the same kept bytes whole to every answer, and leaves them as they were', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 300_000 }), async (array) => {
        const kept = Buffer.from(array);
        const copy = Buffer.from(kept);
        const [first, second] = await Promise.all(
          [0, 1].map(async () => Buffer.from(await new Response(bytesBody(kept)).arrayBuffer())),
        );
        expect(first.equals(copy)).toBe(true);
        expect(second.equals(copy)).toBe(true);
        // Not detached nor changed by being sent: the next answer still has them.
        expect(kept.equals(copy)).toBe(true);
      }),
      { numRuns: 30 },
    );
  });
});
