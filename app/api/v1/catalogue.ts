// Every operation of the JSON API, in the order the OpenAPI document lists them. A new route
// declares its operations in its folder's `operations.ts` and adds them here; a test checks that
// every handler under app/api/v1 is listed.
import type { ApiOperation } from '@/lib/api/operation';
import { getMatchOperation } from './matches/[id]/operations';
import { getMeOperation } from './me/operations';
import { getOpenApiDocumentOperation } from './openapi.json/operations';
import { revokeApiTokenOperation } from './tokens/[id]/operations';
import { createApiTokenOperation, listApiTokensOperation } from './tokens/operations';
import { getTournamentOperation } from './tournaments/[slug]/operations';
import { listTournamentsOperation } from './tournaments/operations';

export const apiOperations: readonly ApiOperation[] = [
  // Accounts
  getMeOperation,
  listApiTokensOperation,
  createApiTokenOperation,
  revokeApiTokenOperation,
  // Spectators
  listTournamentsOperation,
  getTournamentOperation,
  getMatchOperation,
  // Meta
  getOpenApiDocumentOperation,
];
