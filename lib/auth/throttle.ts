// How long a client must wait after failed attempts: nothing for the first few, then a delay that
// doubles with each further failure, then a refusal for a while. Pure: the counts and the time
// come in. Each attempt is counted per account and address, per account, and per address, and the
// longest wait of the three applies: a lock per account alone lets anyone lock anyone out (ten
// wrong PINs from the reporter's device locked the opponent's PIN). The limits below say why each.
import type { AttemptKind } from '@/db/schema';
import type { FailureCount } from '@/db/queries/sign-in-attempts';

export interface ThrottleLimits {
  /** Failures allowed before any delay. */
  freeFailures: number;
  /** Failures after which attempts are refused for `refusalSeconds` after the last one. */
  refuseAfter: number;
  refusalSeconds: number;
  /** Longest delay while slowed (the doubling stops here). */
  maxDelaySeconds: number;
}

/** The three limits an attempt of one kind is held to; null where that count does not apply. */
export interface AttemptLimits {
  perAccountAddress: ThrottleLimits | null;
  perAccount: ThrottleLimits | null;
  perAddress: ThrottleLimits;
}

/**
 * Failures count for this long (and, per account, only since the last success). Longer than the
 * refusal: after it, each further failure is refused again at once until the old ones age out.
 */
export const THROTTLE_WINDOW_SECONDS = 60 * 60;

/**
 * One account from one address (the email or the user tried, from this client address): a handful
 * of typos, then slowed, then refused. The tight limit, ten failures, so whoever guesses a password
 * or a PIN soon stops.
 */
export const PER_ACCOUNT_ADDRESS: ThrottleLimits = {
  freeFailures: 3,
  refuseAfter: 10,
  refusalSeconds: 15 * 60,
  maxDelaySeconds: 60,
};

/**
 * One account from anywhere: ten times the limit of one address. With the tight limit per address,
 * an attacker elsewhere slows only themselves; the owner feels this one only when fifty failures
 * came from elsewhere within the hour, and then as a wait of at most half a minute. The short
 * delays also keep the refusal at a hundred reachable within the window, so it caps what many
 * addresses together can try (a hundred guesses an hour).
 */
export const PER_ACCOUNT: ThrottleLimits = {
  freeFailures: 50,
  refuseAfter: 100,
  refusalSeconds: 15 * 60,
  maxDelaySeconds: 30,
};

/**
 * A club's shared connection signs many people in: the address limits are far looser, but they
 * stop one address trying many accounts (password spraying).
 */
export const PER_ADDRESS: ThrottleLimits = {
  freeFailures: 20,
  refuseAfter: 100,
  refusalSeconds: 15 * 60,
  maxDelaySeconds: 60,
};

/**
 * The limits of each kind of attempt. A sign-up counts whether or not it succeeds (making accounts
 * in bulk is what is slowed), per address only: per email it would say which are registered.
 */
export const ATTEMPT_LIMITS: Record<AttemptKind, AttemptLimits> = {
  'sign-in': { perAccountAddress: PER_ACCOUNT_ADDRESS, perAccount: PER_ACCOUNT, perAddress: PER_ADDRESS },
  pin: { perAccountAddress: PER_ACCOUNT_ADDRESS, perAccount: PER_ACCOUNT, perAddress: PER_ADDRESS },
  'claim-code': { perAccountAddress: PER_ACCOUNT_ADDRESS, perAccount: PER_ACCOUNT, perAddress: PER_ADDRESS },
  'sign-up': { perAccountAddress: null, perAccount: null, perAddress: PER_ADDRESS },
  // Asking for a mail (a reset link, the verification link again): every request counts, so an
  // inbox cannot be flooded; per address of its own kind, so asking never slows anyone's sign-in.
  'mail-link': { perAccountAddress: PER_ACCOUNT_ADDRESS, perAccount: PER_ACCOUNT, perAddress: PER_ADDRESS },
};

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
