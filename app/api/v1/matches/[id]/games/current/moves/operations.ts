import { idempotencyNote } from '@/lib/api/idempotency-key';
import { defineOperation } from '@/lib/api/operation';
import { gameOutcomeSchema, recordMoveSchema } from '@/lib/validation/games';
import { gameErrors, matchParams } from '../../operations';

export const recordMoveOperation = defineOperation({
  operationId: 'recordMove',
  method: 'POST',
  path: '/api/v1/matches/{id}/games/current/moves',
  summary: 'Record a move of the game being played at the table',
  description: `The first move opens the next game of the series (its number, seats and first mover as the series says); each move is saved at once and shown live. An illegal move is a 400 with the rule's sentence and nothing is stored; a move sent with \`movesSoFar\` that differ from the saved moves (another device recorded or undid one meanwhile) is a 409 \`recording-changed\` carrying the saved moves. The move that ends the game turns it into a report awaiting the opponent's confirmation. ${idempotencyNote}`,
  tags: ['Games'],
  auth: 'signed-in',
  params: matchParams,
  body: recordMoveSchema,
  response: gameOutcomeSchema,
  errors: {
    ...gameErrors,
    'invalid-input': ['empty-hole', 'wrong-side', 'must-feed', 'grand-slam-forbidden', 'game-over'],
    conflict: [
      'recording-changed',
      'game-number-mismatch',
      'game-already-reported',
      'series-decided',
      'match-not-open',
      'coin-toss-missing',
      'idempotency-key-reused',
    ],
  },
});

export const undoLastMoveOperation = defineOperation({
  operationId: 'undoLastMove',
  method: 'DELETE',
  path: '/api/v1/matches/{id}/games/current/moves/last',
  summary: 'Take back the last move of the game being recorded',
  description: `Undoing the first move removes the recording. A game that has ended is a report: it is disputed, not undone. ${idempotencyNote}`,
  tags: ['Games'],
  auth: 'signed-in',
  params: matchParams,
  response: gameOutcomeSchema,
  errors: { ...gameErrors, conflict: ['no-game-in-progress', 'idempotency-key-reused'] },
});
