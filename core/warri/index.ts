// The public API of the Warri rules library (RULES.md). Pure TypeScript: no imports from outside
// this folder, no clock, no randomness of its own.
export type { Result } from './result';
export {
  DEFAULT_RULE_SET_ID,
  RULE_SET_IDS,
  RULE_SETS,
  ruleSet,
  type BoardShare,
  type GrandSlamRule,
  type RuleSet,
  type RuleSetId,
  type RulesError,
} from './rule-sets';
export {
  HOLE_LETTERS,
  START_POSITION,
  TOTAL_SEEDS,
  holeIndex,
  holeLetter,
  makePosition,
  opponent,
  parsePosition,
  printPosition,
  sideOfHole,
  startPosition,
  validatePosition,
  type Move,
  type Position,
  type PositionError,
  type Side,
} from './position';
export { BOARD_END_REASONS, winnerOf, type BoardEndReason, type GameEnd } from './game-end';
export {
  REFUSAL_CODES,
  legalMoves,
  play,
  sideName,
  type GrandSlamTreatment,
  type MoveRefusal,
  type MoveReport,
  type Played,
  type RefusalCode,
} from './moves';
export {
  locateMoves,
  moveName,
  moveNumbers,
  nameLastMove,
  nextMoveNumber,
  parseMoves,
  printMoves,
  type NotationError,
} from './notation';
export {
  END_REASONS,
  OFF_BOARD_REASONS,
  adjudicate,
  describeIllegalMove,
  type Adjudication,
  type AdjudicationError,
  type AdjudicationInput,
  type EndReason,
  type FinishedGame,
  type IllegalMove,
  type OffBoardReason,
  type Step,
  type Termination,
  type TerminationRefusal,
  type UnfinishedGame,
} from './adjudicate';
export {
  RECORD_RESULTS,
  adjudicateRecord,
  contradictedHeader,
  parseGameRecord,
  printGameRecord,
  recordOfGame,
  recordResult,
  type GameRecord,
  type GameSeating,
  type HeaderContradiction,
  type RecordError,
  type RecordHeaders,
  type RecordMismatch,
  type RecordResult,
  type RecordTermination,
} from './game-record';
export { perft } from './perft';
export { randomGame } from './playout';
export { SAMPLE_GAMES, type SampleGame } from './sample-games';
export { stateContradiction, stateRecordError, stateRefusal, type StatedRefusal } from './refusal';
