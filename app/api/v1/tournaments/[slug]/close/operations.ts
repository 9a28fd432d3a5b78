import { defineOperation } from '@/lib/api/operation';
import { closingSchema } from '@/lib/validation/organiser-api';
import { tournamentPathSchema } from '@/lib/validation/tournaments';

export const closeTournamentOperation = defineOperation({
  operationId: 'closeTournament',
  method: 'POST',
  path: '/api/v1/tournaments/{slug}/close',
  summary: 'Close the tournament',
  description:
    'Once every match has its result and no round remains: stores the final ranks and the champion and marks the tournament finished.',
  tags: ['Organising'],
  auth: 'signed-in',
  params: tournamentPathSchema,
  response: closingSchema,
  errors: {
    forbidden: ['not-tournament-manager'],
    'not-found': ['tournament-not-found'],
    conflict: ['tournament-not-running', 'matches-unfinished', 'rounds-remaining'],
  },
});
