import { defineOperation } from '@/lib/api/operation';
import { tournamentPatchSchema } from '@/lib/validation/organiser-api';
import { tournamentPathSchema, tournamentSchema } from '@/lib/validation/tournaments';

export const updateTournamentOperation = defineOperation({
  operationId: 'updateTournament',
  method: 'PATCH',
  path: '/api/v1/tournaments/{slug}',
  summary: 'Change a tournament’s set-up',
  description: 'Changes the fields given; the merged set-up is checked whole (a Swiss needs its rounds, …). The slug stays. Every change is in the audit log.',
  tags: ['Organising'],
  auth: 'signed-in',
  params: tournamentPathSchema,
  body: tournamentPatchSchema,
  response: tournamentSchema,
  errors: { forbidden: ['not-tournament-manager'], 'not-found': ['tournament-not-found'], conflict: ['settings-locked', 'tournament-finished'] },
});
