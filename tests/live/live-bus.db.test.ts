// The live bus end to end on a real database: publishLive in a transaction, LISTEN in a hub, and
// subscribers (and the SSE stream) seeing committed changes only, on every "instance".
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/db/client';
import { LiveHub } from '@/lib/live/hub';
import { listenForLiveEvents, type LiveListener } from '@/lib/live/listener';
import { PageCache } from '@/lib/live/tournament-cache';
import { publishLive, type LiveEvent } from '@/lib/live/publish';
import { liveEventStream } from '@/lib/live/sse';
import { awardWalkover } from '@/lib/services/results/award-walkover';
import { setupTestDatabase } from '../db/helpers';
import { openSecondHandle } from '../db/second-handle';
import { makeOrganiser, readyMatches, startedTournament } from '../services/helpers';

const test = setupTestDatabase();

/** Events a subscriber received, and a way to wait for one. */
function recorder(hub: LiveHub, tournamentId: number, matchId?: number) {
  const events: LiveEvent[] = [];
  const unsubscribe = hub.subscribe({ tournamentId, matchId }, { event: (event) => events.push(event) });
  return { events, unsubscribe };
}

async function until(condition: () => boolean, timeoutMs = 5_000): Promise<void> {
  const start = Date.now();
  while (!condition()) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out waiting for a live event');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

let tournamentSeq = 1_000_000;
const freshTournamentId = () => ++tournamentSeq;

describe('live events', () => {
  let hub: LiveHub;
  let listener: LiveListener;
  let other: { database: Database; separate: boolean; close(): Promise<void> };
  let otherHub: LiveHub;
  let otherListener: LiveListener;

  beforeAll(async () => {
    hub = new LiveHub();
    listener = listenForLiveEvents(test.database, hub, { minBackoffMs: 20, maxBackoffMs: 200 });
    await listener.ready;
    // A second app instance: its own connection pool and its own LISTEN connection (on PGlite,
    // which has one connection, a second listener on the same database).
    other = await openSecondHandle(test.database);
    otherHub = new LiveHub();
    otherListener = listenForLiveEvents(other.database, otherHub);
    await otherListener.ready;
  });

  afterAll(async () => {
    await otherListener?.close();
    await listener?.close();
    await other?.close();
  });

  it('delivers a committed change to subscribers of both instances, and not a rolled-back one', async () => {
    const tournamentId = freshTournamentId();
    const here = recorder(hub, tournamentId);
    const there = recorder(otherHub, tournamentId);
    expect(hub.connected && otherHub.connected).toBe(true);

    await expect(
      test.db.transaction(async (tx) => {
        await publishLive(tx, { tournamentId, matchId: 1, kind: 'result' });
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    // Written through the other instance's pool: it still reaches this instance's listener.
    await other.database.db.transaction((tx) => publishLive(tx, { tournamentId, matchId: 2, kind: 'move' }));

    await until(() => here.events.length > 0 && there.events.length > 0);
    // Notifications arrive in commit order, so had the rolled-back one been sent it would be first.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(here.events).toEqual([{ tournamentId, matchId: 2, kind: 'move' }]);
    expect(there.events).toEqual([{ tournamentId, matchId: 2, kind: 'move' }]);
    here.unsubscribe();
    there.unsubscribe();
    expect(hub.subscriberCount).toBe(0);
  });

  it('holds an event until its transaction commits', async () => {
    const tournamentId = freshTournamentId();
    const here = recorder(hub, tournamentId);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const writing = other.separate
      ? other.database.db.transaction(async (tx) => {
          await publishLive(tx, { tournamentId, kind: 'event' });
          await held;
        })
      : null;
    if (writing) {
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(here.events).toEqual([]);
      release();
      await writing;
      await until(() => here.events.length === 1);
    } else {
      // PGlite runs one transaction at a time on its one connection: nothing to interleave.
      release();
      await test.db.transaction((tx) => publishLive(tx, { tournamentId, kind: 'event' }));
      await until(() => here.events.length === 1);
    }
    expect(here.events).toEqual([{ tournamentId, kind: 'event' }]);
    here.unsubscribe();
  });

  it('gives a match subscriber its own match and tournament-wide events only', async () => {
    const tournamentId = freshTournamentId();
    const mine = recorder(hub, tournamentId, 7);
    const elsewhere = recorder(hub, tournamentId + 1);
    await test.db.transaction(async (tx) => {
      await publishLive(tx, { tournamentId, matchId: 8, kind: 'move' });
      await publishLive(tx, { tournamentId, matchId: 7, kind: 'move' });
      await publishLive(tx, { tournamentId, kind: 'event' });
    });
    await until(() => mine.events.length === 2);
    expect(mine.events).toEqual([
      { tournamentId, matchId: 7, kind: 'move' },
      { tournamentId, kind: 'event' },
    ]);
    expect(elsewhere.events).toEqual([]);
    mine.unsubscribe();
    elsewhere.unsubscribe();
  });

  it('hears the organiser services: a start and a walkover each publish', async () => {
    const { actor } = await makeOrganiser(test.db);
    const watched: LiveEvent[] = [];
    const stop = hub.watchAll({ event: (event) => watched.push(event) });
    const { tournament } = await startedTournament(test.db, actor, 4);
    await until(() => watched.some((event) => event.tournamentId === tournament.id && event.kind === 'event'));
    const [match] = await readyMatches(test.db, tournament.id);
    await awardWalkover(test.db, actor, { matchId: match.id, winnerEntryId: match.entry1Id!, reason: 'no show' });
    await until(() => watched.some((event) => event.tournamentId === tournament.id && event.kind === 'result'));
    stop();
  });

  it('streams status and changes as Server-Sent Events and ends when the request is aborted', async () => {
    const tournamentId = freshTournamentId();
    const abort = new AbortController();
    const stream = liveEventStream(hub, { tournamentId }, abort.signal, { heartbeatMs: 50, retryMs: 1500 });
    const reader = stream.getReader();
    const decoder = new TextDecoder();
    let text = '';
    const readUntil = async (needle: string) => {
      while (!text.includes(needle)) {
        const { value, done } = await reader.read();
        if (done) throw new Error(`stream ended before ${needle}`);
        text += decoder.decode(value);
      }
    };
    await readUntil('"live":true');
    expect(text).toContain('retry: 1500\n\n');
    await test.db.transaction((tx) => publishLive(tx, { tournamentId, matchId: 3, kind: 'result' }));
    await readUntil('event: change');
    await readUntil('\n\n');
    expect(text).toContain(`event: change\ndata: ${JSON.stringify({ tournamentId, kind: 'result', matchId: 3 })}\n\n`);
    await readUntil(': heartbeat');
    abort.abort();
    while (!(await reader.read()).done);
    expect(hub.subscriberCount).toBe(0);
  });

  it('drops cached pages of a tournament when its event arrives, and only those', async () => {
    const cache = new PageCache(hub);
    const tournamentId = freshTournamentId();
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get(tournamentId, 'page', load)).toBe(1);
    expect(await cache.get(tournamentId, 'page', load)).toBe(1);
    expect(await cache.get(tournamentId + 1, 'page', load)).toBe(2);
    const seen: LiveEvent[] = [];
    const unsubscribe = hub.subscribe({ tournamentId }, { event: (event) => seen.push(event) });
    await test.db.transaction((tx) => publishLive(tx, { tournamentId, kind: 'result' }));
    await until(() => seen.length === 1);
    expect(await cache.get(tournamentId, 'page', load)).toBe(3);
    expect(await cache.get(tournamentId + 1, 'page', load)).toBe(2);
    unsubscribe();
  });

  it.runIf(process.env.TEST_DATABASE_URL || process.env.DATABASE_URL)(
    'reconnects when the server drops the LISTEN connection',
    async () => {
      const tournamentId = freshTournamentId();
      const statuses: boolean[] = [];
      const here = recorder(hub, tournamentId);
      const unwatch = hub.watchAll({ event: () => {}, status: (connected) => statuses.push(connected) });
      await test.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query = 'listen warri_live' and pid <> pg_backend_pid()`,
      );
      await until(() => statuses.includes(false));
      await until(() => hub.connected);
      await test.db.transaction((tx) => publishLive(tx, { tournamentId, kind: 'event' }));
      await until(() => here.events.length === 1);
      // The other instance lost its connection too (same query) and is back as well.
      await until(() => otherHub.connected, 15_000);
      unwatch();
      here.unsubscribe();
    },
    30_000,
  );
});
