// Every operation of the JSON API, in the order the OpenAPI document lists them. A new route
// declares its operations in its folder's `operations.ts` and adds them here; a test checks that
// every handler under app/api/v1 is listed.
import type { ApiOperation } from '@/lib/api/operation';
import {
  confirmGameOperation,
  disputeGameOperation,
  resolveDisputeOperation,
} from './matches/[id]/games/[number]/operations';
import { recordMoveOperation, undoLastMoveOperation } from './matches/[id]/games/current/moves/operations';
import { reportGameOperation } from './matches/[id]/games/operations';
import { voidGameOperation } from './games/[id]/void/operations';
import { assignTableOperation } from './matches/[id]/table/operations';
import { awardWalkoverOperation } from './matches/[id]/walkover/operations';
import { correctSeriesResultOperation } from './matches/[id]/correction/operations';
import { recordCoinTossOperation } from './matches/[id]/coin-toss/operations';
import { getMatchOperation } from './matches/[id]/operations';
import { getMeOperation } from './me/operations';
import { getOpenApiDocumentOperation } from './openapi.json/operations';
import { revokeApiTokenOperation } from './tokens/[id]/operations';
import { createPlayerOperation } from './players/operations';
import { mergePlayersOperation } from './players/merges/operations';
import { createApiTokenOperation, listApiTokensOperation } from './tokens/operations';
import { createTournamentOperation, listTournamentsOperation } from './tournaments/operations';
import { getTournamentOperation, updateTournamentOperation } from './tournaments/[slug]/operations';
import { listAuditLogOperation } from './tournaments/[slug]/audit/operations';
import { closeTournamentOperation } from './tournaments/[slug]/close/operations';
import { addEntryOperation, listEntriesOperation } from './tournaments/[slug]/entries/operations';
import { removeEntryOperation } from './tournaments/[slug]/entries/[entryId]/operations';
import { setCheckInOperation } from './tournaments/[slug]/entries/[entryId]/check-in/operations';
import { withdrawEntryOperation } from './tournaments/[slug]/entries/[entryId]/withdrawal/operations';
import { importPlayersOperation, previewPlayerImportOperation } from './tournaments/[slug]/entries/import/operations';
import { importSwissTrfOperation } from './tournaments/[slug]/trf/operations';
import { generateNextRoundOperation } from './tournaments/[slug]/rounds/operations';
import { explainSwissRoundOperation } from './tournaments/[slug]/rounds/[round]/explanation/operations';
import {
  checkSwissPairingOperation,
  pairSwissRestOperation,
  previewSwissRoundOperation,
  publishSwissRoundOperation,
} from './tournaments/[slug]/rounds/next/operations';
import {
  getPairingInstructionsOperation,
  setPairingRulesOperation,
} from './tournaments/[slug]/pairing-rules/operations';
import {
  addForbiddenPairOperation,
  removeForbiddenPairOperation,
} from './tournaments/[slug]/forbidden-pairs/operations';
import { requestByeOperation, withdrawByeRequestOperation } from './tournaments/[slug]/byes/operations';
import { seedEntriesOperation } from './tournaments/[slug]/seeding/operations';
import { startTournamentOperation } from './tournaments/[slug]/start/operations';

export const apiOperations: readonly ApiOperation[] = [
  // Accounts
  getMeOperation,
  listApiTokensOperation,
  createApiTokenOperation,
  revokeApiTokenOperation,
  // Organising: set-up and registration
  createTournamentOperation,
  updateTournamentOperation,
  createPlayerOperation,
  mergePlayersOperation,
  listEntriesOperation,
  addEntryOperation,
  removeEntryOperation,
  setCheckInOperation,
  withdrawEntryOperation,
  previewPlayerImportOperation,
  importPlayersOperation,
  importSwissTrfOperation,
  seedEntriesOperation,
  // Organising: a Swiss's pairing instructions
  getPairingInstructionsOperation,
  setPairingRulesOperation,
  addForbiddenPairOperation,
  removeForbiddenPairOperation,
  requestByeOperation,
  withdrawByeRequestOperation,
  // Organising: running the event
  startTournamentOperation,
  generateNextRoundOperation,
  previewSwissRoundOperation,
  checkSwissPairingOperation,
  pairSwissRestOperation,
  publishSwissRoundOperation,
  assignTableOperation,
  recordCoinTossOperation,
  awardWalkoverOperation,
  correctSeriesResultOperation,
  voidGameOperation,
  closeTournamentOperation,
  listAuditLogOperation,
  // Spectators
  listTournamentsOperation,
  getTournamentOperation,
  explainSwissRoundOperation,
  getMatchOperation,
  // Games
  reportGameOperation,
  confirmGameOperation,
  disputeGameOperation,
  resolveDisputeOperation,
  recordMoveOperation,
  undoLastMoveOperation,
  // Meta
  getOpenApiDocumentOperation,
];
