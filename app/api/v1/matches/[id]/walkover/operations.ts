import { defineOperation } from '@/lib/api/operation';
import { idPathSchema, resultChangeSchema, walkoverSchema } from '@/lib/validation/results';

export const awardWalkoverOperation = defineOperation({
  operationId: 'awardWalkover',
  method: 'POST',
  path: '/api/v1/matches/{id}/walkover',
  summary: 'Award a walkover',
  description:
    'One side of a ready match does not play: the other wins N–0 and goes on. Confirmed games stay on record, unconfirmed ones are voided. The reason goes to the audit log.',
  tags: ['Organising'],
  auth: 'signed-in',
  params: idPathSchema,
  body: walkoverSchema,
  response: resultChangeSchema,
  errors: {
    'invalid-input': ['not-in-match'],
    forbidden: ['not-tournament-staff'],
    'not-found': ['match-not-found'],
    conflict: ['match-over', 'match-not-ready'],
  },
});
