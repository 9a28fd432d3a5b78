// The data the formats library takes and returns. Everything here is plain JSON (no
// classes, no Dates, no Maps), because the app stores it in the database and hands it
// back on the next call.

/** An entry's opaque id, as the app stores it (a player or team id). */
export type EntryId = string;

/** A slot of a match: 0 is the first-named (upper) slot, 1 the second. */
export type SlotIndex = 0 | 1;

/** The parts of a stage a match can belong to. */
export const PARTS = ['winners', 'losers', 'grand-final', 'third-place', 'round-robin', 'swiss', 'group'] as const;
/** Which part of a stage a match belongs to. */
export type Part = (typeof PARTS)[number];

/** Where a slot's occupant comes from, fixed when the stage is built. */
export type SlotSource =
  /** The entry seeded at this number (1 = the first of the seeded list). */
  | { type: 'seed'; seed: number }
  /** Nobody: the slot is a bye from the start. */
  | { type: 'bye' }
  /** Whoever wins the named match. */
  | { type: 'winner'; match: string }
  /** Whoever loses the named match. */
  | { type: 'loser'; match: string }
  /** Whoever finishes at `place` (1-based) in group `group` (groups then knockout). */
  | { type: 'qualifier'; group: number; place: number };

/** One side of a match: where it comes from and, once known, who (or nobody) fills it. */
export interface Slot {
  source: SlotSource;
  /** The entry in the slot; null while it is still to be decided or when it is a bye. */
  entry: EntryId | null;
  /** True when it is settled that nobody will come (a bye, or the loser of a bye). */
  bye: boolean;
}

/** Where the winner or the loser of a match goes next. */
export interface Destination {
  match: string;
  slot: SlotIndex;
}

/**
 * A match's states as the library decides them:
 * - `pending`: at least one slot is still to be decided;
 * - `ready`: both players are known and the series can be played;
 * - `finished`: it has a result (played, walkover or bye);
 * - `not-needed`: it will never be played (a grand-final reset the winners-bracket
 *   champion made unnecessary, or a match with nobody in it).
 */
const MATCH_STATUSES = ['pending', 'ready', 'finished', 'not-needed'] as const;
/** A match's state (see MATCH_STATUSES). */
export type MatchStatus = (typeof MATCH_STATUSES)[number];

/**
 * A match's states as a tournament records them: the library's, refined by what happens at the
 * table. `in-play`: ready, and its series under way; `walkover`: finished without play; `void`:
 * cancelled, so never played (the library reads these as ready, finished and not-needed).
 */
export const RECORDED_MATCH_STATUSES = [
  'pending',
  'ready',
  'in-play',
  'finished',
  'walkover',
  'not-needed',
  'void',
] as const satisfies readonly (MatchStatus | 'in-play' | 'walkover' | 'void')[];
/** A match's state as stored (see RECORDED_MATCH_STATUSES). */
export type RecordedMatchStatus = (typeof RECORDED_MATCH_STATUSES)[number];

/**
 * How a finished match can be decided: `played`, the series was played out; `walkover`, one side
 * did not play (withdrew or failed to appear), recorded as N–0; `bye`, nobody was there to play,
 * so the entry goes through unopposed, no score.
 */
export const RESULT_KINDS = ['played', 'walkover', 'bye'] as const;
/** How a finished match was decided (see RESULT_KINDS). */
export type ResultKind = (typeof RESULT_KINDS)[number];

/** The outcome of a finished match. */
export interface MatchResult {
  /** Slot of the winner; null only when neither side can go on (both withdrew). */
  winner: SlotIndex | null;
  how: ResultKind;
  /** Game wins of slot 0 and slot 1 (N–0 for a walkover, 0–0 for a bye); null if reported without a score. */
  wins: [number, number] | null;
  /** Drawn games (24–24), shown in the score and counted as half a game each. */
  draws: number;
  /** Seeds captured over the whole series by slot 0 and slot 1; null if not reported. */
  captures: [number, number] | null;
}

/** A match of a stage: one row in the database. */
export interface StageMatch {
  /** Stable key within the stage: `W1-3`, `L2-1`, `GF1`, `GF2`, `3P`, `R1-2`, `G2-R1-2`. */
  key: string;
  part: Part;
  /** Group number (1-based) for group matches, else null. */
  group: number | null;
  /** Round within its part (1-based). */
  round: number;
  /** Position within the round (1-based, top to bottom / board number). */
  position: number;
  slots: [Slot, Slot];
  /** Where the winner goes; null when the winner's run ends here. */
  winnerTo: Destination | null;
  /** Where the loser goes; null when the loser is eliminated (or in league formats). */
  loserTo: Destination | null;
  /**
   * The slot that moves first in game 1 when the format decides it (Berger tables, Swiss
   * colour allocation); null when the series rule decides (by seed or coin toss).
   */
  firstMover: SlotIndex | null;
  /**
   * Played only if the named match was won by the given slot: the grand-final reset is
   * `{ match: 'GF1', wonBy: 1 }` (only when the losers-bracket champion wins the first).
   */
  onlyIf: { match: string; wonBy: SlotIndex } | null;
  status: MatchStatus;
  result: MatchResult | null;
}

/** Who opens game 1 of a series when the format does not fix it: the better seed, or a coin toss recorded on the match. */
export const OPENING_RULES = ['seed', 'coin-toss'] as const;
/** How game 1 of a series is opened when the format does not fix it. */
export type OpeningRule = (typeof OPENING_RULES)[number];

/**
 * Who moves first in games after the first: `alternate`, players take turns whatever the result;
 * `winner-starts`, the winner of the previous game starts the next (Oware Society), and after a
 * draw the turn passes.
 */
export const FIRST_MOVE_RULES = ['alternate', 'winner-starts'] as const;
/** Who moves first in games after the first (see FIRST_MOVE_RULES). */
export type FirstMoveRule = (typeof FIRST_MOVE_RULES)[number];

/** A tournament's series rules. */
export interface SeriesRules {
  /** Game wins needed to take the series (default 6). */
  winsNeeded: number;
  firstMove: FirstMoveRule;
  /** Who opens game 1 when the format leaves it open: the better seed, or a recorded coin toss. */
  opening: OpeningRule;
  /**
   * At most this many counted games; null for no cap. At the cap the series goes to the
   * one with more game wins, then more seeds captured, and if still level one decider
   * game is played in which a draw goes to the player moving second.
   */
  maxGames: number | null;
}

/**
 * The tie-breaks a tournament can order after match points: the house rule's five, then those of
 * the FIDE tie-break regulations (C.07, 2023), a series counting as a FIDE game (won 1, lost 0):
 * Buchholz (Art. 8.1) in full, cut-1 and median-1 (Art. 14.1, 14.3), Sonneborn–Berger (Art. 9.1),
 * all with unplayed rounds as Art. 16 counts them; progressive score (Art. 7.5), direct encounter
 * (Art. 6), wins with or without play (WIN, Art. 7.1), average rating of opponents (ARO, Art. 10.1).
 */
export const TIE_BREAKS = [
  'head-to-head',
  'buchholz',
  'sonneborn-berger',
  'game-difference',
  'seeds-captured',
  'fide-buchholz',
  'fide-buchholz-cut1',
  'fide-buchholz-median1',
  'fide-sonneborn-berger',
  'progressive-score',
  'direct-encounter',
  'wins',
  'average-opponent-rating',
] as const;
/** A tie-break a tournament can order after match points (see TIE_BREAKS). */
export type TieBreak = (typeof TIE_BREAKS)[number];

/** Which format a stage is, with the settings of that format. */
export type FormatSettings =
  | { format: 'single-elimination'; thirdPlace: boolean }
  | { format: 'double-elimination'; grandFinalReset: boolean }
  | { format: 'round-robin'; doubleRound: boolean }
  | { format: 'groups'; groupSize: number; doubleRound: boolean }
  | { format: 'swiss'; rounds: number }
  | {
      format: 'groups-knockout';
      groupSize: number;
      doubleRound: boolean;
      /** How many of each group go through to the knockout. */
      qualifiers: number;
      thirdPlace: boolean;
    };

/** The format names, in the order a form would offer them. */
export const FORMATS = [
  'single-elimination',
  'double-elimination',
  'round-robin',
  'groups',
  'swiss',
  'groups-knockout',
] as const;
export type Format = (typeof FORMATS)[number];

/** Everything about a stage that is fixed when it is built, plus who has withdrawn. */
export interface Stage {
  settings: FormatSettings;
  series: SeriesRules;
  /** Standings tie-breaks in the order they apply after match points. */
  tieBreaks: TieBreak[];
  /** The seeded list: index 0 is seed 1. Swiss late entries are appended. */
  entries: EntryId[];
  /** Entries that have withdrawn: their remaining matches are walkovers. */
  withdrawn: EntryId[];
  /** The entries' ratings, for the rating-based tie-break (unrated entries are absent; none when no rating is known). */
  ratings?: Record<EntryId, number>;
  /** Group members for `groups` and `groups-knockout` (group 1 first), else empty. */
  groups: EntryId[][];
  /** Every match generated so far (Swiss rounds and knockouts after groups are added later). */
  matches: StageMatch[];
  /** A Swiss's pairing instructions from the arbiter; absent means none. */
  swiss?: SwissInstructions;
}

/** A bye a player asked for before his round was paired: he sits it out with the points the organiser sets. */
export interface RequestedBye {
  round: number;
  entry: EntryId;
  /** 0, ½ or 1, as the tournament's rules grant. */
  points: number;
}

/** Accelerated pairings: none, or the Baku method (FIDE C.04.5.1). */
export const ACCELERATIONS = ['none', 'baku'] as const;
export type Acceleration = (typeof ACCELERATIONS)[number];

/** What the arbiter sets for a Swiss's pairings beyond the results (issue 19 §3). */
export interface SwissInstructions {
  /** Pairs who must never meet (family, same club). */
  forbidden: [EntryId, EntryId][];
  requestedByes: RequestedBye[];
  /** Points granted to late entries for the rounds they missed. */
  grantedPoints: [EntryId, number][];
  acceleration: Acceleration;
}

/** Error codes of the formats library, each with one line of meaning. */
export type TournamentErrorCode =
  /** The seeded list is unusable (too short, duplicate or empty ids). */
  | 'bad-entries'
  /** A format setting is out of range. */
  | 'bad-settings'
  /** No match with that key in the stage. */
  | 'unknown-match'
  /** No entry with that id in the stage. */
  | 'unknown-entry'
  /** The match is not waiting for a result (not ready, or already finished). */
  | 'match-not-ready'
  /** The match has no result to correct. */
  | 'match-not-finished'
  /** The reported result cannot be right (score does not decide the named winner). */
  | 'bad-result'
  /** A later match already has games; the change needs the organiser to force it. */
  | 'later-matches-played'
  /** The entry has already withdrawn. */
  | 'already-withdrawn'
  /** The next round cannot be made yet (current round unfinished) or at all (none left). */
  | 'round-not-available'
  /** The operation does not apply to this format. */
  | 'wrong-format'
  /** A series game is malformed. */
  | 'bad-game'
  /** A hand-made Swiss pairing leaves someone out, pairs someone twice, or has a wrong bye. */
  | 'bad-pairing';

/** The settings a `bad-settings` refusal can be about, named as the format settings and series rules name them. */
export type TournamentSetting =
  'format' | 'rounds' | 'groupSize' | 'qualifiers' | 'tieBreaks' | 'winsNeeded' | 'maxGames';

/** The facts a refusal names, for readers whose language is not the message's. */
export interface RefusalFacts {
  /** Match keys the error is about (e.g. the later matches that already have games). */
  matches?: string[];
  /** The match acted on, when `matches` lists others it affects (the match being corrected). */
  match?: string;
  /** The setting a `bad-settings` refusal is about. */
  setting?: TournamentSetting;
  /** Entries the error is about (a hand-made pairing's missing or doubled players). */
  entries?: EntryId[];
}

/** A refusal: a code for programs, a sentence for people, and the facts it names. */
export interface TournamentError extends RefusalFacts {
  code: TournamentErrorCode;
  message: string;
}

/** What every fallible function of the library returns. */
export type Outcome<T> = { ok: true; value: T } | { ok: false; error: TournamentError };

/** A finished series as the app reports it to `recordResult` or `correctResult`. */
export interface ReportedResult {
  winner: EntryId;
  /** Game wins in slot order (slot 0 first); omit when only the winner is known. */
  wins?: [number, number];
  /** Drawn games. */
  draws?: number;
  /** Seeds captured over the series, in slot order. */
  captures?: [number, number];
  /** The loser did not play: recorded as N–0 without games. */
  walkover?: boolean;
}

/** One thing an operation changed, for the app to show or to notify about. */
export type StageChange =
  /** A match got a result (reported, or settled automatically as a bye or walkover). */
  | { type: 'result'; match: string; winner: EntryId | null; how: ResultKind }
  /** A slot was filled: an entry advanced (or dropped) into it, or it became a bye. */
  | { type: 'slot'; match: string; slot: SlotIndex; entry: EntryId | null }
  /** A match now has both players and can be played. */
  | { type: 'ready'; match: string }
  /** A match will not be played (e.g. the grand-final reset). */
  | { type: 'not-needed'; match: string }
  /** A correction took a later match back to unplayed; its games need replaying. */
  | { type: 'reset'; match: string }
  /** A round was generated (Swiss round, or the knockout after the groups). */
  | { type: 'round'; part: Part; round: number };

/** What an operation returns: the new stage, the rows that changed, and why. */
export interface StageUpdate {
  stage: Stage;
  /** The matches whose rows changed, in their new state (new rows included). */
  changed: StageMatch[];
  changes: StageChange[];
}
