import { z } from 'zod';
import { idempotencyNote } from '@/lib/api/idempotency-key';
import { defineOperation } from '@/lib/api/operation';
import { idField } from '@/lib/validation/form-fields';
import { confirmGameSchema, disputeGameSchema, gameOutcomeSchema, resolveDisputeSchema } from '@/lib/validation/games';
import { gameErrors } from '../operations';

const gameParams = z.object({
  id: idField.meta({ description: 'The match id.' }),
  number: idField.meta({ description: 'The game number in the series.' }),
});
const answered = ['game-already-confirmed', 'game-disputed', 'game-in-progress', 'idempotency-key-reused'];

export const confirmGameOperation = defineOperation({
  operationId: 'confirmGame',
  method: 'POST',
  path: '/api/v1/matches/{id}/games/{number}/confirm',
  summary: "Confirm the opponent's report",
  description: `The opponent of the reporter confirms the game (or the reporter's device does with the opponent's \`pin\`); staff may confirm too. The game then counts: the series, and the bracket once it is decided, move on. ${idempotencyNote}`,
  tags: ['Games'],
  auth: 'signed-in',
  params: gameParams,
  body: confirmGameSchema,
  response: gameOutcomeSchema,
  errors: {
    ...gameErrors,
    forbidden: ['not-in-match', 'email-not-verified', 'own-report'],
    'invalid-input': ['wrong-pin', 'no-pin', 'pin-not-needed'],
    conflict: answered,
  },
});

export const disputeGameOperation = defineOperation({
  operationId: 'disputeGame',
  method: 'POST',
  path: '/api/v1/matches/{id}/games/{number}/dispute',
  summary: "Dispute the opponent's report",
  description: `The game stops counting (and holds back the games after it) until the organisers resolve it. ${idempotencyNote}`,
  tags: ['Games'],
  auth: 'signed-in',
  params: gameParams,
  body: disputeGameSchema,
  response: gameOutcomeSchema,
  errors: { ...gameErrors, forbidden: ['not-in-match', 'email-not-verified', 'own-report'], conflict: answered },
});

export const resolveDisputeOperation = defineOperation({
  operationId: 'resolveDispute',
  method: 'POST',
  path: '/api/v1/matches/{id}/games/{number}/resolve',
  summary: 'Resolve a disputed game (staff)',
  description: `The tournament's organisers or arbiters accept the report, replace it (with \`kind\` and its fields, as in a report) or void the game; the reason goes to the audit log. ${idempotencyNote}`,
  tags: ['Games'],
  auth: 'signed-in',
  params: gameParams,
  body: resolveDisputeSchema,
  response: gameOutcomeSchema,
  errors: {
    ...gameErrors,
    forbidden: ['not-tournament-staff'],
    conflict: ['game-not-disputed', 'void-breaks-order', 'later-matches-played', 'idempotency-key-reused'],
  },
});
