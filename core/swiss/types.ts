// The Dutch system's vocabulary (FIDE Handbook C.04.3) on a Warri Swiss. A Swiss match is a
// series; its "colour" is who moves first in game 1: `first` stands for White, `second` for Black.
import type { EntryId } from '../tournament/types';

/** Who moves first in game 1 of a series, the Swiss's colour (`first` is FIDE's White). */
export type Colour = 'first' | 'second';

/**
 * How a past round went for a player (C.04.1, C.04.2 D): `played`, the series was played;
 * `forfeit-win` / `forfeit-loss`, a walkover (not a meeting: the two may be paired again, C.04.1 b);
 * `pairing-bye`, the pairing-allocated bye; `requested-bye`, a bye the player asked for;
 * `absent`, not paired that round (entered later, or sat it out without a bye).
 */
export const ROUND_KINDS = ['played', 'forfeit-win', 'forfeit-loss', 'pairing-bye', 'requested-bye', 'absent'] as const;
export type RoundKind = (typeof ROUND_KINDS)[number];

/** One past round of a player. */
export interface PastRound {
  kind: RoundKind;
  /** The opponent of a played series or a walkover; null otherwise. */
  opponent: EntryId | null;
  /** Who moved first in game 1 of a played series; null when no series was played. */
  colour: Colour | null;
  /** Match points the round gave. */
  points: number;
}

/** A player to pair, as the Dutch system sees him. */
export interface SwissEntrant {
  id: EntryId;
  /** Pairing number from the initial ranking list (1 = first; late entries come last). */
  rank: number;
  /** One entry per round already paired, round 1 first. */
  history: PastRound[];
  /** Points the organiser granted on entry (a late entry's missed rounds), counted in the score. */
  grantedPoints?: number;
}

/** What the Dutch system needs to pair a round. */
export interface PairingRequest {
  /** The round to pair, 1-based. */
  round: number;
  totalRounds: number;
  /** The players to pair this round (withdrawn players and requested byes already left out). */
  players: SwissEntrant[];
  /** Pairs who must never meet (family, same club): treated like a previous meeting (C.1). */
  forbidden?: [EntryId, EntryId][];
  /** Baku acceleration (C.04.5.1): virtual points added for pairing only. */
  acceleration?: 'none' | 'baku';
  /** Colour of pairing number 1 in round 1 (the lot drawn for the initial colour, E.5). */
  initialColour?: Colour;
  /** Points of a win (also of the pairing-allocated bye): 1 in Warri. */
  winPoints?: number;
}

/** The criteria of C.04.3 a pairing can fail, by their handbook names. */
export const CRITERIA = [
  'C1',
  'C2',
  'C3',
  'C5',
  'C6',
  'C7',
  'C8',
  'C9',
  'C10',
  'C11',
  'C12',
  'C13',
  'C14',
  'C15',
  'C16',
  'C17',
  'C18',
  'C19',
] as const;
export type Criterion = (typeof CRITERIA)[number];

/** Which colour allocation rule decided a board (C.04.3 E.1–E.5). */
export type ColourRule = 'E1' | 'E2' | 'E3' | 'E4' | 'E5';

/** A board of the round: `first` moves first in game 1. */
export interface PairedBoard {
  first: EntryId;
  second: EntryId;
  /** The colour rule that decided who moves first. */
  rule: ColourRule;
}

/** Why a player is where he is in one bracket. */
export interface BracketExplanation {
  /** The bracket's score (its residents' score). */
  score: number;
  /** Moved-down players (from brackets above), best first. */
  movedDown: EntryId[];
  /** Residents, best first. */
  residents: EntryId[];
  /** The pairs made here, higher-ranked first. */
  pairs: [EntryId, EntryId][];
  /** Players floated down out of this bracket (the last bracket's is the bye). */
  floated: EntryId[];
  /** Quality criteria this bracket's pairing could not satisfy, with how many players or pairs each. */
  failures: Partial<Record<Criterion, number>>;
  /** Candidates examined, and whether the search was cut short by its budget. */
  candidates: number;
  exhaustive: boolean;
}

/** A round's pairing. */
export interface RoundPairing {
  /** Boards in publishing order (C.04.2 D.9). */
  boards: PairedBoard[];
  /** The pairing-allocated bye, if the number of players is odd. */
  bye: EntryId | null;
  brackets: BracketExplanation[];
  /** Absolute criteria relaxed because the round could not be paired otherwise. */
  relaxed: ('C1' | 'C2' | 'C3')[];
}
