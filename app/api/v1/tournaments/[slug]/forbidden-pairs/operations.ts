import { defineOperation } from '@/lib/api/operation';
import { forbiddenPairOutSchema, forbiddenPairPathSchema, forbiddenPairSchema } from '@/lib/validation/swiss';
import { tournamentPathSchema } from '@/lib/validation/tournaments';

const refusals = {
  forbidden: ['not-tournament-manager'],
  'not-found': ['tournament-not-found'],
  conflict: ['wrong-format', 'tournament-finished'],
} as const;

export const addForbiddenPairOperation = defineOperation({
  operationId: 'addForbiddenPair',
  method: 'POST',
  path: '/api/v1/tournaments/{slug}/forbidden-pairs',
  summary: 'Keep two players apart',
  description:
    'The Swiss never pairs the two entries (family, the same club), from the next round paired on (round 1 too, when set before the start).',
  tags: ['Organising'],
  auth: 'signed-in',
  params: tournamentPathSchema,
  body: forbiddenPairSchema,
  response: forbiddenPairOutSchema,
  successStatus: 201,
  errors: {
    ...refusals,
    'invalid-input': ['pair-with-itself'],
    'not-found': [...refusals['not-found'], 'entry-not-found'],
    conflict: [...refusals.conflict, 'forbidden-pair-exists'],
  },
});

export const removeForbiddenPairOperation = defineOperation({
  operationId: 'removeForbiddenPair',
  method: 'DELETE',
  path: '/api/v1/tournaments/{slug}/forbidden-pairs/{pairId}',
  summary: 'Let two players be paired again',
  description: 'Removes a forbidden pair; rounds already paired stay as they are.',
  tags: ['Organising'],
  auth: 'signed-in',
  params: forbiddenPairPathSchema,
  response: null,
  errors: { ...refusals, 'not-found': [...refusals['not-found'], 'forbidden-pair-not-found'] },
});
