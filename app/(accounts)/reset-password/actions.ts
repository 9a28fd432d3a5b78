'use server';

import { safeAction } from '@/lib/actions/safe-action';
import { resetPassword } from '@/lib/services/accounts/reset-password';
import { resetPasswordSchema } from '@/lib/validation/account-recovery';

/** The link's token is the proof: no session is needed (and every one of the user's ends). */
export const resetPasswordAction = safeAction({ input: resetPasswordSchema, auth: 'public' }, async (input, { db }) =>
  resetPassword(db, { token: input.token, password: input.password }),
);
