// Rules library speed: perft 11 from the start under abapa against a plain C copy-make perft
// compiled in the same run (both must count the same nodes), and bulk adjudication of 100,000
// random finished games against replaying the same games on the fast path.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  adjudicate,
  holeIndex,
  parseMoves,
  perft,
  randomGame,
  RULE_SET_IDS,
  RULE_SETS,
  START_POSITION,
} from '../../core/warri';
import { playOut } from '../../core/warri/playout';
import { seededRandom } from '../core/warri/helpers';
import type { Benchmark, Figure } from './benchmark';

const PERFT_DEPTH = 11;
const GAMES = 100_000;
const RUNS = 3;

/** The best of `runs` timings of `work`, in seconds, and its (identical) answer. */
function best<T>(work: () => T, runs = RUNS): { seconds: number; answer: T } {
  let seconds = Infinity;
  let answer!: T;
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    answer = work();
    seconds = Math.min(seconds, (performance.now() - started) / 1000);
  }
  return { seconds, answer };
}

function cPerft(log: (line: string) => void): { nodes: number; seconds: number } {
  const dir = mkdtempSync(join(tmpdir(), 'warri-perft-'));
  try {
    const binary = join(dir, 'perft');
    execFileSync('gcc', ['-O2', '-o', binary, join(import.meta.dirname, 'perft.c')]);
    let fastest = { nodes: 0, seconds: Infinity };
    for (let run = 0; run < RUNS; run++) {
      const [nodes, nanoseconds] = execFileSync(binary, ['1', String(PERFT_DEPTH)], { encoding: 'utf8' })
        .trim()
        .split(' ')
        .map(Number);
      if (nanoseconds / 1e9 < fastest.seconds) fastest = { nodes, seconds: nanoseconds / 1e9 };
    }
    log(`C perft ${PERFT_DEPTH}: ${fastest.nodes} nodes in ${fastest.seconds.toFixed(2)} s`);
    return fastest;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function perftFigures(log: (line: string) => void): Figure[] {
  const c = cPerft(log);
  const ts = best(() => perft(START_POSITION, PERFT_DEPTH, RULE_SETS.abapa));
  log(`TS perft ${PERFT_DEPTH}: ${ts.answer} nodes in ${ts.seconds.toFixed(2)} s`);
  if (ts.answer !== c.nodes) throw new Error(`perft ${PERFT_DEPTH} disagrees: TypeScript ${ts.answer}, C ${c.nodes}`);
  const tsRate = ts.answer / ts.seconds;
  const cRate = c.nodes / c.seconds;
  return [
    {
      name: 'rules.perft11.abapa',
      value: Math.round(tsRate),
      unit: 'nodes/s',
      note: `fast path, ${ts.answer} nodes, best of ${RUNS}`,
    },
    {
      name: 'rules.perft11.abapa.c',
      value: Math.round(cRate),
      unit: 'nodes/s',
      note: 'plain C copy-make, gcc -O2, same run',
    },
    {
      name: 'rules.perft11.vsC',
      value: tsRate / cRate,
      unit: 'ratio',
      note: 'TypeScript nodes/s ÷ C nodes/s (aim ≥ 0.6)',
    },
  ];
}

function adjudicationFigures(log: (line: string) => void): Figure[] {
  const random = seededRandom(20251018);
  const games = Array.from({ length: GAMES }, (_, i) => {
    const rules = RULE_SET_IDS[i % RULE_SET_IDS.length];
    return { rules, moves: randomGame(RULE_SETS[rules], random).join('') };
  });
  const plies = games.reduce((sum, game) => sum + game.moves.length, 0);
  log(`${GAMES} random finished games, ${plies} moves`);

  // One run each: 100,000 games take long enough to time.
  const full = best(
    () =>
      games.filter((game) => {
        const result = adjudicate(game);
        return result.ok && result.value.finished;
      }).length,
    1,
  );
  if (full.answer !== GAMES) throw new Error(`only ${full.answer} of ${GAMES} random games adjudicated as finished`);
  // Baseline: the same records read and replayed on the fast path, which checks legality and
  // endings but builds no positions or reports.
  const fast = best(
    () =>
      games.filter((game) => {
        const moves = parseMoves(game.moves);
        if (!moves.ok) return false;
        let ply = 0;
        const walked = playOut(RULE_SETS[game.rules], START_POSITION, (holes) =>
          ply < moves.value.length ? holes.indexOf(holeIndex(moves.value[ply++])) : -1,
        );
        return walked.end !== null && walked.moves.length === moves.value.length;
      }).length,
    1,
  );
  if (fast.answer !== GAMES) throw new Error(`the fast path finished only ${fast.answer} of ${GAMES} games`);
  log(`adjudicate: ${full.seconds.toFixed(2)} s; fast-path replay: ${fast.seconds.toFixed(2)} s`);
  return [
    {
      name: 'rules.adjudicate',
      value: Math.round(GAMES / full.seconds),
      unit: 'games/s',
      note: `adjudicate() on ${GAMES} random finished games (${Math.round(plies / GAMES)} moves avg)`,
    },
    {
      name: 'rules.adjudicate.vsFastReplay',
      value: fast.seconds / full.seconds,
      unit: 'ratio',
      note: 'adjudicate games/s ÷ fast-path replay games/s',
    },
  ];
}

export const benchmark: Benchmark = {
  name: 'rules',
  async run(log) {
    return [...perftFigures(log), ...adjudicationFigures(log)];
  },
};
