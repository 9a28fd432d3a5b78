import { z } from 'zod';
import { idempotencyNote } from '@/lib/api/idempotency-key';
import { defineOperation } from '@/lib/api/operation';
import { idField } from '@/lib/validation/form-fields';
import { gameOutcomeSchema, reportGameSchema } from '@/lib/validation/games';

/** The match of a game operation. */
export const matchParams = z.object({ id: idField.meta({ description: 'The match id.' }) });

/** Refusals every game operation may give. */
export const gameErrors = {
  'not-found': ['match-not-found', 'game-not-found'],
  forbidden: ['not-in-match', 'email-not-verified'],
} as const;

export const reportGameOperation = defineOperation({
  operationId: 'reportGame',
  method: 'POST',
  path: '/api/v1/matches/{id}/games',
  summary: 'Report a game of a match',
  description: `A player of the match (or its staff) reports the next game: its moves (\`kind: record\`), a whole-game file (\`file\`) or the result only (\`result\`, unverified). The series decides the game number and who moved first; a \`number\` that differs is a 409. Records are replayed under the tournament's rules: an illegal move is a 400 naming it as the notation numbers it ("Move 11, South's C: …") with \`details.ply\` (its place in the list), \`details.moveNumber\` and \`details.move\` (and the facts of the rule broken: \`details.side\`, \`mover\`, \`legal\`, \`rules\`, \`end\`, \`winner\`, \`seeds\` as they apply), and nothing is stored. A game file whose South, North, First or Round header contradicts the game is a 400 naming the header (\`details.header\`); the same moves in the same seats as an earlier game of the match are a 409 \`repeated-record\` unless \`repeatOf\` names that game. A player's report waits for the opponent (or \`opponentPin\` confirms it at once); staff reports stand at once. ${idempotencyNote}`,
  tags: ['Games'],
  auth: 'signed-in',
  params: matchParams,
  body: reportGameSchema,
  response: gameOutcomeSchema,
  successStatus: 201,
  errors: {
    ...gameErrors,
    'invalid-input': [
      'empty-hole',
      'wrong-side',
      'must-feed',
      'grand-slam-forbidden',
      'game-over',
      'game-unfinished',
      'bad-notation',
      'bad-record',
      'wrong-rules',
      'wrong-first-mover',
      'header-contradicts-match',
      'too-many-seeds',
      'seeds-do-not-add-up',
      'winner-not-by-count',
      'score-not-reached',
      'loser-needed',
      'wrong-pin',
      'no-pin',
    ],
    conflict: [
      'game-already-reported',
      'game-number-mismatch',
      'game-being-recorded',
      'repeated-record',
      'series-decided',
      'match-not-open',
      'coin-toss-missing',
      'idempotency-key-reused',
    ],
  },
});
