// The engine that moves entries through a stage: when a match gets a result its winner
// and loser are placed where they go, and every match that can now settle itself (a bye,
// a walkover against a withdrawn entry, a reset that is not needed) does so at once.
import { walkoverResult } from './series';
import type {
  Destination,
  EntryId,
  MatchResult,
  SlotIndex,
  Stage,
  StageChange,
  StageMatch,
  StageUpdate,
} from './types';

/** An operation in progress on a stage. */
export interface Draft {
  stage: Stage;
  matches: StageMatch[];
  index: Map<string, number>;
  withdrawn: Set<EntryId>;
  copied: Set<number>;
  changes: StageChange[];
}

// Key → position maps, shared by every matches array of the same layout: an operation
// that only replaces rows keeps the order, so the map of the old array serves the new one.
const indexCache = new WeakMap<StageMatch[], Map<string, number>>();

/** The key → position map of a stage's matches. */
export function matchIndex(matches: StageMatch[]): Map<string, number> {
  let index = indexCache.get(matches);
  if (!index) {
    index = new Map(matches.map((match, position) => [match.key, position]));
    indexCache.set(matches, index);
  }
  return index;
}

/**
 * Starts an operation on a stage. Operations work on a copy-on-write draft of the stage: only the
 * matches they touch are copied, so the untouched rows keep their identity and the caller gets the
 * list of rows to write back.
 */
export function startDraft(stage: Stage): Draft {
  return {
    stage,
    matches: stage.matches.slice(),
    index: matchIndex(stage.matches),
    withdrawn: new Set(stage.withdrawn),
    copied: new Set(),
    changes: [],
  };
}

/** Ends an operation: the new stage, the rows that changed and the list of changes. */
export function finishDraft(draft: Draft, stageFields: Partial<Stage> = {}): StageUpdate {
  const matches = draft.matches;
  indexCache.set(matches, draft.index);
  const stage: Stage = { ...draft.stage, ...stageFields, withdrawn: [...draft.withdrawn], matches };
  const changed = [...draft.copied].sort((a, b) => a - b).map((position) => matches[position]);
  return { stage, changed, changes: draft.changes };
}

/** The match at `key`, or undefined. */
function findMatch(draft: Draft, key: string): StageMatch | undefined {
  const position = draft.index.get(key);
  return position === undefined ? undefined : draft.matches[position];
}

/** A writable copy of the match at `position`, copied once per operation. */
export function editMatch(draft: Draft, position: number): StageMatch {
  if (!draft.copied.has(position)) {
    const match = draft.matches[position];
    draft.matches[position] = {
      ...match,
      slots: [{ ...match.slots[0] }, { ...match.slots[1] }],
      result: match.result && { ...match.result },
    };
    draft.copied.add(position);
  }
  return draft.matches[position];
}

function positionOf(draft: Draft, key: string): number {
  const position = draft.index.get(key);
  if (position === undefined) throw new Error(`stage is inconsistent: no match ${key}`);
  return position;
}

/** The entries that left a finished match: winner and loser (null where nobody did). */
export function outcomeEntries(match: StageMatch): { winner: EntryId | null; loser: EntryId | null } {
  const result = match.result;
  if (!result || result.winner === null) return { winner: null, loser: null };
  const loserSlot = result.winner === 0 ? 1 : 0;
  return {
    winner: match.slots[result.winner].entry,
    loser: result.how === 'bye' ? null : match.slots[loserSlot].entry,
  };
}

/** Gives a match its result and sends its winner and loser on. */
export function finishMatch(draft: Draft, position: number, result: MatchResult): void {
  const match = editMatch(draft, position);
  match.result = result;
  match.status = 'finished';
  const { winner, loser } = outcomeEntries(match);
  draft.changes.push({ type: 'result', match: match.key, winner, how: result.how });
  if (match.winnerTo) place(draft, match.winnerTo, winner);
  if (match.loserTo) place(draft, match.loserTo, loser);
}

function markNotNeeded(draft: Draft, position: number): void {
  const match = editMatch(draft, position);
  match.status = 'not-needed';
  match.result = null;
  draft.changes.push({ type: 'not-needed', match: match.key });
  if (match.winnerTo) place(draft, match.winnerTo, null);
  if (match.loserTo) place(draft, match.loserTo, null);
}

/** Puts an entry (or, with null, a bye) into a slot and settles that match. */
function place(draft: Draft, destination: Destination, entry: EntryId | null): void {
  const position = positionOf(draft, destination.match);
  const match = editMatch(draft, position);
  const slot = match.slots[destination.slot];
  slot.entry = entry;
  slot.bye = entry === null;
  draft.changes.push({ type: 'slot', match: match.key, slot: destination.slot, entry });
  settle(draft, position);
}

/** Empties a slot again (a correction took away whoever was placed there). */
export function clearSlot(draft: Draft, destination: Destination): void {
  const match = editMatch(draft, positionOf(draft, destination.match));
  match.slots[destination.slot].entry = null;
  match.slots[destination.slot].bye = false;
  if (match.status === 'ready' || match.status === 'not-needed') match.status = 'pending';
}

const decided = (match: StageMatch, slot: SlotIndex): boolean =>
  match.slots[slot].entry !== null || match.slots[slot].bye;

/**
 * Settles an unfinished match as far as it can go on its own: pending while a slot is
 * undecided; not needed when its condition failed or nobody is in it; a bye or walkover
 * when only one side can play; otherwise ready for its series.
 */
export function settle(draft: Draft, position: number): void {
  const match = draft.matches[position];
  if (match.status === 'finished') return;
  if (match.onlyIf) {
    const condition = findMatch(draft, match.onlyIf.match);
    if (!condition || condition.status !== 'finished') return setStatus(draft, position, 'pending');
    if (condition.result?.winner !== match.onlyIf.wonBy) {
      if (match.status !== 'not-needed') markNotNeeded(draft, position);
      return;
    }
  }
  if (!decided(match, 0) || !decided(match, 1)) return setStatus(draft, position, 'pending');
  const present = [0, 1].map((slot) => {
    const entry = match.slots[slot].entry;
    return entry !== null && !draft.withdrawn.has(entry);
  });
  if (present[0] && present[1]) return setStatus(draft, position, 'ready');
  const withdrawnIn = [0, 1].map((slot) => match.slots[slot].entry !== null && !present[slot]);
  if (present[0] || present[1]) {
    const winner: SlotIndex = present[0] ? 0 : 1;
    const loser: SlotIndex = winner === 0 ? 1 : 0;
    const result = withdrawnIn[loser]
      ? walkoverResult(draft.stage.series, winner)
      : {
          winner,
          how: 'bye' as const,
          wins: [0, 0] as [number, number],
          draws: 0,
          captures: [0, 0] as [number, number],
        };
    return finishMatch(draft, position, result);
  }
  if (withdrawnIn[0] && withdrawnIn[1]) {
    return finishMatch(draft, position, { winner: null, how: 'walkover', wins: [0, 0], draws: 0, captures: [0, 0] });
  }
  if (match.status !== 'not-needed') markNotNeeded(draft, position);
}

function setStatus(draft: Draft, position: number, status: 'pending' | 'ready'): void {
  if (draft.matches[position].status === status) return;
  editMatch(draft, position).status = status;
  if (status === 'ready') draft.changes.push({ type: 'ready', match: draft.matches[position].key });
}
