'use server';

import { safeAction } from '@/lib/actions/safe-action';
import { requestPasswordReset } from '@/lib/services/accounts/request-password-reset';
import { requestPasswordResetSchema } from '@/lib/validation/account-recovery';

/** Answers the same whether or not an account uses the address (lib/services/accounts/request-password-reset.ts). */
export const requestPasswordResetAction = safeAction(
  { input: requestPasswordResetSchema, auth: 'public' },
  async (input, { db, clientAddress, linkBase, locale }) => {
    await requestPasswordReset(db, { email: input.email, clientAddress, linkBase, locale });
  },
);
