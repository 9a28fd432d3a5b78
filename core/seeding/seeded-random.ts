// A random number generator anyone can replay from a short text seed, so a random draw can be
// shown to be fair: publish the seed and the entry list, and the draw follows. The algorithms are
// small, public and well known (from bryc's collection of JavaScript PRNGs): cyrb128 and SFC32.
// Pure: no clock, no crypto, no platform randomness; the caller brings the seed.

/** The 128-bit hash of `text` that seeds the generator: its UTF-16 code units as four 32-bit words. */
export function cyrb128(text: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let index = 0; index < text.length; index++) {
    const k = text.charCodeAt(index);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

/**
 * Numbers in [0, 1) drawn by sfc32 from the seed; the same seed always gives the same sequence.
 * SFC32 is Chris Doty-Humphrey's Small Fast Counting generator (from PractRand), drawing from the
 * seed's 128 bits (a, b, c and the counter d) after 15 warm-up draws, so that similar seeds give
 * unrelated sequences.
 */
export function seededRandom(seed: string): () => number {
  let [a, b, c, d] = cyrb128(seed);
  // SFC32 as PractRand defines it: t = a + b + counter++; a = b ^ (b >>> 9); b = c + (c << 3); c = rotl(c, 21) + t.
  const next = (): number => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (((c << 21) | (c >>> 11)) + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  for (let warmUp = 0; warmUp < 15; warmUp++) next();
  return next;
}
