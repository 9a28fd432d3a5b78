// The throttling policy: free tries, then a doubling delay, then a refusal; never longer than the
// refusal, shorter as time passes, longer with more failures.
import fc from 'fast-check';
import { expect, test } from 'vitest';
import {
  describeWait,
  PER_ADDRESS,
  PER_ACCOUNT,
  PER_ACCOUNT_ADDRESS,
  throttleWait,
  type ThrottleLimits,
} from '@/lib/auth/throttle';

const now = new Date('2026-03-01T12:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

test.each([
  [0, 0, 0],
  [3, 0, 0],
  [4, 0, 1],
  [5, 0, 2],
  [6, 0, 4],
  [9, 0, 32],
  [9, 30, 2],
  [10, 0, 900],
  [10, 899, 1],
  [10, 900, 0],
  [50, 60, 840],
])('%i failures per account and address, the last %i s ago: wait %i s', (count, secondsAgo, wait) => {
  expect(throttleWait({ count, lastAt: ago(secondsAgo) }, PER_ACCOUNT_ADDRESS, now)).toBe(wait);
});

const limits = fc.constantFrom<ThrottleLimits>(PER_ACCOUNT_ADDRESS, PER_ACCOUNT, PER_ADDRESS);
const failures = fc.record({ count: fc.integer({ min: 0, max: 500 }), secondsAgo: fc.integer({ min: 0, max: 3600 }) });

test('a wait is never negative and never longer than the refusal', () => {
  fc.assert(
    fc.property(limits, failures, (policy, { count, secondsAgo }) => {
      const wait = throttleWait({ count, lastAt: ago(secondsAgo) }, policy, now);
      expect(wait).toBeGreaterThanOrEqual(0);
      expect(wait).toBeLessThanOrEqual(policy.refusalSeconds);
    }),
  );
});

test('one more failure never shortens the wait; more time passed never lengthens it', () => {
  fc.assert(
    fc.property(limits, failures, fc.integer({ min: 1, max: 600 }), (policy, { count, secondsAgo }, later) => {
      const wait = throttleWait({ count, lastAt: ago(secondsAgo) }, policy, now);
      expect(throttleWait({ count: count + 1, lastAt: ago(secondsAgo) }, policy, now)).toBeGreaterThanOrEqual(wait);
      expect(throttleWait({ count, lastAt: ago(secondsAgo + later) }, policy, now)).toBeLessThanOrEqual(wait);
    }),
  );
});

test('the free failures never wait, whenever they happened', () => {
  fc.assert(
    fc.property(limits, fc.integer({ min: 0, max: 3600 }), (policy, secondsAgo) => {
      expect(throttleWait({ count: policy.freeFailures, lastAt: ago(secondsAgo) }, policy, now)).toBe(0);
    }),
  );
});

test.each([
  [1, '1 second'],
  [45, '45 seconds'],
  [89, '89 seconds'],
  [90, '2 minutes'],
  [900, '15 minutes'],
])('%i s reads "%s"', (seconds, text) => {
  expect(describeWait(seconds)).toBe(text);
});
