// The hub and the page cache without a database: which subscribers get an event, what a bad
// payload does, and when the cache may be trusted.
import { describe, expect, it, vi } from 'vitest';
import { LiveHub, parseLiveEvent } from '@/lib/live/hub';
import { PageCache } from '@/lib/live/page-cache';

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
    const stop = hub.subscribe({ tournamentId: 1 }, { event: () => { throw new Error('closed stream'); } });
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
    await expect(cache.get(3, 'view', async () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
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
});
