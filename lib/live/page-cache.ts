// What public pages and the public API read, kept in memory per tournament and dropped the moment
// a live event about that tournament arrives. Every instance listens, so every instance's cache is
// dropped, whichever instance made the change. While the LISTEN connection is down nothing is
// cached (an event could be missed), and when it comes back everything is dropped.
import type { LiveHub } from './hub';

/** The key of entries that are not about one tournament (the list of tournaments). */
export const ALL_TOURNAMENTS = 0;

interface Slot {
  generation: number;
  values: Map<string, Promise<unknown>>;
}

export class PageCache {
  private readonly slots = new Map<number, Slot>();
  private listening = false;

  constructor(hub: LiveHub, private readonly maxTournaments = 200) {
    this.listening = hub.connected;
    hub.watchAll({
      event: (event) => {
        this.invalidate(event.tournamentId);
        this.invalidate(ALL_TOURNAMENTS);
      },
      status: (connected) => {
        this.listening = connected;
        this.slots.clear();
      },
    });
  }

  /** `load()`'s answer for this tournament and key, from memory when nothing changed since. */
  get<T>(tournamentId: number, key: string, load: () => Promise<T>): Promise<T> {
    if (!this.listening) return load();
    const slot = this.slotOf(tournamentId);
    const cached = slot.values.get(key);
    if (cached) return cached as Promise<T>;
    const generation = slot.generation;
    const loading = load();
    slot.values.set(key, loading);
    // A failed load is not remembered; neither is one that an event overtook (it was already dropped).
    loading.catch(() => {
      if (slot.generation === generation && slot.values.get(key) === loading) slot.values.delete(key);
    });
    return loading;
  }

  invalidate(tournamentId: number): void {
    const slot = this.slots.get(tournamentId);
    if (!slot) return;
    slot.generation += 1;
    slot.values.clear();
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
    if (this.slots.size > this.maxTournaments) this.slots.delete(this.slots.keys().next().value!);
    return slot;
  }
}
