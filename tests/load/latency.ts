// Latency samples to percentiles, the way the benchmarks report them (nearest rank).

/** The p-th percentile (0–100) of `samples`, by nearest rank; NaN when there are none. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

/** Milliseconds, rounded to a tenth: a latency as the tables print it. */
export function roundMs(ms: number): number {
  return Math.round(ms * 10) / 10;
}
