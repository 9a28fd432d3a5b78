import { defineOperation } from '@/lib/api/operation';
import { idPathSchema, previewQuerySchema, resultChangeSchema, voidGameSchema } from '@/lib/validation/results';

export const voidGameOperation = defineOperation({
  operationId: 'voidGame',
  method: 'POST',
  path: '/api/v1/games/{id}/void',
  summary: 'Void a game',
  description:
    'The game stops counting and its series is recomputed from the games left. A void that changes a finished result is a correction: refused when later matches have games unless `force` is true. `?preview=true` answers what the void would do, forced, and changes nothing. The reason goes to the audit log.',
  tags: ['Organising'],
  auth: 'signed-in',
  params: idPathSchema,
  query: previewQuerySchema,
  body: voidGameSchema,
  response: resultChangeSchema,
  errors: {
    forbidden: ['not-tournament-staff'],
    'not-found': ['game-not-found', 'match-not-found'],
    conflict: ['game-not-live', 'void-breaks-order', 'later-matches-played'],
  },
});
