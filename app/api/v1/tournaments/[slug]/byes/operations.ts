import { defineOperation } from '@/lib/api/operation';
import { byeRequestSchema, requestedByeOutSchema, requestedByePathSchema } from '@/lib/validation/swiss';
import { tournamentPathSchema } from '@/lib/validation/tournaments';

export const requestByeOperation = defineOperation({
  operationId: 'requestBye',
  method: 'POST',
  path: '/api/v1/tournaments/{slug}/byes',
  summary: 'Ask for a bye in a Swiss round',
  description:
    'The entry sits the round out and scores what a requested bye scores (the tournament’s, or `points` set by its organisers). A player asks for himself, the organisers for anyone; only for a round not yet paired.',
  tags: ['Organising'],
  auth: 'signed-in',
  params: tournamentPathSchema,
  body: byeRequestSchema,
  response: requestedByeOutSchema,
  successStatus: 201,
  errors: {
    'invalid-input': ['bye-round-beyond-last'],
    forbidden: ['not-own-entry', 'not-tournament-manager'],
    'not-found': ['tournament-not-found', 'entry-not-found'],
    conflict: ['wrong-format', 'tournament-finished', 'bye-round-paired', 'bye-already-requested', 'already-withdrawn'],
  },
});

export const withdrawByeRequestOperation = defineOperation({
  operationId: 'withdrawByeRequest',
  method: 'DELETE',
  path: '/api/v1/tournaments/{slug}/byes/{byeId}',
  summary: 'Take back a requested bye',
  description: 'Before its round is paired; the player is paired in that round after all.',
  tags: ['Organising'],
  auth: 'signed-in',
  params: requestedByePathSchema,
  response: null,
  errors: {
    forbidden: ['not-own-entry'],
    'not-found': ['tournament-not-found', 'bye-request-not-found'],
    conflict: ['wrong-format', 'tournament-finished', 'bye-round-paired'],
  },
});
