// The arbiter's draft of a Swiss round before it is published (issue 19 §3): the Dutch pairing
// changed by hand, one edit at a time, each player on a board, on the bye or left unpaired. A
// draft may be incomplete while the arbiter works; what it breaks is checked on the boards it has,
// and the players it leaves unpaired can be paired by the engine with everyone else kept.
import type { BoardBreach } from '../swiss/check';
import { fail, ok } from './outcome';
import { checkSwissBoards, instructionsOf, swissEntrants, swissPairing, type SwissBoards } from './swiss';
import type { EntryId, Outcome, Stage } from './types';

/** A change the arbiter made to the draft, as the audit log keeps it. */
export type SwissEdit =
  | { kind: 'swap-colours'; entries: [EntryId, EntryId] }
  | { kind: 'swap-players'; entries: [EntryId, EntryId] }
  | { kind: 'pair'; entries: [EntryId, EntryId] }
  | { kind: 'bye'; entries: [EntryId] }
  | { kind: 'unpair'; entries: [EntryId, EntryId] }
  | { kind: 'pair-rest'; entries: EntryId[] };

/** The kinds of edit, for validation. */
export const SWISS_EDITS = ['swap-colours', 'swap-players', 'pair', 'bye', 'unpair', 'pair-rest'] as const;

/** Where a player sits in a draft. */
type Seat = { board: number; side: 'first' | 'second' } | { bye: true } | null;

const seatOf = (draft: SwissBoards, entry: EntryId): Seat => {
  if (draft.bye === entry) return { bye: true };
  const board = draft.boards.findIndex((each) => each.first === entry || each.second === entry);
  if (board < 0) return null;
  return { board, side: draft.boards[board].first === entry ? 'first' : 'second' };
};

/** Everyone a pairing seats: both players of each board, then the bye. */
export const seatedIn = (pairing: SwissBoards): EntryId[] => [
  ...pairing.boards.flatMap((board) => [board.first, board.second]),
  ...(pairing.bye === null ? [] : [pairing.bye]),
];

/** The draft without `entry`: his board is dissolved (the opponent becomes unpaired), or the bye freed. */
const without = (draft: SwissBoards, entry: EntryId): SwissBoards => ({
  boards: draft.boards.filter((board) => board.first !== entry && board.second !== entry),
  bye: draft.bye === entry ? null : draft.bye,
});

/**
 * Applies one edit to a draft. A swap of players exchanges their seats (a board side or the bye);
 * pairing two players by hand or giving one the bye unpairs their former opponents; `pair-rest`
 * is made by `pairRest`, not here.
 */
export function applySwissEdit(draft: SwissBoards, edit: SwissEdit): Outcome<SwissBoards> {
  const seats = edit.entries.map((entry) => seatOf(draft, entry));
  switch (edit.kind) {
    case 'swap-colours':
    case 'unpair': {
      const [a, b] = seats;
      if (!a || !b || !('board' in a) || !('board' in b) || a.board !== b.board)
        return fail('bad-pairing', `${edit.entries.join(' and ')} do not play each other in this draft.`);
      const boards = [...draft.boards];
      if (edit.kind === 'unpair') boards.splice(a.board, 1);
      else boards[a.board] = { first: boards[a.board].second, second: boards[a.board].first };
      return ok({ boards, bye: draft.bye });
    }
    case 'swap-players': {
      const [a, b] = edit.entries;
      if (a === b || !seats[0] || !seats[1])
        return fail('bad-pairing', `Only two different players who are seated can swap places: ${a}, ${b}.`);
      const swap = (entry: EntryId) => (entry === a ? b : entry === b ? a : entry);
      return ok({
        boards: draft.boards.map((board) => ({ first: swap(board.first), second: swap(board.second) })),
        bye: draft.bye === null ? null : swap(draft.bye),
      });
    }
    case 'pair': {
      const [a, b] = edit.entries;
      if (a === b) return fail('bad-pairing', `${a} cannot be paired with himself.`);
      const rest = without(without(draft, a), b);
      return ok({ boards: [...rest.boards, { first: a, second: b }], bye: rest.bye });
    }
    case 'bye': {
      const rest = without(draft, edit.entries[0]);
      return ok({ boards: rest.boards, bye: edit.entries[0] });
    }
    case 'pair-rest':
      return fail('bad-pairing', 'The rest is paired by the engine (pairRest).');
  }
}

/** What a draft breaks so far, and who it leaves unpaired. */
export interface SwissDraftCheck {
  /** The breaches of each board, in the draft's order. */
  boards: BoardBreach[][];
  bye: BoardBreach[];
  /** Players of the round the draft does not seat yet; it can be published only when this is empty. */
  unpaired: EntryId[];
}

/** The stage with `entries` set aside for this round, as if they had withdrawn (their past rounds stay). */
const setAside = (stage: Stage, entries: readonly EntryId[]): Stage =>
  entries.length === 0 ? stage : { ...stage, withdrawn: [...stage.withdrawn, ...entries] };

/**
 * Checks a draft of round `round`, complete or not: a player seated twice or not to be paired this
 * round is refused; the boards it has are checked as `checkSwissBoards` checks a whole pairing.
 * The players it leaves out are the ones `checkSwissBoards` names when it refuses the draft as a
 * whole, so the round is not paired again to find them.
 */
export function checkSwissDraft(stage: Stage, round: number, draft: SwissBoards): Outcome<SwissDraftCheck> {
  const whole = checkSwissBoards(stage, round, draft);
  if (whole.ok) return ok({ ...whole.value, unpaired: [] });
  const seated = new Set(seatedIn(draft));
  const named = whole.error.entries ?? [];
  // Refused only for players it leaves out: check the rest. Anyone named who is seated is unknown or doubled.
  if (whole.error.code !== 'bad-pairing' || named.length === 0 || named.some((entry) => seated.has(entry)))
    return whole;
  // With the unpaired set aside, the seated ones are the whole round: an odd count has its bye.
  const checked = checkSwissBoards(setAside(stage, named), round, draft);
  if (!checked.ok) return checked;
  return ok({ ...checked.value, unpaired: named });
}

/** The draft with its unpaired players paired by the Dutch system, everyone seated kept where he is. */
export function pairRest(stage: Stage, round: number, draft: SwissBoards): Outcome<SwissBoards> {
  const checked = checkSwissDraft(stage, round, draft);
  if (!checked.ok) return checked;
  if (checked.value.unpaired.length === 0) return ok(draft);
  const rest = swissPairing(setAside(stage, seatedIn(draft)), round) ?? { boards: [], bye: checked.value.unpaired[0] };
  if (rest.bye !== null && draft.bye !== null)
    return fail('bad-pairing', `${draft.bye} already has the bye: ${rest.bye} has nobody left to play.`);
  return ok({
    boards: [...draft.boards, ...rest.boards.map(({ first, second }) => ({ first, second }))],
    bye: draft.bye ?? rest.bye,
  });
}

/**
 * A fingerprint of everything the pairing of round `round` depends on (past rounds, withdrawals,
 * the arbiter's instructions): a draft made on one basis is stale once the basis changes, e.g.
 * when a second arbiter published the round or a player withdrew meanwhile. FNV-1a, twice with
 * different offsets: a version stamp, not a secret.
 */
export function swissBasis(stage: Stage, round: number): string {
  const text = JSON.stringify([round, swissEntrants(stage), [...stage.withdrawn].sort(), instructionsOf(stage)]);
  const hash = (offset: number) => {
    let value = offset;
    for (let index = 0; index < text.length; index++) value = Math.imul(value ^ text.charCodeAt(index), 0x01000193);
    return (value >>> 0).toString(16).padStart(8, '0');
  };
  return hash(0x811c9dc5) + hash(0x050c5d1f);
}
