import { defineOperation } from '@/lib/api/operation';
import { entryPathSchema } from '@/lib/validation/organiser-api';

export const removeEntryOperation = defineOperation({
  operationId: 'removeEntry',
  method: 'DELETE',
  path: '/api/v1/tournaments/{slug}/entries/{entryId}',
  summary: 'Take an entry off the list',
  description:
    'Before the start only (an entry made by mistake); once the tournament runs, withdraw the player instead, which keeps their results.',
  tags: ['Organising'],
  auth: 'signed-in',
  params: entryPathSchema,
  response: null,
  errors: {
    forbidden: ['not-tournament-manager'],
    'not-found': ['tournament-not-found', 'entry-not-found'],
    conflict: ['tournament-started'],
  },
});
