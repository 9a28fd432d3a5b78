import { defineOperation } from '@/lib/api/operation';
import { pairingInstructionsSchema, pairingRulesSchema } from '@/lib/validation/swiss';
import { tournamentPathSchema } from '@/lib/validation/tournaments';

export const getPairingInstructionsOperation = defineOperation({
  operationId: 'getPairingInstructions',
  method: 'GET',
  path: '/api/v1/tournaments/{slug}/pairing-rules',
  summary: 'A Swiss’s pairing instructions',
  description:
    'The acceleration, what a requested bye scores, the forbidden pairs, the requested byes and the points granted to late entries, with the rounds paired so far. Its organisers and arbiters only.',
  tags: ['Organising'],
  auth: 'signed-in',
  params: tournamentPathSchema,
  response: pairingInstructionsSchema,
  errors: { forbidden: ['not-tournament-staff'], 'not-found': ['tournament-not-found'] },
});

export const setPairingRulesOperation = defineOperation({
  operationId: 'setPairingRules',
  method: 'PUT',
  path: '/api/v1/tournaments/{slug}/pairing-rules',
  summary: 'Set a Swiss’s pairing rules',
  description:
    'The acceleration (`none` or `baku`) and what a requested bye scores (0, 0.5 or 1), before the start: round 1 is paired when the tournament starts.',
  tags: ['Organising'],
  auth: 'signed-in',
  params: tournamentPathSchema,
  body: pairingRulesSchema,
  response: pairingInstructionsSchema,
  errors: {
    forbidden: ['not-tournament-manager'],
    'not-found': ['tournament-not-found'],
    conflict: ['wrong-format', 'tournament-started', 'tournament-finished'],
  },
});
