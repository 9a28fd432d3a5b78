/** One named measurement. Figures are ratios against a baseline measured in the same run, latency percentiles, or counts (round trips, statements, lines). */
export interface Figure {
  /** Stable key in the final JSON object, e.g. `rules.perft11.vsC`. */
  name: string;
  value: number;
  /** What the value counts: `ratio`, `nodes/s`, `games/s`, `ms`, `req/s`, `queries`, `count`, `files`, `lines`. */
  unit: string;
  /** One line for the table: what was measured and against what. */
  note?: string;
}

/** A benchmark module (`tests/bench/<name>.bench.ts`) exports one of these as `benchmark`. */
export interface Benchmark {
  name: string;
  run(log: (line: string) => void): Promise<Figure[]>;
}
