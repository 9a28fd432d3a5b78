'use server';

import { safeAction } from '@/lib/actions/safe-action';
import { safeReturnPath } from '@/lib/auth/return-path';
import { signUp } from '@/lib/services/accounts/sign-up';
import { signUpSchema } from '@/lib/validation/sign-up';

/**
 * Answers the same whether the email was new or already had an account (lib/services/accounts/sign-up.ts);
 * the form then signs in with what was typed (sign-up-form.tsx), which works for a new account
 * and for someone who gave their own password again, and tells nobody anything the sign-in page
 * would not.
 */
export const signUpAction = safeAction(
  { input: signUpSchema, auth: 'public' },
  async (input, { db, clientAddress, linkBase, locale }) => {
    await signUp(db, { ...input, linkBase, locale }, clientAddress);
    return { email: input.email, returnTo: safeReturnPath(input.next) };
  },
);
