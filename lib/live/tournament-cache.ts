// What public pages and the public API read, kept in memory per tournament and dropped the moment
// a live event about that tournament arrives. Every instance listens, so every instance's cache is
// dropped, whichever instance made the change. While the LISTEN connection is down nothing is
// cached (an event could be missed), and when it comes back everything is dropped. Entries that
// say how big they are (whole rendered pages) share a byte budget; past it the least recently
// used of them go first.
import type { LiveHub } from './hub';

/** The key of entries that are not about one tournament (the list of tournaments). */
export const ALL_TOURNAMENTS = 0;

/** `load()`'s answer kept for the tournament until its next live event (PageCache). */
export type TournamentCache = <T>(tournamentId: number, key: string, load: () => Promise<T>) => Promise<T>;

/** Nothing kept: every lookup loads. */
export const uncached: TournamentCache = (_tournamentId, _key, load) => load();

interface Slot {
  generation: number;
  values: Map<string, Promise<unknown>>;
}

/** Where a sized entry lives, for evicting it. */
interface Sized {
  tournamentId: number;
  key: string;
  bytes: number;
}

export class PageCache {
  private readonly slots = new Map<number, Slot>();
  /** Settled entries with a size, least recently used first, keyed by `sizedKey`. */
  private readonly sized = new Map<string, Sized>();
  private sizedBytes = 0;
  private listening = false;

  constructor(
    hub: LiveHub,
    private readonly maxTournaments = 200,
    private readonly maxBytes = 64 * 1024 * 1024,
  ) {
    this.listening = hub.connected;
    hub.watchAll({
      event: (event) => {
        this.invalidate(event.tournamentId);
        this.invalidate(ALL_TOURNAMENTS);
      },
      status: (connected) => {
        this.listening = connected;
        this.slots.clear();
        this.sized.clear();
        this.sizedBytes = 0;
      },
    });
  }

  /** Whether entries are kept at all (not while the LISTEN connection is down). */
  get caching(): boolean {
    return this.listening;
  }

  /**
   * `load()`'s answer for this tournament and key, from memory when nothing changed since.
   * `bytesOf` sizes the answer: sized entries count against the byte budget.
   */
  get<T>(tournamentId: number, key: string, load: () => Promise<T>, bytesOf?: (value: T) => number): Promise<T> {
    if (!this.listening) return load();
    const slot = this.slotOf(tournamentId);
    const cached = slot.values.get(key);
    if (cached) {
      this.touchSized(tournamentId, key);
      return cached as Promise<T>;
    }
    const generation = slot.generation;
    const loading = load();
    slot.values.set(key, loading);
    const current = () => slot.generation === generation && slot.values.get(key) === loading;
    loading.then(
      (value) => {
        if (bytesOf && current()) this.addSized({ tournamentId, key, bytes: bytesOf(value) });
      },
      // A failed load is not remembered; neither is one that an event overtook (it was already dropped).
      () => {
        if (current()) slot.values.delete(key);
      },
    );
    return loading;
  }

  invalidate(tournamentId: number): void {
    const slot = this.slots.get(tournamentId);
    if (!slot) return;
    slot.generation += 1;
    for (const key of slot.values.keys()) this.dropSized(tournamentId, key);
    slot.values.clear();
  }

  /** Bytes held by sized entries (for tests and the budget). */
  get bytes(): number {
    return this.sizedBytes;
  }

  private addSized(entry: Sized): void {
    this.sized.set(sizedKey(entry.tournamentId, entry.key), entry);
    this.sizedBytes += entry.bytes;
    for (const oldest of this.sized.values()) {
      if (this.sizedBytes <= this.maxBytes) break;
      this.slots.get(oldest.tournamentId)?.values.delete(oldest.key);
      this.dropSized(oldest.tournamentId, oldest.key);
    }
  }

  private touchSized(tournamentId: number, key: string): void {
    const id = sizedKey(tournamentId, key);
    const entry = this.sized.get(id);
    if (!entry) return;
    this.sized.delete(id);
    this.sized.set(id, entry);
  }

  private dropSized(tournamentId: number, key: string): void {
    const id = sizedKey(tournamentId, key);
    const entry = this.sized.get(id);
    if (!entry) return;
    this.sized.delete(id);
    this.sizedBytes -= entry.bytes;
  }

  private slotOf(tournamentId: number): Slot {
    let slot = this.slots.get(tournamentId);
    if (slot) {
      // Most recently used last, so the oldest goes first when there are too many.
      this.slots.delete(tournamentId);
      this.slots.set(tournamentId, slot);
      return slot;
    }
    slot = { generation: 0, values: new Map() };
    this.slots.set(tournamentId, slot);
    if (this.slots.size > this.maxTournaments) {
      const oldest = this.slots.keys().next().value!;
      this.invalidate(oldest);
      this.slots.delete(oldest);
    }
    return slot;
  }
}

function sizedKey(tournamentId: number, key: string): string {
  return `${tournamentId}\n${key}`;
}
