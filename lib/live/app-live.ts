// The process's live hub and page cache: one LISTEN connection per app instance, opened on first
// use and kept on globalThis (Next.js may load this module more than once in one process).
import { getDatabase } from '@/db/app-database';
import { LiveHub } from './hub';
import { listenForLiveEvents } from './listener';
import { PageCache } from './tournament-cache';

interface AppLive {
  hub: LiveHub;
  cache: PageCache;
}

const key = Symbol.for('warri-open.live');
type Holder = { [key]?: Promise<AppLive> };

/** The app's hub and cache, listening once the database is open. */
export function getAppLive(): Promise<AppLive> {
  const holder = globalThis as Holder;
  holder[key] ??= (async () => {
    const database = await getDatabase();
    const hub = new LiveHub();
    const cache = new PageCache(hub);
    await listenForLiveEvents(database, hub).ready;
    return { hub, cache };
  })().catch((error: unknown) => {
    delete holder[key];
    throw error;
  });
  return holder[key];
}

/** `load()` cached for the tournament until its next live event (see PageCache). */
export async function cachedForTournament<T>(
  tournamentId: number,
  cacheKey: string,
  load: () => Promise<T>,
): Promise<T> {
  const { cache } = await getAppLive();
  return cache.get(tournamentId, cacheKey, load);
}
