'use server';

// The pairing-rules page's server actions and a player's byes: each parses its form, calls one
// service (which decides who may) and redraws the tournament's pages.
import { revalidatePath } from 'next/cache';
import { safeAction } from '@/lib/actions/safe-action';
import { addForbiddenPair } from '@/lib/services/swiss/add-forbidden-pair';
import { removeForbiddenPair } from '@/lib/services/swiss/remove-forbidden-pair';
import { requestBye } from '@/lib/services/swiss/request-bye';
import { setPairingRules } from '@/lib/services/swiss/set-pairing-rules';
import { withdrawByeRequest } from '@/lib/services/swiss/withdraw-bye-request';
import {
  byeRequestFormSchema,
  forbiddenPairFormSchema,
  pairingRulesFormSchema,
  removeForbiddenPairFormSchema,
  withdrawByeFormSchema,
} from '@/lib/validation/swiss';

const refreshTournament = () => revalidatePath('/t/[slug]', 'layout');
const changing = { auth: 'signed-in', onSuccess: refreshTournament } as const;

export const setPairingRulesAction = safeAction(
  { input: pairingRulesFormSchema, ...changing },
  async ({ tournamentId, ...rules }, { actor, db }) => {
    const tournament = await setPairingRules(db, actor, tournamentId, rules);
    return { acceleration: tournament.swissAcceleration, requestedByePoints: tournament.requestedByePoints };
  },
);

export const addForbiddenPairAction = safeAction(
  { input: forbiddenPairFormSchema, ...changing },
  async ({ tournamentId, ...pair }, { actor, db }) => {
    const added = await addForbiddenPair(db, actor, tournamentId, pair);
    return { id: added.id };
  },
);

export const removeForbiddenPairAction = safeAction(
  { input: removeForbiddenPairFormSchema, ...changing },
  async ({ tournamentId, pairId }, { actor, db }) => {
    await removeForbiddenPair(db, actor, tournamentId, pairId);
    return { pairId };
  },
);

export const requestByeAction = safeAction(
  { input: byeRequestFormSchema, ...changing },
  async ({ tournamentId, ...bye }, { actor, db }) => {
    const requested = await requestBye(db, actor, tournamentId, bye);
    return { round: requested.round, points: requested.points };
  },
);

export const withdrawByeAction = safeAction(
  { input: withdrawByeFormSchema, ...changing },
  async ({ tournamentId, byeId }, { actor, db }) => {
    await withdrawByeRequest(db, actor, tournamentId, byeId);
    return { byeId };
  },
);
