// How long a client must wait after failed sign-ins: nothing for the first few, then a delay that
// doubles with each further failure, then a refusal for a while. Counted per email (whoever
// tries it, so it says nothing about whether the account exists) and, with higher limits, per
// client address. Pure: the counts and the time come in.

export interface ThrottleLimits {
  /** Failures allowed before any delay. */
  freeFailures: number;
  /** Failures after which sign-in is refused for `refusalSeconds` after the last one. */
  refuseAfter: number;
  refusalSeconds: number;
  /** Longest delay while slowed (the doubling stops here). */
  maxDelaySeconds: number;
}

/**
 * Failures count for this long (and, per email, only since the last success). Longer than the
 * refusal: after it, each further failure is refused again at once until the old ones age out.
 */
export const THROTTLE_WINDOW_SECONDS = 60 * 60;

export const PER_EMAIL: ThrottleLimits = { freeFailures: 3, refuseAfter: 10, refusalSeconds: 15 * 60, maxDelaySeconds: 60 };

/** A club's shared connection signs many people in: the address limits are far looser. */
export const PER_ADDRESS: ThrottleLimits = { freeFailures: 20, refuseAfter: 100, refusalSeconds: 15 * 60, maxDelaySeconds: 60 };

export interface FailureCount {
  count: number;
  /** When the latest of them happened; null when there are none. */
  lastAt: Date | null;
}

/** Seconds to wait before the next attempt is heard; 0 when it may go ahead now. */
export function throttleWait(failures: FailureCount, limits: ThrottleLimits, now: Date): number {
  if (failures.count <= limits.freeFailures || failures.lastAt === null) return 0;
  const penalty =
    failures.count >= limits.refuseAfter
      ? limits.refusalSeconds
      : Math.min(2 ** (failures.count - limits.freeFailures - 1), limits.maxDelaySeconds);
  const elapsed = (now.getTime() - failures.lastAt.getTime()) / 1000;
  return Math.max(0, Math.ceil(penalty - elapsed));
}

/** "12 seconds", "3 minutes": how a person is told how long to wait. */
export function describeWait(seconds: number): string {
  if (seconds < 90) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minutes`;
}
