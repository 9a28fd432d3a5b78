// Berger tables (FIDE Handbook C.05, Annex 1), built by the circle method.

/** One pairing of a Berger table: player numbers, the first-named moving first. */
export type BergerPair = [number, number];

/**
 * The Berger table for `players` (an odd field plays the table of players + 1, the
 * highest number being the bye). Player n (the highest) stays put on board 1, alternating
 * second and first; the others turn round the circle by n/2 places a round, so round 1 is
 * 1–n, 2–(n−1), …; round 2 is n–(n/2+1), (n/2+2)–(n/2), …, 1–2. For 6: round 1 1–6 2–5
 * 3–4, round 2 6–4 5–3 1–2, round 3 2–6 3–1 4–5, round 4 6–5 1–4 2–3, round 5 3–6 4–2 5–1.
 */
export function bergerTable(players: number): BergerPair[][] {
  const n = players % 2 === 0 ? players : players + 1;
  const circle = n - 1;
  const rounds: BergerPair[][] = [];
  for (let round = 0; round < circle; round++) {
    // at(k): the player at place k of the circle this round (places 0..n−2, numbers 1..n−1).
    const at = (k: number): number => ((k + round * (n / 2)) % circle) + 1;
    const pairs: BergerPair[] = [round % 2 === 0 ? [at(0), n] : [n, at(0)]];
    for (let k = 1; k < n / 2; k++) pairs.push([at(k), at(circle - k)]);
    rounds.push(pairs);
  }
  return rounds;
}

/**
 * The rounds of a round robin: the Berger table once, or for a double round the table
 * with its last two rounds exchanged (as FIDE recommends, so nobody gets three of the
 * same colour running at the turn) followed by the whole table again, first moves reversed.
 */
export function roundRobinRounds(players: number, doubleRound: boolean): BergerPair[][] {
  const table = bergerTable(players);
  if (!doubleRound) return table;
  const first = [...table];
  if (first.length >= 2) {
    const last = first.length - 1;
    [first[last - 1], first[last]] = [first[last], first[last - 1]];
  }
  const second = table.map((pairs) => pairs.map(([a, b]): BergerPair => [b, a]));
  return [...first, ...second];
}
