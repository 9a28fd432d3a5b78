import { z } from 'zod';
import { defineOperation } from '@/lib/api/operation';
import { PUBLIC_CACHE_CONTROL } from '@/lib/api/public-views';
import { publicTournamentSchema } from '@/lib/validation/public-api';

export const getTournamentOperation = defineOperation({
  operationId: 'getTournament',
  method: 'GET',
  path: '/api/v1/tournaments/{slug}',
  summary: 'One tournament: stages, matches with series scores, standings',
  description:
    'The draw as spectators see it: each stage with every match (its players, series score, status and where the winner goes), the standings of league parts with what separated each row, and the champion once there is one. No account needed.',
  tags: ['Spectators'],
  auth: 'public',
  params: z.object({ slug: z.string().min(1).max(64).meta({ description: 'The tournament’s slug, as in its page address.' }) }),
  response: publicTournamentSchema,
  errors: { 'not-found': ['tournament-not-found'] },
  cacheControl: PUBLIC_CACHE_CONTROL,
});
