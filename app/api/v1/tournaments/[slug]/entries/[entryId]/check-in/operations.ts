import { defineOperation } from '@/lib/api/operation';
import { checkInSchema, entrySchema } from '@/lib/validation/entries';
import { entryPathSchema } from '@/lib/validation/organiser-api';

export const setCheckInOperation = defineOperation({
  operationId: 'setCheckIn',
  method: 'PUT',
  path: '/api/v1/tournaments/{slug}/entries/{entryId}/check-in',
  summary: 'Check an entry in (or undo it)',
  description: 'Only checked-in entries are in the draw when the tournament starts. Before the start only.',
  tags: ['Organising'],
  auth: 'signed-in',
  params: entryPathSchema,
  body: checkInSchema,
  response: entrySchema,
  errors: {
    forbidden: ['not-tournament-manager'],
    'not-found': ['tournament-not-found', 'entry-not-found'],
    conflict: ['tournament-started', 'entry-withdrawn'],
  },
});
