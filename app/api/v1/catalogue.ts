// Every operation of the JSON API, in the order the OpenAPI document lists them. A new route
// declares its operations in its folder's `operations.ts` and adds them here; a test checks that
// every handler under app/api/v1 is listed.
import type { ApiOperation } from '@/lib/api/operation';
import { confirmGameOperation, disputeGameOperation, resolveDisputeOperation } from './matches/[id]/games/[number]/operations';
import { recordMoveOperation, undoLastMoveOperation } from './matches/[id]/games/current/moves/operations';
import { reportGameOperation } from './matches/[id]/games/operations';
import { getMeOperation } from './me/operations';
import { getOpenApiDocumentOperation } from './openapi.json/operations';
import { revokeApiTokenOperation } from './tokens/[id]/operations';
import { createApiTokenOperation, listApiTokensOperation } from './tokens/operations';

export const apiOperations: readonly ApiOperation[] = [
  // Accounts
  getMeOperation,
  listApiTokensOperation,
  createApiTokenOperation,
  revokeApiTokenOperation,
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
