'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { safeAction } from '@/lib/actions/safe-action';
import { confirmGame } from '@/lib/services/reporting/confirm-game';
import { disputeGame } from '@/lib/services/reporting/dispute-game';
import { recordMove, undoLastMove } from '@/lib/services/reporting/record-move';
import { reportGame } from '@/lib/services/reporting/report-game';
import { resolveDispute } from '@/lib/services/reporting/resolve-dispute';
import { idField } from '@/lib/validation/form-fields';
import {
  confirmGameSchema,
  disputeGameSchema,
  movesSoFarField,
  recordMoveSchema,
  reportGameSchema,
  resolveDisputeSchema,
} from '@/lib/validation/games';

// Every form of the report page carries the match, and a token made when the form was drawn: it is
// the request's idempotency key, so a double-tapped submit (or a resent form) makes one change.
const onMatch = z.object({ matchId: idField, token: z.string().min(8).max(255) });
const onGame = onMatch.extend({ number: idField });
const refresh = () => revalidatePath('/t/[slug]/m/[matchId]', 'layout');

export const reportGameAction = safeAction(
  { input: reportGameSchema.extend(onMatch.shape), auth: 'signed-in', onSuccess: refresh },
  async ({ matchId, token, ...input }, { actor, db, clientAddress }) =>
    reportGame(db, actor, matchId, input, { idempotencyKey: token, clientAddress }),
);

export const recordMoveAction = safeAction(
  { input: recordMoveSchema.extend(onMatch.shape), auth: 'signed-in' },
  async ({ matchId, token, ...input }, { actor, db }) =>
    recordMove(db, actor, matchId, input, { idempotencyKey: token }),
);

export const undoMoveAction = safeAction(
  { input: onMatch.extend({ movesSoFar: movesSoFarField }), auth: 'signed-in' },
  async ({ matchId, token, movesSoFar }, { actor, db }) =>
    undoLastMove(db, actor, matchId, { idempotencyKey: token, movesSoFar }),
);

export const confirmGameAction = safeAction(
  { input: onGame.extend({ pin: z.string().max(32).optional() }), auth: 'signed-in', onSuccess: refresh },
  async ({ matchId, number, token, pin }, { actor, db, clientAddress }) =>
    confirmGame(db, actor, matchId, number, confirmGameSchema.parse({ pin }), { idempotencyKey: token, clientAddress }),
);

export const disputeGameAction = safeAction(
  { input: disputeGameSchema.extend(onGame.shape), auth: 'signed-in', onSuccess: refresh },
  async ({ matchId, number, token, comment }, { actor, db }) =>
    disputeGame(db, actor, matchId, number, { comment }, { idempotencyKey: token }),
);

export const resolveDisputeAction = safeAction(
  { input: resolveDisputeSchema.extend(onGame.shape), auth: 'signed-in', onSuccess: refresh },
  async ({ matchId, number, token, ...input }, { actor, db }) =>
    resolveDispute(db, actor, matchId, number, input, { idempotencyKey: token }),
);
