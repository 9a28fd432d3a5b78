// Whether the database is known to be unreachable, for the one place that cannot answer 503 by
// itself: a page whose render fails on the database is a 500 in Next.js. The pool marks the
// database down the moment it loses a connection (a server shutting down ends every idle one),
// proxy.ts then answers pages 503 with Retry-After, and probes (at most one query per interval,
// shared by every request waiting on it) until the database answers again. While the database
// is up this costs nothing: no query, one flag read.

/** Fewest milliseconds between two probes while the database is down. */
const PROBE_INTERVAL_MS = 500;

interface Availability {
  down: boolean;
  probing: Promise<boolean> | null;
  probedAt: number;
}

// On globalThis: the pool (in any bundle) and proxy.ts must share one flag per process.
const key = Symbol.for('warri-open.database-availability');
type Holder = { [key]?: Availability };

function availability(): Availability {
  const holder = globalThis as Holder;
  return (holder[key] ??= { down: false, probing: null, probedAt: 0 });
}

/** The database was seen unreachable (a lost connection, a refused one). */
export function markDatabaseDown(): void {
  availability().down = true;
}

/**
 * True unless the database was seen down and is still down: then `probe` (a trivial query) is run
 * again when the last one is older than the interval, and its outcome decides.
 */
export async function databaseAvailable(probe: () => Promise<unknown>): Promise<boolean> {
  const state = availability();
  if (!state.down) return true;
  if (state.probing) return state.probing;
  if (Date.now() - state.probedAt < PROBE_INTERVAL_MS) return false;
  state.probedAt = Date.now();
  state.probing = probe().then(
    () => {
      state.down = false;
      return true;
    },
    () => false,
  );
  try {
    return await state.probing;
  } finally {
    state.probing = null;
  }
}
