// The public face of the formats library: what the app's services import.
export type * from './types';
export {
  ACCELERATIONS,
  FIRST_MOVE_RULES,
  FORMATS,
  OPENING_RULES,
  PARTS,
  RECORDED_MATCH_STATUSES,
  RESULT_KINDS,
  TIE_BREAKS,
} from './types';
export { buildStage, DEFAULT_TIE_BREAKS, type BuildOptions } from './build-stage';
export {
  addEntry,
  correctResult,
  matchByKey,
  nextRound,
  canMakeNextRound,
  nextSwissRound,
  recordResult,
  withdraw,
  type CorrectionOptions,
  type CorrectionUpdate,
} from './operations';
export {
  DEFAULT_SERIES_RULES,
  formatScore,
  seriesReport,
  seriesState,
  type SeriesDecision,
  type SeriesGame,
  type SeriesState,
  type Side,
} from './series';
export {
  adjustmentFor,
  describeAdjustment,
  scoreReport,
  seriesScore,
  walkoverAdjustment,
  type AdjustmentChange,
  type SeriesAdjustment,
  type SeriesScore,
} from './adjustment';
export { openingMover } from './opening';
export {
  checkSwissBoards,
  instructionsOf,
  pairedRounds,
  swissEntrants,
  swissPairing,
  type PairingCheck,
  type SwissBoards,
} from './swiss';
export {
  applySwissEdit,
  checkSwissDraft,
  pairRest,
  seatedIn,
  swissBasis,
  SWISS_EDITS,
  type SwissDraftCheck,
  type SwissEdit,
} from './swiss-draft';
export { explainPublishedRound, publishedBoards, samePairing } from './swiss-explain';
export {
  describeSeparation,
  hasStandings,
  leagueTables,
  standings,
  tieBreakValue,
  type LeagueTable,
  type Separation,
  type StandingRow,
  type StandingsScope,
} from './standings';
export { roundName } from './round-names';
export { bracketSeedOrder, nextPowerOfTwo, snakeGroups } from './seeding';
export { bergerTable, roundRobinRounds, type BergerPair } from './berger';
export { dropPlan, type DropOrdering, type DropPlan } from './loser-drops';
export { placements, type Placement } from './placements';
export { planSettlement, type SettlementOptions, type SettlementPlan } from './settlement';
export { championOf, finalRanks, type FinalRank } from './final-ranks';
