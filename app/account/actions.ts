'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { safeAction } from '@/lib/actions/safe-action';
import { createApiToken, revokeApiToken } from '@/lib/services/accounts/api-tokens';
import { changePassword } from '@/lib/services/accounts/change-password';
import { signOutEverywhere } from '@/lib/services/accounts/end-sessions';
import { redeemClaimCode } from '@/lib/services/accounts/redeem-claim-code';
import { setPin } from '@/lib/services/accounts/set-pin';
import { resendVerificationLink } from '@/lib/services/accounts/verify-email';
import {
  changePasswordSchema,
  clearPinSchema,
  createApiTokenSchema,
  redeemClaimCodeSchema,
  revokeApiTokenSchema,
  setPinSchema,
} from '@/lib/validation/account-forms';

const refreshAccount = () => revalidatePath('/account');

export const changePasswordAction = safeAction(
  { input: changePasswordSchema, auth: 'signed-in' },
  async (input, { actor, db, clientAddress }) => changePassword(db, actor, input, clientAddress),
);

export const setPinAction = safeAction(
  { input: setPinSchema, auth: 'signed-in', onSuccess: refreshAccount },
  async (input, { actor, db, clientAddress }) =>
    setPin(db, actor, { password: input.password, pin: input.pin }, clientAddress),
);

export const clearPinAction = safeAction(
  { input: clearPinSchema, auth: 'signed-in', onSuccess: refreshAccount },
  async (input, { actor, db, clientAddress }) =>
    setPin(db, actor, { password: input.password, pin: null }, clientAddress),
);

export const createApiTokenAction = safeAction(
  { input: createApiTokenSchema, auth: 'signed-in', onSuccess: refreshAccount },
  async (input, { actor, db, clientAddress }) => {
    const created = await createApiToken(db, actor, input, clientAddress);
    return { name: created.name, token: created.token };
  },
);

export const revokeApiTokenAction = safeAction(
  { input: revokeApiTokenSchema, auth: 'signed-in', onSuccess: refreshAccount },
  async (input, { actor, db }) => revokeApiToken(db, actor, input),
);

export const redeemClaimCodeAction = safeAction(
  { input: redeemClaimCodeSchema, auth: 'signed-in', onSuccess: refreshAccount },
  async (input, { actor, db, clientAddress }) => {
    const player = await redeemClaimCode(db, actor, input, clientAddress);
    return { playerName: player.displayName };
  },
);

export const signOutEverywhereAction = safeAction(
  { input: z.object({}), auth: 'signed-in' },
  async (_, { actor, db }) => signOutEverywhere(db, actor),
);

export const resendVerificationAction = safeAction(
  { input: z.object({}), auth: 'signed-in' },
  async (_, { actor, db, clientAddress, linkBase, locale }) =>
    resendVerificationLink(db, actor, { clientAddress, linkBase, locale }),
);
