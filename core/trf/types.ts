// A FIDE Tournament Report File (TRF-16, FIDE Handbook C.04 Annex 2) and the TRFx extension lines
// the pairing programs read (JaVaFo's Advanced User Manual: XXR, XXC, XXA, XXP, XXZ), as typed
// records in file order. Order, line ends and every line this model does not type (team records,
// comments, XXS, TRF-26 tags…) are kept, so a file written from a parsed one is the same text.

/** The tournament lines (`??2`) the model types, by their tag. */
export const TOURNAMENT_TAGS = {
  '012': 'name',
  '022': 'city',
  '032': 'federation',
  '042': 'start-date',
  '052': 'end-date',
  '062': 'players',
  '072': 'rated-players',
  '082': 'teams',
  '092': 'type',
  '102': 'chief-arbiter',
  '112': 'deputy-arbiter',
  '122': 'time-control',
  '132': 'round-dates',
} as const;
export type TournamentTag = keyof typeof TOURNAMENT_TAGS;
export type TournamentField = (typeof TOURNAMENT_TAGS)[TournamentTag];

/** The tournament lines whose value is a count (062, 072, 082). */
export const COUNT_FIELDS = ['players', 'rated-players', 'teams'] as const;
export type CountField = (typeof COUNT_FIELDS)[number];
/** The tournament lines whose value is free text, kept as written (dates included: TRF-16 fixes no format for 042/052). */
export type TextField = Exclude<TournamentField, CountField | 'round-dates'>;

/** Results of a round (column 99 of round 1), TRF-16's table; letters are read in either case and written in capitals. */
export const RESULT_CODES = ['1', '0', '=', '+', '-', 'W', 'D', 'L', 'H', 'F', 'U', 'Z', ' '] as const;
/**
 * One round's result: `1` `=` `0` a game won, drawn, lost; `+` `-` a forfeit won, lost; `W` `D` `L`
 * won, drawn, lost in under one move (not rated); `H` `F` half- and full-point bye; `U` the
 * pairing-allocated bye; `Z` a zero-point bye (known absence); blank, no result (a round being paired).
 */
export type ResultCode = (typeof RESULT_CODES)[number];

/** Column 97 of a round: the scheduled colour, or `-` for no opponent (a blank is read as `-`). */
export const COLOURS = ['w', 'b', '-'] as const;
export type Colour = (typeof COLOURS)[number];

/** One player's round: the opponent's starting rank (0: none), the colour and the result. */
export interface TrfRound {
  opponent: number;
  colour: Colour;
  result: ResultCode;
}

/** Column 10: sex, as TRF-16 allows it. */
export const SEXES = ['m', 'w'] as const;
export type Sex = (typeof SEXES)[number];

/** A `001` record: a player, his columns and his rounds. */
export interface TrfPlayer {
  type: 'player';
  /** Columns 5–8, 1 to 9999: the player's id in every other record. */
  startRank: number;
  sex: Sex | null;
  /** Columns 11–13 (GM, IM, WGM, FM, WIM, CM, WFM, WCM, or the one-letter forms programs write); '' for none. */
  title: string;
  /** Columns 15–47, "Lastname, Firstname". */
  name: string;
  rating: number | null;
  /** Columns 54–56, the FIDE code; '' for none. */
  federation: string;
  /** Columns 58–68, digits. */
  fideId: string | null;
  /** Columns 70–79 as written (YYYY/MM/DD, or the year alone as many programs write it). */
  birthDate: string | null;
  /** Columns 81–84, one decimal. */
  points: number;
  rank: number | null;
  /** From column 92, ten columns a round. */
  rounds: TrfRound[];
}

/** A typed `??2` line. */
export type TrfTournamentLine =
  | { type: 'tournament'; field: TextField; value: string }
  | { type: 'tournament'; field: CountField; value: number }
  /** 132: the date of each round (YY/MM/DD), from column 92, ten columns a round; '' for none. */
  | { type: 'tournament'; field: 'round-dates'; value: string[] };

/** XXC options: `rank` pairs on ranking ids; `white1`/`black1` give the first-ranked player that colour in round 1. */
export const CONFIGURATION_OPTIONS = ['rank', 'white1', 'black1'] as const;
export type ConfigurationOption = (typeof CONFIGURATION_OPTIONS)[number];

/** Every record a file can hold. */
export type TrfRecord =
  | TrfTournamentLine
  | TrfPlayer
  /** XXR: the number of rounds. */
  | { type: 'rounds'; count: number }
  /** XXC: configuration options. */
  | { type: 'configuration'; options: ConfigurationOption[] }
  /** XXA: a player's fictitious points round by round (accelerated pairings), from column 10, five columns a round. */
  | { type: 'acceleration'; startRank: number; points: number[] }
  /** XXP: players who must not be paired against each other. */
  | { type: 'forbidden'; startRanks: number[] }
  /** XXZ: players absent from the round to be paired. */
  | { type: 'absent'; startRanks: number[] }
  /** Any other line (team records, comments, XXS, later tags, blank lines), kept verbatim. */
  | { type: 'other'; text: string };

/** A whole file. */
export interface TrfFile {
  records: TrfRecord[];
  /** The line end the file uses (TRF-16 asks for CR; programs write LF or CRLF). */
  lineEnding: '\r' | '\n' | '\r\n';
  /** Whether the last line ends with it. */
  finalLineEnding: boolean;
}

/** Why a file cannot be read, each with one line of meaning. */
export type TrfErrorCode =
  /** No record at all. */
  | 'empty'
  /** A column that must be blank is not (a field overflows or is shifted). */
  | 'misaligned'
  /** A number field holds something else. */
  | 'bad-number'
  /** Column 10 is neither m, w nor blank. */
  | 'bad-sex'
  /** A colour column is neither w, b, - nor blank. */
  | 'bad-colour'
  /** A result column holds no TRF-16 result code. */
  | 'bad-result'
  /** The name is empty. */
  | 'empty-name'
  /** Two players have the same starting rank. */
  | 'duplicate-start-rank'
  /** An XXC option the extensions do not define. */
  | 'bad-option';

/** A refusal names the line and column (both 1-based) and says why. */
export interface TrfError {
  code: TrfErrorCode;
  message: string;
  line: number;
  column: number;
}

export type TrfOutcome<T> = { ok: true; value: T } | { ok: false; error: TrfError };
