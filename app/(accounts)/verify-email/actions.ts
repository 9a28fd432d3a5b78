'use server';

import { safeAction } from '@/lib/actions/safe-action';
import { verifyEmail } from '@/lib/services/accounts/verify-email';
import { verifyEmailSchema } from '@/lib/validation/account-recovery';

/** The link's token is the proof, whoever (if anyone) is signed in on this browser. */
export const verifyEmailAction = safeAction({ input: verifyEmailSchema, auth: 'public' }, async (input, { db }) =>
  verifyEmail(db, input),
);
