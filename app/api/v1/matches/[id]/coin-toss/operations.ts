import { defineOperation } from '@/lib/api/operation';
import { coinTossSchema, idPathSchema, matchSchema } from '@/lib/validation/results';

export const recordCoinTossOperation = defineOperation({
  operationId: 'recordCoinToss',
  method: 'PUT',
  path: '/api/v1/matches/{id}/coin-toss',
  summary: 'Record the coin toss',
  description:
    'Under the coin-toss rule for game 1: the slot that won the toss moves first in game 1. It can change until the match has a game.',
  tags: ['Organising'],
  auth: 'signed-in',
  params: idPathSchema,
  body: coinTossSchema,
  response: matchSchema,
  errors: {
    forbidden: ['not-tournament-staff'],
    'not-found': ['match-not-found'],
    conflict: ['no-coin-toss', 'match-over', 'games-started'],
  },
});
