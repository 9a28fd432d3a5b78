import { defineOperation } from '@/lib/api/operation';
import { idPathSchema, matchSchema, tableSchema } from '@/lib/validation/results';

export const assignTableOperation = defineOperation({
  operationId: 'assignTable',
  method: 'PUT',
  path: '/api/v1/matches/{id}/table',
  summary: 'Put a match on a table',
  description:
    'Gives the match a table (or board) number, or clears it with null. A table holds one unfinished match at a time.',
  tags: ['Organising'],
  auth: 'signed-in',
  params: idPathSchema,
  body: tableSchema,
  response: matchSchema,
  errors: {
    forbidden: ['not-tournament-staff'],
    'not-found': ['match-not-found'],
    conflict: ['table-taken', 'match-over'],
  },
});
