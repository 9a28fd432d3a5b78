// One LISTEN per app process, many subscribers: the hub parses each notification on `warri_live`
// and hands it to the subscribers whose filter matches (a tournament, optionally one match).
// Subscribers are Server-Sent Events streams and the page cache; they never touch the database.
import type { LiveEvent } from './publish';

/** What a subscriber wants: events of one tournament, or only those of one match in it. */
export interface LiveFilter {
  tournamentId: number;
  matchId?: number;
}

/** A subscriber's view of the connection: events, and whether the hub is listening at all. */
export interface LiveSubscriber {
  event(event: LiveEvent): void;
  /** The hub lost its LISTEN connection (events may be missed) or got it back. */
  status?(connected: boolean): void;
}

const KINDS = new Set<LiveEvent['kind']>(['move', 'result', 'event']);

/** The event in a notification's payload, or null for one this app did not send. */
export function parseLiveEvent(payload: string): LiveEvent | null {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { tournamentId, matchId, kind } = value as Record<string, unknown>;
  if (!Number.isSafeInteger(tournamentId) || !KINDS.has(kind as LiveEvent['kind'])) return null;
  if (matchId !== undefined && !Number.isSafeInteger(matchId)) return null;
  return {
    tournamentId: tournamentId as number,
    kind: kind as LiveEvent['kind'],
    ...(matchId === undefined ? {} : { matchId: matchId as number }),
  };
}

export class LiveHub {
  private readonly byTournament = new Map<number, Set<{ filter: LiveFilter; subscriber: LiveSubscriber }>>();
  private readonly watchers = new Set<LiveSubscriber>();
  private connectedNow = false;

  get connected(): boolean {
    return this.connectedNow;
  }

  /** Adds a subscriber; the function returned removes it. */
  subscribe(filter: LiveFilter, subscriber: LiveSubscriber): () => void {
    const entry = { filter, subscriber };
    let set = this.byTournament.get(filter.tournamentId);
    if (!set) this.byTournament.set(filter.tournamentId, (set = new Set()));
    set.add(entry);
    return () => {
      set.delete(entry);
      if (set.size === 0 && this.byTournament.get(filter.tournamentId) === set)
        this.byTournament.delete(filter.tournamentId);
    };
  }

  /** Adds a subscriber to every tournament's events (the page cache). */
  watchAll(watcher: LiveSubscriber): () => void {
    this.watchers.add(watcher);
    return () => this.watchers.delete(watcher);
  }

  /** The number of per-tournament subscribers (for tests and health). */
  get subscriberCount(): number {
    let count = 0;
    for (const set of this.byTournament.values()) count += set.size;
    return count;
  }

  /** A notification arrived: hands it to every matching subscriber. */
  deliver(payload: string): void {
    const event = parseLiveEvent(payload);
    if (!event) {
      console.error('live: ignored a notification that is not a live event:', payload.slice(0, 200));
      return;
    }
    for (const watcher of this.watchers) notify(() => watcher.event(event));
    for (const { filter, subscriber } of this.byTournament.get(event.tournamentId) ?? []) {
      // An event about the tournament as a whole (no match) concerns every match page too.
      if (filter.matchId !== undefined && event.matchId !== undefined && filter.matchId !== event.matchId) continue;
      notify(() => subscriber.event(event));
    }
  }

  /** The LISTEN connection went down or came back. */
  setConnected(connected: boolean): void {
    if (connected === this.connectedNow) return;
    this.connectedNow = connected;
    for (const watcher of this.watchers) notify(() => watcher.status?.(connected));
    for (const set of this.byTournament.values())
      for (const { subscriber } of set) notify(() => subscriber.status?.(connected));
  }
}

/** One subscriber failing (a closed stream) must not keep the event from the others. */
function notify(call: () => void): void {
  try {
    call();
  } catch (error) {
    console.error('live: a subscriber failed:', error);
  }
}
