import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  correctResult,
  placements,
  planSettlement,
  recordResult,
  withdraw,
  type SettlementOptions,
  type Stage,
  type StageUpdate,
} from '@/core/tournament';
import { build, lcg, match, unwrap } from './helpers';

const knockout = (count: number, thirdPlace = false) => build(count, { format: 'single-elimination', thirdPlace });
const doubleElimination = (count: number) => build(count, { format: 'double-elimination', grandFinalReset: true });
const playedTo = (stage: Stage, keys: string[]) =>
  keys.reduce(
    (current, key) => unwrap(recordResult(current, key, { winner: match(current, key).slots[0].entry! })).stage,
    stage,
  );

describe('planning what a bracket change means beside the bracket', () => {
  test('a reported result: nothing to void or withdraw, its own row only, the loser out', () => {
    const update = unwrap(recordResult(knockout(4), 'W1-1', { winner: 'p4' }));
    expect(planSettlement(update, { primary: 'W1-1' })).toEqual({
      withdrawAdjustmentsOf: [],
      voidAll: [],
      voidUncounted: [],
      inStage: ['p1', 'p2', 'p3', 'p4'],
      eliminated: ['p1'],
      resets: [],
      settled: [],
    });
  });

  test('a withdrawal: the walkover it settles voids the uncounted games and gets a row of its own', () => {
    const update = unwrap(withdraw(knockout(4), 'p1'));
    const plan = planSettlement(update);
    expect(plan.voidUncounted).toEqual(['W1-1']);
    expect(plan.voidAll).toEqual([]);
    expect(plan.withdrawAdjustmentsOf).toEqual([]);
    expect(plan.settled).toEqual([{ key: 'W1-1', result: match(update.stage, 'W1-1').result }]);
    expect(plan.settled[0].result).toMatchObject({ how: 'walkover', winner: 1 });
    expect(plan.eliminated).toEqual(['p1']);
  });

  test('a forced correction: the later match is voided with its confirmed games, the adjustments of what it took back withdrawn, the old loser active again', () => {
    const stage = playedTo(knockout(8), ['W1-1', 'W1-2', 'W2-1']);
    expect(planSettlement({ stage, changed: [], changes: [] }).eliminated).toEqual(['p4', 'p8', 'p5']);
    const update = unwrap(correctResult(stage, 'W1-1', { winner: 'p8' }, { force: true }));
    expect(update.reset).toEqual(['W2-1']);
    const plan = planSettlement(update, { primary: 'W1-1', reset: update.reset });
    expect(plan).toEqual({
      withdrawAdjustmentsOf: ['W2-1', 'W3-1'],
      voidAll: ['W2-1'],
      voidUncounted: [],
      inStage: ['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7', 'p8'],
      // p4 lost W2-1, which is now unplayed: back in the running; p1 lost the corrected W1-1.
      eliminated: ['p1', 'p5'],
      resets: [{ key: 'W2-1', status: 'ready' }],
      settled: [],
    });
  });

  test('only a correction withdraws adjustments: without `reset`, changed matches keep theirs', () => {
    const stage = playedTo(knockout(8), ['W1-1', 'W1-2']);
    const update = unwrap(recordResult(stage, 'W2-1', { winner: 'p1' }));
    expect(update.changed.map((row) => row.key)).toEqual(['W2-1', 'W3-1']);
    expect(planSettlement(update, { primary: 'W2-1' }).withdrawAdjustmentsOf).toEqual([]);
    expect(planSettlement(update, { primary: 'W2-1', reset: [] }).withdrawAdjustmentsOf).toEqual(['W3-1']);
  });

  test('without a primary, every settled match gets its row; with one, all but it', () => {
    const stage = unwrap(withdraw(knockout(4), 'p4')).stage;
    const update = unwrap(recordResult(stage, 'W1-2', { winner: 'p2' }));
    const settledKeys = (options: SettlementOptions) => planSettlement(update, options).settled.map((row) => row.key);
    expect(update.changes.filter((change) => change.type === 'result').map((change) => change.match)).toEqual(['W1-2']);
    expect(settledKeys({})).toEqual(['W1-2']);
    expect(settledKeys({ primary: 'W1-2' })).toEqual([]);
  });

  test('a league knocks nobody out', () => {
    const stage = build(4, { format: 'round-robin', doubleRound: false });
    const first = stage.matches.find((item) => item.status === 'ready')!;
    const update = unwrap(recordResult(stage, first.key, { winner: first.slots[0].entry! }));
    expect(planSettlement(update, { primary: first.key })).toMatchObject({ eliminated: [], inStage: stage.entries });
  });
});

/** One random operation on a random knockout part-played, with the options the app's services pass. */
function randomChange(
  count: number,
  seed: number,
  format: 0 | 1 | 2,
): { update: StageUpdate; options: SettlementOptions } | null {
  const random = lcg(seed);
  let stage = format === 0 ? knockout(count) : format === 1 ? knockout(count, true) : doubleElimination(count);
  const steps = Math.floor(random() * count * 2);
  for (let step = 0; step < steps; step++) {
    const active = stage.entries.filter((entry) => !stage.withdrawn.includes(entry));
    if (active.length > 2 && random() < 0.1) {
      stage = unwrap(withdraw(stage, active[Math.floor(random() * active.length)])).stage;
      continue;
    }
    const ready = stage.matches.find((item) => item.status === 'ready');
    if (!ready) break;
    stage = unwrap(recordResult(stage, ready.key, { winner: ready.slots[random() < 0.5 ? 0 : 1].entry! })).stage;
  }
  const choice = random();
  const played = stage.matches.filter((item) => item.result?.how === 'played');
  if (choice < 0.5 && played.length > 0) {
    // The correction service: the primary is the corrected match, `reset` what the library reset.
    const target = played[Math.floor(random() * played.length)];
    const loser = target.slots[target.result!.winner === 0 ? 1 : 0].entry!;
    const update = unwrap(correctResult(stage, target.key, { winner: loser }, { force: true }));
    return { update, options: { primary: target.key, reset: update.reset } };
  }
  const active = stage.entries.filter((entry) => !stage.withdrawn.includes(entry));
  if (choice < 0.7 && active.length > 2) {
    // Withdrawing an entry: no primary, no reset.
    return { update: unwrap(withdraw(stage, active[Math.floor(random() * active.length)])), options: {} };
  }
  const ready = stage.matches.find((item) => item.status === 'ready');
  if (!ready) return null;
  const update = unwrap(recordResult(stage, ready.key, { winner: ready.slots[random() < 0.5 ? 0 : 1].entry! }));
  return { update, options: { primary: ready.key } };
}

describe('property: over random knockouts and random results, withdrawals and forced corrections', () => {
  test('the plan voids, withdraws, eliminates and records exactly what the update implies', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 32 }),
        fc.integer(),
        fc.constantFrom<0 | 1 | 2>(0, 1, 2),
        (count, seed, format) => {
          const change = randomChange(count, seed, format);
          if (!change) return;
          const { update, options } = change;
          const { stage } = update;
          const plan = planSettlement(update, options);
          const keys = new Set(stage.matches.map((item) => item.key));
          const results = update.changes.flatMap((item) => (item.type === 'result' ? [item] : []));

          // Every key the plan names is a match of the stage.
          const named = [
            ...plan.withdrawAdjustmentsOf,
            ...plan.voidAll,
            ...plan.voidUncounted,
            ...plan.resets.map((row) => row.key),
            ...plan.settled.map((row) => row.key),
          ];
          for (const key of named) expect(keys.has(key)).toBe(true);

          // The matches a correction reset are all voided, confirmed games too, and each gets a reset row
          // with its status after; no played result of theirs is left (at most a walkover a withdrawal settles anew).
          expect(plan.voidAll).toEqual(options.reset ?? []);
          expect(plan.resets.map((row) => row.key)).toEqual(plan.voidAll);
          for (const row of plan.resets) {
            expect(row.status).toBe(match(stage, row.key).status);
            expect(match(stage, row.key).result?.how).not.toBe('played');
            expect(plan.withdrawAdjustmentsOf).toContain(row.key);
          }

          // Adjustments are withdrawn only by a correction, from every changed match but the corrected one.
          if (options.reset === undefined) expect(plan.withdrawAdjustmentsOf).toEqual([]);
          else
            expect(plan.withdrawAdjustmentsOf).toEqual(
              update.changed.map((item) => item.key).filter((key) => key !== options.primary),
            );

          // Uncounted games are voided exactly where a walkover was settled, and those matches are finished.
          expect(plan.voidUncounted).toEqual(
            results.filter((item) => item.how === 'walkover').map((item) => item.match),
          );
          for (const key of plan.voidUncounted) expect(match(stage, key).result?.how).toBe('walkover');

          // The primary never gets a settled row of its own; every other settled match does, with its result.
          if (options.primary !== undefined) expect(plan.settled.map((row) => row.key)).not.toContain(options.primary);
          expect(plan.settled.map((row) => row.key)).toEqual(
            results.map((item) => item.match).filter((key) => key !== options.primary),
          );
          for (const row of plan.settled) expect(row.result).toEqual(match(stage, row.key).result);

          // Eliminated = the placements with a match that ended the run; they are in the stage, and sit in no
          // match still to be played.
          expect(plan.inStage).toEqual(stage.entries);
          expect(plan.eliminated).toEqual(
            placements(stage)
              .filter((placement) => placement.eliminatedIn !== null)
              .map((placement) => placement.entry),
          );
          for (const entry of plan.eliminated) expect(plan.inStage).toContain(entry);
          const stillToPlay = stage.matches
            .filter((item) => item.status === 'ready')
            .flatMap((item) => item.slots.map((slot) => slot.entry));
          for (const entry of plan.eliminated) expect(stillToPlay).not.toContain(entry);
        },
      ),
      { numRuns: 200 },
    );
  });
});
