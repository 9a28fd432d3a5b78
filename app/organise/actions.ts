'use server';

import { revalidatePath } from 'next/cache';
import { safeAction } from '@/lib/actions/safe-action';
import { createClaimCode } from '@/lib/services/accounts/create-claim-code';
import { createPlayerWithClaimCode } from '@/lib/services/players/create-player';
import { mergePlayers } from '@/lib/services/players/merge-players';
import { createClaimCodeSchema, createPlayerSchema, mergePlayersSchema } from '@/lib/validation/organiser-forms';

const refreshOrganise = () => revalidatePath('/organise');

/** Adds a player and, at once, the claim code to hand them. */
export const createPlayerAction = safeAction(
  { input: createPlayerSchema, auth: 'signed-in', onSuccess: refreshOrganise },
  async (input, { actor, db }) => {
    const { player, claim } = await createPlayerWithClaimCode(db, actor, input);
    return { playerName: player.displayName, code: claim.code, expiresAt: claim.expiresAt.toISOString() };
  },
);

export const createClaimCodeAction = safeAction(
  { input: createClaimCodeSchema, auth: 'signed-in' },
  async (input, { actor, db }) => {
    const claim = await createClaimCode(db, actor, input);
    return { playerId: claim.playerId, code: claim.code, expiresAt: claim.expiresAt.toISOString() };
  },
);

/** Two records of one person made one. */
export const mergePlayersAction = safeAction(
  { input: mergePlayersSchema, auth: 'signed-in', onSuccess: refreshOrganise },
  async (input, { actor, db }) => {
    const { kept, merged } = await mergePlayers(db, actor, input);
    return { keptId: kept.id, keptName: kept.displayName, mergedId: merged.id, mergedName: merged.displayName };
  },
);
