import { z } from 'zod';
import { defineOperation } from '@/lib/api/operation';
import { PUBLIC_CACHE_CONTROL } from '@/lib/api/public-bodies';
import { idField } from '@/lib/validation/form-fields';
import { publicMatchDetailSchema } from '@/lib/validation/public-api';

export const getMatchOperation = defineOperation({
  operationId: 'getMatch',
  method: 'GET',
  path: '/api/v1/matches/{id}',
  summary: 'One match: its series and games with their records',
  description:
    'The series score and every game (who sat where, who started, result, captures, end reason, whether the moves were verified), with the moves and the game record as text where they were recorded. No account needed.',
  tags: ['Spectators'],
  auth: 'public',
  params: z.object({ id: idField.meta({ description: 'The match’s id.' }) }),
  response: publicMatchDetailSchema,
  errors: { 'not-found': ['match-not-found'] },
  cacheControl: PUBLIC_CACHE_CONTROL,
});
