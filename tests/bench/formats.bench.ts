// A 1,024-player double elimination built and played to the end by core/tournament, and
// the same by brackets-manager on its in-memory storage, in the same run.
import { BracketsManager } from 'brackets-manager';
import { InMemoryDatabase } from 'brackets-memory-db';
import { buildStage, matchByKey, recordResult } from '../../core/tournament';
import type { Stage, StageChange } from '../../core/tournament/types';
import type { Benchmark, Figure } from './benchmark';

const PLAYERS = 1024;
const entries = Array.from({ length: PLAYERS }, (_, index) => `player-${index + 1}`);

/** The same stream of coin flips for both libraries (a linear congruential generator). */
function coin(seed: number): () => 0 | 1 {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state < 2 ** 31 ? 0 : 1;
  };
}

/** Builds and plays out the stage; the ready matches are followed through the reported changes. */
function playOurs(): number {
  const flip = coin(1);
  const built = buildStage(entries, { format: 'double-elimination', grandFinalReset: true });
  if (!built.ok) throw new Error(built.error.message);
  let stage: Stage = built.value;
  const ready = stage.matches.filter((match) => match.status === 'ready').map((match) => match.key);
  let played = 0;
  while (ready.length > 0) {
    const key = ready.pop()!;
    const match = matchByKey(stage, key)!;
    const winner = flip();
    const wins: [number, number] = winner === 0 ? [6, 3] : [3, 6];
    const outcome = recordResult(stage, key, { winner: match.slots[winner].entry!, wins, draws: 0 });
    if (!outcome.ok) throw new Error(outcome.error.message);
    stage = outcome.value.stage;
    played++;
    for (const change of outcome.value.changes as StageChange[]) if (change.type === 'ready') ready.push(change.match);
  }
  return played;
}

interface BmMatch {
  id: number;
  status: number;
}

async function playBracketsManager(): Promise<number> {
  const flip = coin(1);
  const storage = new InMemoryDatabase();
  const manager = new BracketsManager(storage);
  await manager.create.stage({
    tournamentId: 0,
    name: 'bench',
    type: 'double_elimination',
    seeding: entries,
    settings: { grandFinal: 'double' },
  });
  let played = 0;
  for (;;) {
    // brackets-model Status.Ready = 2.
    const ready = ((await storage.select<BmMatch>('match', { status: 2 })) ?? []) as BmMatch[];
    if (ready.length === 0) return played;
    for (const match of ready) {
      const first = flip() === 0;
      await manager.update.match({
        id: match.id,
        opponent1: { score: first ? 6 : 3, result: first ? 'win' : 'loss' },
        opponent2: { score: first ? 3 : 6, result: first ? 'loss' : 'win' },
      });
      played++;
    }
  }
}

/** How long one call of `play` takes, and the matches it played. */
async function timed(play: () => number | Promise<number>): Promise<{ ms: number; played: number }> {
  const start = performance.now();
  const played = await play();
  return { ms: performance.now() - start, played };
}

const median = (times: number[]): number => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)];

export const benchmark: Benchmark = {
  name: 'formats: 1,024-player double elimination, built and played out',
  async run(log) {
    // Both libraries get the same warm-up, so the timed runs measure compiled code on both sides,
    // and their runs alternate, so a burst of load on the shared machine hits both alike.
    for (let warm = 0; warm < 3; warm++) {
      playOurs();
      await playBracketsManager();
    }
    const ourTimes: number[] = [];
    const theirTimes: number[] = [];
    let played = { ours: 0, theirs: 0 };
    for (let run = 0; run < 5; run++) {
      const mine = await timed(playOurs);
      const other = await timed(playBracketsManager);
      ourTimes.push(mine.ms);
      theirTimes.push(other.ms);
      played = { ours: mine.played, theirs: other.played };
    }
    const ours = { ms: median(ourTimes), played: played.ours };
    const theirs = { ms: median(theirTimes), played: played.theirs };
    log(`core/tournament: ${ours.played} matches, median of 5 runs ${ours.ms.toFixed(1)} ms`);
    log(`brackets-manager (in-memory storage): ${theirs.played} matches, median of 5 runs ${theirs.ms.toFixed(1)} ms`);
    const figures: Figure[] = [
      {
        name: 'formats.de1024.ms',
        value: ours.ms,
        unit: 'ms',
        note: 'core/tournament: build + play out 1,024-player double elimination (median of 5, interleaved)',
      },
      {
        name: 'formats.de1024.bracketsManager.ms',
        value: theirs.ms,
        unit: 'ms',
        note: 'brackets-manager + brackets-memory-db, same event, same run (median of 5, interleaved)',
      },
      {
        name: 'formats.de1024.vsBracketsManager',
        value: theirs.ms / ours.ms,
        unit: 'ratio',
        note: 'brackets-manager time / core/tournament time (aim ≥ 10)',
      },
    ];
    return figures;
  },
};
