import { z } from 'zod';
import { defineOperation } from '@/lib/api/operation';
import { PUBLIC_CACHE_CONTROL } from '@/lib/api/public-views';
import { tournamentSummarySchema } from '@/lib/validation/public-api';

export const listTournamentsOperation = defineOperation({
  operationId: 'listTournaments',
  method: 'GET',
  path: '/api/v1/tournaments',
  summary: 'Public tournaments',
  description: 'Every tournament open for registration, running or finished, soonest first, with how many entries are still in. No account needed.',
  tags: ['Spectators'],
  auth: 'public',
  response: z.object({ tournaments: z.array(tournamentSummarySchema) }),
  cacheControl: PUBLIC_CACHE_CONTROL,
});
