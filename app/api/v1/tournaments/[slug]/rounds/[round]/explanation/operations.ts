import { defineOperation } from '@/lib/api/operation';
import { roundPathSchema, swissExplanationSchema } from '@/lib/validation/swiss-pairing';

export const explainSwissRoundOperation = defineOperation({
  operationId: 'explainSwissRound',
  method: 'GET',
  path: '/api/v1/tournaments/{slug}/rounds/{round}/explanation',
  summary: 'Why a Swiss round is paired as it is',
  description:
    'The FIDE Dutch system run again on the rounds before: when it gives the boards published (`reconstructed`), the colour rule of each board and, per score bracket, who was moved down, who floated and the quality criteria it could not meet. A round changed by hand, or whose field changed later, is not explained.',
  tags: ['Spectators'],
  auth: 'public',
  params: roundPathSchema,
  response: swissExplanationSchema,
  errors: { 'not-found': ['tournament-not-found', 'not-found'] },
});
