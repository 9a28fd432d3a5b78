import { defineOperation } from '@/lib/api/operation';
import { withdrawEntrySchema } from '@/lib/validation/entries';
import { entryPathSchema, withdrawalSchema } from '@/lib/validation/organiser-api';

export const withdrawEntryOperation = defineOperation({
  operationId: 'withdrawEntry',
  method: 'POST',
  path: '/api/v1/tournaments/{slug}/entries/{entryId}/withdrawal',
  summary: 'Withdraw a player',
  description:
    'Before the start the entry leaves the draw (its organisers only). Once running (arbiters too), every match of theirs still to play becomes a walkover for the opponent and a Swiss pairs them no more; their results stand. The reason goes to the audit log.',
  tags: ['Organising'],
  auth: 'signed-in',
  params: entryPathSchema,
  body: withdrawEntrySchema,
  response: withdrawalSchema,
  errors: {
    forbidden: ['not-tournament-manager', 'not-tournament-staff'],
    'not-found': ['tournament-not-found', 'entry-not-found'],
    conflict: ['already-withdrawn'],
  },
});
