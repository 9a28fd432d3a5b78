import { defineOperation } from '@/lib/api/operation';
import { startSchema } from '@/lib/validation/organiser-api';
import { tournamentPathSchema } from '@/lib/validation/tournaments';

export const startTournamentOperation = defineOperation({
  operationId: 'startTournament',
  method: 'POST',
  path: '/api/v1/tournaments/{slug}/start',
  summary: 'Start the tournament',
  description:
    'Makes the draw from the checked-in entries in seed order, stores it and locks registration, in one transaction. Entries not checked in are withdrawn.',
  tags: ['Organising'],
  auth: 'signed-in',
  params: tournamentPathSchema,
  response: startSchema,
  errors: {
    forbidden: ['not-tournament-manager'],
    'not-found': ['tournament-not-found'],
    conflict: ['tournament-started', 'too-few-entries', 'not-seeded', 'bad-settings'],
  },
});
