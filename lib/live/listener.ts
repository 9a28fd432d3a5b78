// The LISTEN side of `publishLive`. On Postgres a dedicated client (outside the pool: a pooled
// connection would be handed to queries and lose its LISTEN), reconnected with backoff when the
// server goes away; on PGlite the embedded database's own `listen`. Either way the hub learns
// when the connection is down, so subscribers can say so and caches stop trusting themselves.
import pg from 'pg';
import type { Database } from '@/db/client';
import type { LiveHub } from './hub';
import { LIVE_CHANNEL } from './publish';

export interface LiveListener {
  /** Resolves once the first LISTEN is in place (or has failed and a retry is scheduled). */
  ready: Promise<void>;
  close(): Promise<void>;
}

export interface ListenOptions {
  /** First and longest wait before reconnecting, in milliseconds. */
  minBackoffMs?: number;
  maxBackoffMs?: number;
}

/** Starts listening on `warri_live` for `database`, feeding `hub`. */
export function listenForLiveEvents(database: Database, hub: LiveHub, options: ListenOptions = {}): LiveListener {
  if (database.driver === 'pglite') {
    let unlisten: (() => Promise<void>) | null = null;
    const ready = database.pglite.listen(LIVE_CHANNEL, (payload) => hub.deliver(payload)).then((stop) => {
      unlisten = stop;
      hub.setConnected(true);
    });
    return {
      ready,
      close: async () => {
        await ready.catch(() => {});
        hub.setConnected(false);
        // The database may already be closed (tests close it first); there is nothing to undo then.
        if (unlisten && !database.pglite.closed) await unlisten();
      },
    };
  }
  return listenOnPostgres(database.pool.options, hub, options);
}

function listenOnPostgres(config: pg.ClientConfig, hub: LiveHub, options: ListenOptions): LiveListener {
  const minBackoff = options.minBackoffMs ?? 250;
  const maxBackoff = options.maxBackoffMs ?? 10_000;
  let backoff = minBackoff;
  let closed = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;

  const scheduleReconnect = () => {
    if (closed || retry) return;
    hub.setConnected(false);
    retry = setTimeout(() => {
      retry = null;
      void connect();
    }, backoff);
    backoff = Math.min(backoff * 2, maxBackoff);
  };

  const connect = async (): Promise<void> => {
    const current = new pg.Client({ ...config, keepAlive: true });
    client = current;
    current.on('notification', (message) => {
      if (message.channel === LIVE_CHANNEL && message.payload !== undefined) hub.deliver(message.payload);
    });
    // A lost connection surfaces as 'error' and/or 'end'; either way, start again with a new client.
    const lost = (error?: Error) => {
      if (client !== current) return;
      client = null;
      if (!closed) console.error('live: the LISTEN connection was lost, reconnecting:', error?.message ?? 'ended');
      current.removeAllListeners('notification');
      current.end().catch(() => {});
      scheduleReconnect();
    };
    current.on('error', lost);
    current.on('end', () => lost());
    try {
      await current.connect();
      await current.query(`listen ${LIVE_CHANNEL}`);
      if (closed || client !== current) return;
      backoff = minBackoff;
      hub.setConnected(true);
    } catch (error) {
      lost(error as Error);
    }
  };

  const ready = connect();
  return {
    ready,
    close: async () => {
      closed = true;
      if (retry) clearTimeout(retry);
      hub.setConnected(false);
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}
