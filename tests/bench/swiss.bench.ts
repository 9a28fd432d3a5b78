// One round of a 200-player Swiss paired by the Dutch system, every round of a 9-round event
// with the same random results each run; against it, in the same run, the cheapest pairing any
// correct program must make: one maximum matching of the same players on the pairs allowed (the
// completion test, C.4), which the Dutch system needs many times per bracket.
import { buildStage, nextRound, recordResult, swissEntrants } from '../../core/tournament';
import { maximumMatching } from '../../core/swiss/matching';
import type { Stage } from '../../core/tournament/types';
import type { Benchmark } from './benchmark';

const PLAYERS = 200;
const ROUNDS = 9;

function coin(seed: number): () => 0 | 1 {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state < 2 ** 31 ? 0 : 1;
  };
}

/** Plays the event; the time of pairing each round after the first, and of the baseline before it. */
function playEvent(): { pairing: number[]; matching: number[] } {
  const flip = coin(19);
  const built = buildStage(
    Array.from({ length: PLAYERS }, (_, index) => `p${index + 1}`),
    { format: 'swiss', rounds: ROUNDS },
  );
  if (!built.ok) throw new Error(built.error.message);
  let stage: Stage = built.value;
  const pairing: number[] = [];
  const matching: number[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    for (const match of stage.matches.filter((item) => item.round === round && item.status === 'ready')) {
      const outcome = recordResult(stage, match.key, { winner: match.slots[flip()].entry! });
      if (!outcome.ok) throw new Error(outcome.error.message);
      stage = outcome.value.stage;
    }
    if (round === ROUNDS) break;
    const met = new Map(
      swissEntrants(stage).map((entrant) => [entrant.id, new Set(entrant.history.map((past) => past.opponent))]),
    );
    const ids = [...met.keys()];
    let start = performance.now();
    maximumMatching(
      ids.map((id) => ids.flatMap((other, index) => (other !== id && !met.get(id)!.has(other) ? [index] : []))),
    );
    matching.push(performance.now() - start);
    start = performance.now();
    const next = nextRound(stage);
    pairing.push(performance.now() - start);
    if (!next.ok) throw new Error(next.error.message);
    stage = next.value.stage;
  }
  return { pairing, matching };
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export const benchmark: Benchmark = {
  name: `swiss: pairing each round of a ${PLAYERS}-player, ${ROUNDS}-round Swiss by the Dutch system`,
  async run(log) {
    playEvent();
    const runs = [playEvent(), playEvent(), playEvent()];
    const pairing = runs.flatMap((run) => run.pairing);
    const matching = runs.flatMap((run) => run.matching);
    const worst = Math.max(...pairing);
    log(`rounds 2–${ROUNDS}, 3 runs: median ${median(pairing).toFixed(1)} ms, slowest ${worst.toFixed(1)} ms a round`);
    log(`one maximum matching of the same field: median ${median(matching).toFixed(2)} ms`);
    return [
      {
        name: 'swiss.round200.medianMs',
        value: median(pairing),
        unit: 'ms',
        note: 'Dutch pairing of one round (median over rounds 2–9, 3 runs)',
      },
      { name: 'swiss.round200.slowestMs', value: worst, unit: 'ms', note: 'slowest round of the 3 runs (aim < 1,000)' },
      {
        name: 'swiss.round200.matchingMs',
        value: median(matching),
        unit: 'ms',
        note: 'baseline: one maximum matching of the same players, same run',
      },
      {
        name: 'swiss.round200.vsMatching',
        value: median(pairing) / median(matching),
        unit: 'ratio',
        note: 'Dutch round / one matching (the completion test it repeats)',
      },
    ];
  },
};
