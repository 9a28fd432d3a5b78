// The hub and the page cache without a database: which subscribers get an event, what a bad
// payload does, and when the cache may be trusted.
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { LiveHub, parseLiveEvent } from '@/lib/live/hub';
import { PageCache } from '@/lib/live/tournament-cache';

describe('parseLiveEvent', () => {
  it.each([
    ['{"tournamentId":3,"kind":"move","matchId":9}', { tournamentId: 3, kind: 'move', matchId: 9 }],
    ['{"tournamentId":3,"kind":"event"}', { tournamentId: 3, kind: 'event' }],
    ['not json', null],
    ['{"tournamentId":"3","kind":"move"}', null],
    ['{"tournamentId":3,"kind":"shout"}', null],
    ['{"tournamentId":3,"kind":"result","matchId":1.5}', null],
    ['null', null],
  ])('%s', (payload, expected) => {
    expect(parseLiveEvent(payload)).toEqual(expected);
  });
});

describe('LiveHub', () => {
  it('delivers to the tournament, to the match and to watchers; ignores what it cannot read', () => {
    const hub = new LiveHub();
    const tournament = vi.fn();
    const match = vi.fn();
    const other = vi.fn();
    const watcher = vi.fn();
    hub.subscribe({ tournamentId: 1 }, { event: tournament });
    hub.subscribe({ tournamentId: 1, matchId: 5 }, { event: match });
    hub.subscribe({ tournamentId: 2 }, { event: other });
    hub.watchAll({ event: watcher });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    hub.deliver('{"tournamentId":1,"kind":"move","matchId":6}');
    hub.deliver('{"tournamentId":1,"kind":"move","matchId":5}');
    hub.deliver('garbage');
    expect(tournament).toHaveBeenCalledTimes(2);
    expect(match).toHaveBeenCalledTimes(1);
    expect(other).not.toHaveBeenCalled();
    expect(watcher).toHaveBeenCalledTimes(2);
  });

  it('keeps delivering when one subscriber throws, and removes subscribers', () => {
    const hub = new LiveHub();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const after = vi.fn();
    const stop = hub.subscribe(
      { tournamentId: 1 },
      {
        event: () => {
          throw new Error('closed stream');
        },
      },
    );
    hub.subscribe({ tournamentId: 1 }, { event: after });
    hub.deliver('{"tournamentId":1,"kind":"result"}');
    expect(after).toHaveBeenCalledTimes(1);
    stop();
    expect(hub.subscriberCount).toBe(1);
  });

  it('tells subscribers when the connection goes down and comes back, once each', () => {
    const hub = new LiveHub();
    const status = vi.fn();
    hub.subscribe({ tournamentId: 1 }, { event: () => {}, status });
    hub.setConnected(true);
    hub.setConnected(true);
    hub.setConnected(false);
    expect(status.mock.calls).toEqual([[true], [false]]);
  });
});

describe('PageCache', () => {
  it('caches only while listening, and forgets everything when the connection changes', async () => {
    const hub = new LiveHub();
    const cache = new PageCache(hub);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get(1, 'view', load)).toBe(1);
    expect(await cache.get(1, 'view', load)).toBe(2);
    hub.setConnected(true);
    expect(await cache.get(1, 'view', load)).toBe(3);
    expect(await cache.get(1, 'view', load)).toBe(3);
    hub.setConnected(false);
    hub.setConnected(true);
    expect(await cache.get(1, 'view', load)).toBe(4);
  });

  it('drops a tournament (and the list of all) on its event; a failed load is not kept', async () => {
    const hub = new LiveHub();
    hub.setConnected(true);
    const cache = new PageCache(hub);
    await cache.get(1, 'view', async () => 'old');
    await cache.get(2, 'view', async () => 'other');
    hub.deliver('{"tournamentId":1,"kind":"result"}');
    expect(await cache.get(1, 'view', async () => 'new')).toBe('new');
    expect(await cache.get(2, 'view', async () => 'reloaded')).toBe('other');
    await expect(cache.get(3, 'view', async () => Promise.reject(new Error('database down')))).rejects.toThrow(
      'database down',
    );
    expect(await cache.get(3, 'view', async () => 'fine')).toBe('fine');
  });

  it('keeps at most the given number of tournaments, the least recently used going first', async () => {
    const hub = new LiveHub();
    hub.setConnected(true);
    const cache = new PageCache(hub, 2);
    await cache.get(1, 'view', async () => 'one');
    await cache.get(2, 'view', async () => 'two');
    await cache.get(1, 'view', async () => 'again');
    await cache.get(3, 'view', async () => 'three');
    expect(await cache.get(1, 'view', async () => 'reloaded')).toBe('one');
    expect(await cache.get(2, 'view', async () => 'reloaded')).toBe('reloaded');
  });

  it('keeps sized entries within the byte budget, dropping the least recently used first', async () => {
    const hub = new LiveHub();
    hub.setConnected(true);
    const cache = new PageCache(hub, 10, 100);
    const page = (text: string, bytes: number) =>
      cache.get(
        1,
        text,
        async () => ({ text, bytes }),
        (value) => value.bytes,
      );
    await page('a', 40);
    await page('b', 40);
    await page('a', 40);
    await page('c', 40);
    expect(cache.bytes).toBe(80);
    expect(await cache.get(1, 'b', async () => ({ text: 'b again', bytes: 40 }))).toEqual({
      text: 'b again',
      bytes: 40,
    });
    expect(await cache.get(1, 'a', async () => ({ text: 'a again', bytes: 40 }))).toEqual({ text: 'a', bytes: 40 });
    hub.deliver('{"tournamentId":1,"kind":"result"}');
    expect(cache.bytes).toBe(0);
  });

  it('never keeps a sized load that an event overtook', async () => {
    const hub = new LiveHub();
    hub.setConnected(true);
    const cache = new PageCache(hub);
    let finish!: (value: string) => void;
    const slow = cache.get(
      1,
      'page',
      () => new Promise<string>((resolve) => (finish = resolve)),
      () => 10,
    );
    hub.deliver('{"tournamentId":1,"kind":"result"}');
    finish('before the change');
    expect(await slow).toBe('before the change');
    expect(
      await cache.get(
        1,
        'page',
        async () => 'after the change',
        () => 10,
      ),
    ).toBe('after the change');
    expect(cache.bytes).toBe(10);
  });

  it('holds, whatever happens, only answers loaded since the last change, within the budget (property)', async () => {
    const operation = fc.oneof(
      fc.record({
        kind: fc.constant('get' as const),
        tournament: fc.integer({ min: 1, max: 3 }),
        key: fc.constantFrom('x', 'y', 'z'),
        bytes: fc.integer({ min: 0, max: 60 }),
      }),
      fc.record({ kind: fc.constant('change' as const), tournament: fc.integer({ min: 1, max: 3 }) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { maxLength: 60 }), async (operations) => {
        const hub = new LiveHub();
        hub.setConnected(true);
        const cache = new PageCache(hub, 2, 100);
        const changes = new Map<number, number>();
        let loads = 0;
        for (const op of operations) {
          if (op.kind === 'change') {
            changes.set(op.tournament, (changes.get(op.tournament) ?? 0) + 1);
            hub.deliver(JSON.stringify({ tournamentId: op.tournament, kind: 'result' }));
            continue;
          }
          const seenChanges = changes.get(op.tournament) ?? 0;
          const value = await cache.get(
            op.tournament,
            op.key,
            async () => ({ load: ++loads, changes: seenChanges, bytes: op.bytes }),
            (loaded) => loaded.bytes,
          );
          // A cached answer is never older than the tournament's last change.
          expect(value.changes).toBe(seenChanges);
          expect(cache.bytes).toBeLessThanOrEqual(100);
        }
      }),
    );
  });
});
