import { defineOperation } from '@/lib/api/operation';
import { newRoundSchema } from '@/lib/validation/organiser-api';
import { tournamentPathSchema } from '@/lib/validation/tournaments';

export const generateNextRoundOperation = defineOperation({
  operationId: 'generateNextRound',
  method: 'POST',
  path: '/api/v1/tournaments/{slug}/rounds',
  summary: 'Pair the next round',
  description:
    'The next Swiss round, or the knockout after the groups, once every match of the current round has its result.',
  tags: ['Organising'],
  auth: 'signed-in',
  params: tournamentPathSchema,
  response: newRoundSchema,
  successStatus: 201,
  errors: {
    forbidden: ['not-tournament-manager'],
    'not-found': ['tournament-not-found'],
    conflict: ['tournament-not-running', 'round-not-available', 'wrong-format'],
  },
});
