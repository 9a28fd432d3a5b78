// Answers that must not tell one case from another by how long they take (a reset link asked for
// a registered address or an unknown one): the work is padded to a fixed minimum, so what a
// client measures is the minimum whichever way the work went.
import { setTimeout as sleep } from 'node:timers/promises';

/** Runs `work` and answers (or throws) no sooner than `minimumMs` after the start. */
export async function atLeast<T>(minimumMs: number, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    // Rounded up: timers count whole milliseconds and would otherwise end a fraction early.
    const left = Math.ceil(minimumMs - (performance.now() - started));
    if (left > 0) await sleep(left);
  }
}
