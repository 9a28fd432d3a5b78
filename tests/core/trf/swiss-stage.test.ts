// A Swiss continued from its TRF: exported after any round, read back and rebuilt with the formats
// library, it has the same results and standings, the same players out, and pairs the next round
// as the original did.
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { nextRound, recordResult, standings, withdraw } from '@/core/tournament';
import type { Stage, StageMatch } from '@/core/tournament/types';
import { swissToTrf } from '@/core/trf/from-stage';
import { parseTrf } from '@/core/trf/parse-trf';
import { swissStageFromTrf } from '@/core/trf/swiss-stage';
import { trfToSwiss, type SwissFromTrf } from '@/core/trf/to-swiss';
import { writeTrf } from '@/core/trf/write-trf';
import { build, lcg, unwrap } from '../tournament/helpers';

/** A random Swiss played to the end: random winners, some walkovers, a withdrawal now and then. */
function randomSwiss(count: number, rounds: number, seed: number): Stage {
  const random = lcg(seed);
  let stage = build(count, { format: 'swiss', rounds });
  for (;;) {
    for (const match of stage.matches.filter((candidate) => candidate.status === 'ready')) {
      const winner = match.slots[random() < 0.5 ? 0 : 1].entry!;
      stage = unwrap(recordResult(stage, match.key, { winner, walkover: random() < 0.15 })).stage;
    }
    const active = stage.entries.filter((entry) => !stage.withdrawn.includes(entry));
    if (random() < 0.2 && active.length > 2)
      stage = unwrap(withdraw(stage, active[Math.floor(random() * active.length)])).stage;
    const next = nextRound(stage);
    if (!next.ok) return stage;
    stage = next.value.stage;
  }
}

function viaTrf(stage: Stage, round: number): SwissFromTrf {
  const file = swissToTrf(
    stage,
    (entry) => ({ name: entry, rating: null }),
    { name: 'x', city: null, startsOn: null, endsOn: null },
    round,
  );
  if (!file.ok) throw new Error(file.error.message);
  const parsed = parseTrf(writeTrf(file.value));
  if (!parsed.ok) throw new Error(parsed.error.message);
  const swiss = trfToSwiss(parsed.value);
  if (!swiss.ok) throw new Error(swiss.error.message);
  return swiss.value;
}

/** A round's series as `first-second winner how`, in a stable order. */
const series = (stage: Stage, round: number) =>
  stage.matches
    .filter((match) => match.round === round)
    .map((match: StageMatch) => {
      const first = match.firstMover ?? 0;
      const [a, b] = [match.slots[first].entry, match.slots[first === 0 ? 1 : 0].entry];
      const winner =
        match.result?.winner === undefined || match.result.winner === null
          ? null
          : match.slots[match.result.winner].entry;
      return `${a}-${b ?? 'bye'} ${winner} ${match.result?.how ?? match.status}`;
    })
    .sort();

test('a Swiss exported after any round and continued from the file: same results, standings and next pairing', () => {
  fc.assert(
    fc.property(
      fc
        .integer({ min: 2, max: 12 })
        .chain((count) => fc.tuple(fc.constant(count), fc.integer({ min: 1, max: Math.min(6, count - 1) }))),
      fc.integer(),
      fc.nat(),
      ([count, rounds], seed, pick) => {
        const original = randomSwiss(count, rounds, seed);
        const played = Math.max(...original.matches.map((match) => match.round));
        const upTo = 1 + (pick % played);
        const continued = unwrap(swissStageFromTrf(viaTrf(original, upTo), original.entries, rounds));
        for (let round = 1; round <= upTo; round++) expect(series(continued, round)).toEqual(series(original, round));
        const points = (stage: Stage) =>
          standings({ ...stage, matches: stage.matches.filter((match) => match.round <= upTo) }).map((row) => [
            row.entry,
            row.matchPoints,
          ]);
        expect(points(continued)).toEqual(points(original));
        if (upTo < played) {
          // The next round, as the original paired it (its results aside: they are not in the file).
          const pairing = (stage: Stage) => series(stage, upTo + 1).map((line) => line.split(' ')[0]);
          expect(pairing(continued)).toEqual(pairing(original));
        }
      },
    ),
    { numRuns: 200 },
  );
});

test('refused: more rounds played than the Swiss has, a pair without a winner', () => {
  const swiss: SwissFromTrf = {
    name: null,
    rounds: null,
    players: [],
    played: [{ pairs: [{ white: 1, black: 2, winner: null, walkover: true }], bye: null, absent: [] }],
    absentNext: [],
  };
  expect(swissStageFromTrf(swiss, ['a', 'b', 'c', 'd'], 2)).toMatchObject({
    ok: false,
    error: { code: 'bad-result', match: 'R1-1' },
  });
  expect(
    swissStageFromTrf(
      { ...swiss, played: [...swiss.played, ...swiss.played, ...swiss.played] },
      ['a', 'b', 'c', 'd'],
      2,
    ),
  ).toMatchObject({
    ok: false,
    error: { code: 'bad-settings', setting: 'rounds' },
  });
});
