// The database-down flag behind proxy.ts: free while up; once down, one probe at a time, at most
// one per interval, and the first probe that succeeds brings it back.
import { afterEach, describe, expect, test, vi } from 'vitest';
import { databaseAvailable, markDatabaseDown } from '@/db/availability';

afterEach(() => vi.useRealTimers());

describe('databaseAvailable', () => {
  test('runs no probe while the database was never seen down', async () => {
    const probe = vi.fn(async () => {});
    expect(await databaseAvailable(probe)).toBe(true);
    expect(probe).not.toHaveBeenCalled();
  });

  test('once down, shares one probe among concurrent callers, waits between probes, and recovers', async () => {
    vi.useFakeTimers({ now: 1_000_000 });
    markDatabaseDown();
    let answer: () => void = () => {};
    let fail: (error: Error) => void = () => {};
    const probe = vi.fn(() => new Promise<void>((resolve, reject) => ((answer = resolve), (fail = reject))));

    const both = [databaseAvailable(probe), databaseAvailable(probe)];
    expect(probe).toHaveBeenCalledTimes(1);
    fail(new Error('connect ECONNREFUSED'));
    expect(await Promise.all(both)).toEqual([false, false]);

    // Within the interval: refused at once, no new probe.
    vi.advanceTimersByTime(100);
    expect(await databaseAvailable(probe)).toBe(false);
    expect(probe).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(500);
    const again = databaseAvailable(probe);
    expect(probe).toHaveBeenCalledTimes(2);
    answer();
    expect(await again).toBe(true);
    // Up again: no more probes.
    expect(await databaseAvailable(probe)).toBe(true);
    expect(probe).toHaveBeenCalledTimes(2);
  });
});
